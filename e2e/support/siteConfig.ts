// Screens that read the site config render at once with the built-in texts and switch to the
// owner's texts when GET /api/config answers. A test that types a config-dependent command must
// wait for that answer first, or it races the load and reads the defaults.
import type { Page } from '@playwright/test';

/** Opens `path` and returns once the page's own GET /api/config has been read in full. */
export async function gotoWithConfig(page: Page, path: string): Promise<void> {
  const configRead = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === '/api/config');
  await page.goto(path);
  await configRead;
}
