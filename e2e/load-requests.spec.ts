// What a page load asks for before its app runs (issue 31): on a project page, the document, then
// the first gallery image it preloads and the gallery's other images in view; no icon. The browser
// draws the `data:` icon index.html carries (a PNG in the build, packages/site/build/faviconPng.ts);
// the ICO linked for unfurlers and older browsers (packages/api/src/pages/headHtml.ts) must not be
// the icon Chromium chooses, or it is fetched during
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

test('the icon a page carries is the favicon’s design as 32-pixel PNG data', async ({ page }) => {
  await page.goto('/writing');
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(icon).toMatch(/^data:image\/png;base64,/);
  // Drawn as a browser draws it: the rounded corner clear, the square black, the `_` green (#33ff66).
  const pixels = await page.evaluate(async (href) => {
    const image = new Image();
    image.src = href;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(image, 0, 0);
    const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data];
    return { size: [image.naturalWidth, image.naturalHeight], corner: at(0, 0), square: at(16, 4), underscore: at(20, 23) };
  }, icon ?? '');
  expect(pixels.size).toEqual([32, 32]);
  expect(pixels.corner[3]).toBe(0);
  expect(pixels.square).toEqual([0, 0, 0, 255]);
  expect(pixels.underscore).toEqual([0x33, 0xff, 0x66, 255]);
});

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
