// The owner's password and sessions, through the admin against the real server: a password change
// (the old token and the old password refused from then on, the new password logging in) and "sign
// out everywhere" (another browser's session ended, this one carrying on).
//
// The owner's e2e server's password is E2E_ADMIN_PASSWORD (playwright.config.ts, one server for
// every owner spec), and every other owner spec logs in with it. So whatever a test here changes is
// put back when it ends, passed or failed (afterEach, through the API, with the password then in
// force): no failed login is spent on it, so the login limits other specs meet are untouched.
import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_REVOKED_MESSAGE } from '../packages/contracts/src/account.ts';
import { E2E_ADMIN_PASSWORD, openAdmin, RUN_TAG, SESSION_ENDED } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The refused requests (the revoked token's 401, the old password's login) are logged by the browser.
test.use({ allowedConsoleErrors: [/^Failed to load resource/] });

const TEMPORARY_PASSWORD = `temporary ${RUN_TAG}`;

/** The password the server holds now: the configured one unless a test here changed it. */
let passwordInForce = E2E_ADMIN_PASSWORD;

async function loginToken(request: APIRequestContext, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test.afterEach(async ({ request }) => {
  if (passwordInForce === E2E_ADMIN_PASSWORD) return;
  const token = await loginToken(request, passwordInForce);
  const restored = await request.post('/api/admin/password', {
    data: { current: passwordInForce, next: E2E_ADMIN_PASSWORD },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(restored.status()).toBe(200);
  passwordInForce = E2E_ADMIN_PASSWORD;
});

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('adminToken'));

/** The status of an admin read with `token` (the media list; every admin call checks tokens alike). */
async function adminStatus(request: APIRequestContext, token: string | null): Promise<number> {
  return (await request.get('/api/admin/media', { headers: { Authorization: `Bearer ${token ?? ''}` } })).status();
}

test('clean admin: the owner changes the password; the old token and password stop working, the new one logs in', async ({ page, request }) => {
  await openAdmin(page, '/admin-clean');
  const oldToken = await storedToken(page);
  await page.getByRole('button', { name: 'Account' }).click();
  const form = page.getByRole('form', { name: 'Change password' });

  // Checked before sending: the two new ones differ, and 7 bytes are too short.
  await form.getByLabel('Current password').fill(E2E_ADMIN_PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill('short12');
  await form.getByLabel('New password again').fill('short21');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(/^New password must be at least 8 bytes/)).toBeVisible();
  await expect(form.getByText('The two new passwords differ')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The server's 403: a wrong current password, shown next to it.
  await form.getByLabel('Current password').fill('not the password');
  await form.getByLabel('New password', { exact: true }).fill(TEMPORARY_PASSWORD);
  await form.getByLabel('New password again').fill(TEMPORARY_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is wrong')).toBeVisible();

  await form.getByLabel('Current password').fill(E2E_ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password changed. Every other session is signed out; this tab stays signed in.')).toBeVisible();
  passwordInForce = TEMPORARY_PASSWORD;

  // This tab carries on with the fresh token; the one from before is refused.
  const newToken = await storedToken(page);
  expect(newToken).not.toBe(oldToken);
  expect(await adminStatus(request, newToken)).toBe(200);
  const refused = await request.get('/api/admin/media', { headers: { Authorization: `Bearer ${oldToken ?? ''}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: TOKEN_REVOKED_MESSAGE });
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();

  // The old password no longer logs in; the new one does.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await page.getByLabel('Password').fill(TEMPORARY_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  expect(await adminStatus(request, await storedToken(page))).toBe(200);
});

/**
 * Logs in to /admin-clean in a page of another browser context (another device), which the
 * fixtures' `page` is not: so it waits for the app to take over the server's page itself.
 */
async function logInElsewhere(page: Page): Promise<void> {
  await page.goto('/admin-clean');
  await page.waitForFunction(() => document.getElementById('after-paint') === null || document.documentElement.hasAttribute('data-app-ready'));
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
}

test('simple admin: sign out everywhere ends another browser’s session and keeps this one', async ({ page, browser, request }) => {
  const elsewhere = await browser.newContext();
  try {
    const otherPage = await elsewhere.newPage();
    await logInElsewhere(otherPage);
    const otherToken = await storedToken(otherPage);

    await openAdmin(page, '/admin');
    const before = await storedToken(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByText('Every other browser and device is signed out; this tab stays signed in.')).toBeVisible();

    const after = await storedToken(page);
    expect(after).not.toBe(before);
    expect(await adminStatus(request, after)).toBe(200);
    expect(await adminStatus(request, before)).toBe(401);
    expect(await adminStatus(request, otherToken)).toBe(401);

    // The other browser learns at its next admin call, and is back at the login form.
    await otherPage.getByRole('button', { name: 'Refresh' }).click();
    await expect(otherPage.getByText(SESSION_ENDED)).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Login' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});
