// What a page load asks for before its app runs (issue 31): on a project page, the document, then
// the first gallery image it preloads and the gallery's other images in view; no icon. The browser
// draws the `data:` SVG icon index.html carries; the ICO linked for unfurlers and older browsers
// (packages/api/src/pages/headHtml.ts) must not be the icon Chromium chooses, or it is fetched during
// the load on the connection the first image waits for (Lighthouse's phone LCP +150 ms). And the web
// app manifest's link, which sets the browser to work on whether the site can be installed, is put in
// only once the page has loaded and settled (packages/site/src/document/settledLinks.ts). Both editions.
import { devices, expect, type Page, test } from '@playwright/test';

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

/**
 * Opens `path`, noting when the manifest's link enters the head: whether the page had loaded by then,
 * and whether the app's entry script had been asked for.
 */
async function manifestLinkedAt(page: Page, path: string): Promise<{ readonly loaded: boolean; readonly afterEntry: boolean; readonly links: number }> {
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      const added = changes.flatMap((change) => [...change.addedNodes]);
      if (!added.some((node) => node instanceof HTMLLinkElement && node.rel === 'manifest' && node.parentNode === document.head)) return;
      observer.disconnect();
      const entry = performance.getEntriesByType('resource').some((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name));
      Object.assign(window, { manifestLinked: { loaded: document.readyState === 'complete', afterEntry: entry } });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  await page.waitForFunction(() => 'manifestLinked' in window, undefined, { timeout: 10_000 });
  const { loaded, afterEntry } = await page.evaluate(() => (window as unknown as { manifestLinked: { loaded: boolean; afterEntry: boolean } }).manifestLinked);
  return { loaded, afterEntry, links: await page.locator('head link[rel="manifest"]').count() };
}

test('the manifest is linked once the page has loaded, after the app’s scripts (a desktop’s post)', async ({ page }) => {
  expect(await manifestLinkedAt(page, '/writing/debugging-a-brown-out-at-2-a-m')).toEqual({ loaded: true, afterEntry: true, links: 1 });
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test.describe('on a phone', () => {
  // devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
  const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];
  test.use({ ...iPhone13 });

  test('a page waiting for the visitor links the manifest too, once loaded, with no touch', async ({ page }) => {
    expect(await manifestLinkedAt(page, '/about/quickview')).toEqual({ loaded: true, afterEntry: true, links: 1 });
    await expect(page.locator('html')).toHaveAttribute('data-app-waiting', '');
  });
});
