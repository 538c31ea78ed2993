// What a page load asks for before its app runs (issue 31): on a project page, the document, then
// the first gallery image it preloads and the gallery's other images in view; no icon. The browser
// draws the `data:` SVG icon index.html carries; the ICO linked for unfurlers and older browsers
// (packages/api/src/pages/headHtml.ts) must not be the icon Chromium chooses, or it is fetched during
// the load on the connection the first image waits for (Lighthouse's phone LCP +150 ms). Both editions.
import { expect, test } from '@playwright/test';

test('a project page loads no icon and nothing but its images before the app’s scripts', async ({ page }) => {
  const requested: string[] = [];
  // Through the DevTools protocol: the browser's own icon request is not one of the page's requests.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  devtools.on('Network.requestWillBeSent', ({ request }) => requested.push(new URL(request.url).pathname));
  // The app's scripts never arrive: what is requested is the page's own doing.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/projects/pocket-oscilloscope');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Chromium asks for a page's icon once it has loaded: wait until the network has been idle.
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => /^\/(favicon\.ico|apple-touch-icon\.png)$/.test(path))).toEqual([]);
  expect(requested[0]).toBe('/projects/pocket-oscilloscope');
  // After the paint, the held stylesheet and scripts (aborted here), the manifest and its icon.
  const expected = (path: string) => /^\/(media|assets|icons)\//.test(path) || ['/projects/pocket-oscilloscope', '/manifest.webmanifest'].includes(path);
  expect(requested.filter((path) => !expected(path))).toEqual([]);
});
