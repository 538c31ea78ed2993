// A page paints with its critical CSS only, the rules it can use as sent (packages/api/src/pages/criticalCss.ts);
// the whole stylesheet comes after the first paint. This checks the first paint is the page the whole
// stylesheet would draw: the same pixels, before any script of the app runs and without JavaScript, on
// a desktop (dark) and a phone (light). Run in both editions (the static export writes the critical
// CSS of its two-layout pages anew).
import { type Browser, expect, test } from '@playwright/test';

const PAGES = ['/', '/projects', '/projects/pocket-oscilloscope', '/writing/why-i-keep-a-lab-notebook', '/about/quickview', '/about'];
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const CRITICAL_STYLE = /<style data-critical>[\s\S]*?<\/style>/;
const HELD_STYLESHEET = /<template id="after-paint"><template data-whole-stylesheet><link rel="stylesheet"[^>]*\shref="([^"]+)"/;

interface Paint {
  readonly browser: Browser;
  readonly baseURL: string;
  readonly device: typeof PHONE | typeof DESKTOP;
  readonly theme: 'dark' | 'light';
  readonly javaScript: boolean;
  /** The page as sent (its critical CSS), or with the whole stylesheet linked in its place. */
  readonly whole: boolean;
}

/** A full-page screenshot of the first paint: the app's scripts never arrive, so what shows is the page as sent. */
async function firstPaint({ browser, baseURL, device, theme, javaScript, whole }: Paint, path: string): Promise<Buffer> {
  const context = await browser.newContext({ ...device, baseURL, reducedMotion: 'reduce', javaScriptEnabled: javaScript });
  // A later visit of the session (no splash), in the chosen theme.
  await context.addInitScript((chosen) => {
    localStorage.setItem('theme', chosen);
    sessionStorage.setItem('splashShown', 'true');
  }, theme);
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  let held = '';
  await page.route((url) => url.pathname === path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    held = HELD_STYLESHEET.exec(html)?.[1] ?? '';
    const body = whole ? html.replace(CRITICAL_STYLE, () => `<link rel="stylesheet" href="${held}">`) : html;
    await route.fulfill({ response, body });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  expect(held, `${path} holds the whole stylesheet for after its first paint`).toMatch(/^\/assets\/.+\.css$/);
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await context.close();
  return shot;
}

const SETUPS = [
  { name: 'desktop', device: DESKTOP, theme: 'dark' },
  { name: 'phone', device: PHONE, theme: 'light' },
] as const;

for (const { name, device, theme } of SETUPS) {
  for (const javaScript of [true, false]) {
    test(`the first paint of each page is the whole stylesheet's, with critical CSS alone (${name}, ${javaScript ? 'before the app runs' : 'without JavaScript'})`, async ({ browser, baseURL }) => {
      test.slow();
      for (const path of PAGES) {
        const setup = { browser, baseURL: baseURL ?? '', device, theme, javaScript };
        const critical = await firstPaint({ ...setup, whole: false }, path);
        const whole = await firstPaint({ ...setup, whole: true }, path);
        expect(critical.equals(whole), path).toBe(true);
      }
    });
  }
}
