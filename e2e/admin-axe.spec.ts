// axe finds no violation of any impact on either admin (`/admin`, `/admin-clean`): logged out, and
// logged in on each tab, in the dark and the light theme, on a desktop and a phone; without
// JavaScript, the page each admin shows then. One context per device and JavaScript setting.
// An owner spec (playwright.config.ts: OWNER_SPECS) only because it logs in; it changes nothing.
import { openAdmin, openTab } from './support/admin.ts';
import { AXE_DEVICES, violationsInThemes } from './support/axeMatrix.ts';
import { expect, test } from './support/fixtures.ts';

const ADMINS = ['/admin', '/admin-clean'] as const;
const TABS = ['uploads', 'art', 'writing', 'projects', 'about'] as const;

for (const [device, use] of Object.entries(AXE_DEVICES)) {
  test.describe(`${device}, JavaScript on`, () => {
    test.use(use);

    test('axe: no violation on either admin, logged out and on every tab, dark and light', async ({ page }) => {
      test.setTimeout(90_000);
      const found: string[] = [];
      for (const path of ADMINS) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
        found.push(...(await violationsInThemes(page, `${path} logged out`, false)));
        await openAdmin(page, path);
        for (const tab of TABS) {
          await openTab(page, tab);
          await page.waitForLoadState('networkidle');
          found.push(...(await violationsInThemes(page, `${path} ${tab}`, false)));
        }
        await page.getByRole('button', { name: 'Logout' }).click();
        await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      }
      expect(found).toEqual([]);
    });
  });

  test.describe(`${device}, JavaScript off`, () => {
    test.use({ ...use, javaScriptEnabled: false });

    test('axe: no violation on either admin, dark and light', async ({ page }) => {
      const found: string[] = [];
      for (const path of ADMINS) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        found.push(...(await violationsInThemes(page, path, true)));
      }
      expect(found).toEqual([]);
    });
  });
}
