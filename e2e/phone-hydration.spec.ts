// The five pages Lighthouse's phone runs measure (issue 31: `/` as a first visit, `/projects`, a
// project, the newest post, `/about/quickview`), opened on a phone: the page the server rendered
// for a phone is taken over without a warning or an error (React reports a hydration mismatch as
// a recoverable error), without a layout shift, and without fetching its data again. Every page (the
// menu, a reading page, a terminal screen) is taken over at the visitor's first touch, not as it
// loads (packages/site/src/ssr/waitingPage.ts): until then React has not run over it (on `/`, a
// first visit's splash plays meanwhile in a root of its own).
// server-render.spec.ts checks the same on a desktop.
import { devices, type Locator, type Page } from '@playwright/test';
import { layoutShift, recordLayoutShifts } from './support/layoutShift.ts';
import { expect, test } from './support/fixtures.ts';
import { watchTakeover } from './support/takeover.ts';

// devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];
test.use({ ...iPhone13 });

const PAGES = ['/', '/projects', '/projects/pocket-oscilloscope', '/writing/debugging-a-brown-out-at-2-a-m', '/about/quickview'] as const;
/**
 * What a touch that is no link lands on, on each page the app takes over at the first touch: a line
 * of its text (not the post's header, which goes back when tapped; on `/projects`, the listing's
 * count, in the waiting terminal).
 */
const WAITING: Readonly<Record<string, (page: Page) => Locator>> = {
  '/': (page) => page.getByText('Open this site on a computer to browse these sections:'),
  '/projects': (page) => page.getByText(/^Found \d+ projects$/),
  '/projects/pocket-oscilloscope': (page) => page.locator('p:not(header *):visible').first(),
  '/writing/debugging-a-brown-out-at-2-a-m': (page) => page.locator('p:not(header *):visible').first(),
  '/about/quickview': (page) => page.locator('p:not(header *):visible').first(),
};
const html = (page: Page) => page.locator('html');

test.describe('on a phone, the page the server sent is taken over', () => {
  test.use({ skipSplash: false });

  for (const path of PAGES) {
    test(`${path}: no warning, no layout shift, no second fetch of its data`, async ({ page }) => {
      const { warnings, dataReads } = watchTakeover(page);
      await recordLayoutShifts(page);
      await page.goto(path);
      const touched = WAITING[path];
      if (touched !== undefined) {
        // Loaded, painted and settled, and still the server's page: then a touch on a line of its text.
        await page.waitForLoadState('networkidle');
        // On `/`, once the first visit's splash has played over the waiting menu.
        await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
        await expect(html(page)).toHaveAttribute('data-app-waiting', '');
        await expect(html(page)).not.toHaveAttribute('data-app-ready');
        await touched(page).tap();
        await expect(html(page)).not.toHaveAttribute('data-app-waiting');
      }
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      await expect(page.getByTestId('no-script')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(warnings).toEqual([]);
      // The home's splash warms the data up on a first visit (spec: its API step); no other page reads any.
      if (path !== '/') expect(dataReads).toEqual([]);
      // On `/` the first visit's splash counts up its percentage, right-aligned: each time the figure
      // gains a digit (0% to 20%, 80% to 100%) its text starts a character further left, which the
      // browser reports as a shift of 0.00004 (Lighthouse: CLS 0). Every other page: nothing moves.
      if (path === '/') expect(await layoutShift(page)).toBeLessThan(0.0001);
      else expect(await layoutShift(page)).toBe(0);
    });
  }
});

/** How many of the document's font faces are JetBrains Mono's (packages/site/src/fonts/webFont.ts). */
const webFontFaces = (page: Page) => page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'JetBrains Mono').length);

test.describe('on a phone, a page that waits gets the web font when it is taken over', () => {
  const post = '/writing/debugging-a-brown-out-at-2-a-m';

  test(`${post}: its files fetched once, after the paint; its faces put in only after the first touch`, async ({ page }) => {
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontFiles.push(new URL(request.url()).pathname);
    });
    await page.goto(post);
    await page.waitForLoadState('networkidle');
    await expect(html(page)).toHaveAttribute('data-app-waiting', '');
    // A visitor who only reads has the page laid out once: in the fallback sized to the font's metrics.
    expect(fontFiles.sort()).toEqual([expect.stringMatching(/-400-normal-[\w-]+\.woff2$/), expect.stringMatching(/-700-normal-[\w-]+\.woff2$/)]);
    expect(await webFontFaces(page)).toBe(0);
    const text = WAITING[post]?.(page);
    if (!text) throw new Error(`${post} does not wait`);
    await text.tap();
    await expect.poll(() => webFontFaces(page)).toBe(2);
    await page.waitForFunction(() => document.fonts.check('16px "JetBrains Mono"') && document.fonts.check('bold 16px "JetBrains Mono"'));
    expect(await text.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/^"JetBrains Mono", "JetBrains Mono Fallback"/);
    // Made of the bytes fetched after the paint: not fetched again.
    expect(fontFiles).toHaveLength(2);
  });
});
