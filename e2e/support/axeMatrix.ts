// The axe matrix (e2e/axe-matrix.spec.ts, e2e/admin-axe.spec.ts): every page in both themes, on a
// desktop and a phone, with JavaScript on and off; what each of those means, and the pages visited.
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { SITE_ROUTES } from '../../packages/contracts/src/siteRoutes.ts';
import { allViolations } from './axe.ts';

// devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];

/** The two devices: the desktop the projects use, and a phone (its user agent picks the server's phone render). */
export const AXE_DEVICES = {
  desktop: {},
  phone: { ...iPhone13, viewport: { width: 390, height: 844 } },
} as const;

export const THEMES = ['dark', 'light'] as const;

/** A path no page has: the site's 404 page. */
export const MISSING_PAGE = '/no/such/page';

/**
 * Every visitor page of the running edition: the route table's fixed routes, each item page the
 * sitemap lists (so a new route or item kind is visited without a change here), and the 404 page.
 */
export async function visitorPages(request: APIRequestContext): Promise<string[]> {
  const fixed = SITE_ROUTES.filter((route) => !('admin' in route) && !route.pattern.includes(':')).map((route) => route.pattern as string);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc.replace(/&amp;/g, '&')).pathname);
  return [...new Set([...fixed, ...listed]), MISSING_PAGE];
}

/** axe's rules whose outcome depends on the colours, the only thing a theme changes (themes.css: the palette's custom properties). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe's violations of the page as it is, in each theme: every rule in the dark theme, and those
 * that judge colours again in the light one. `data-theme` on `<html>` is what the theme command,
 * the stored theme and the head's script all set (packages/terminal-ui/src/themes/themes.css), so
 * setting it repaints the page in that palette without a reload. Without JavaScript the page is
 * dark; its light check is the same markup in the light palette, as a light visitor's first frame
 * shows it. Each line is prefixed with `label theme:`.
 */
export async function violationsInThemes(page: Page, label: string, scriptsOff: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    const rules = theme === 'dark' ? undefined : COLOUR_RULES;
    found.push(...(await allViolations(page, { scriptsOff, rules })).map((line) => `${label} ${theme}: ${line}`));
  }
  return found;
}
