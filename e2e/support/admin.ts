// Helpers for the owner's journeys (admin.spec.ts): logging in, the tabs, the API's view of
// what the admin wrote, and the clean-up of everything a test made (matched by the run's tag).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { artItemsResponseSchema } from '../../packages/contracts/src/art.ts';
import { siteConfigResponseSchema, type SiteConfig } from '../../packages/contracts/src/config.ts';
import { projectsAdminResponseSchema } from '../../packages/contracts/src/projects.ts';
import { writingAdminListResponseSchema } from '../../packages/contracts/src/writing.ts';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';

export { E2E_ADMIN_PASSWORD };

/** Unique per run: every title a test makes carries it, so the clean-up finds leftovers. */
export const RUN_TAG = `e2e${Date.now().toString(36)}`;

export const SESSION_ENDED = 'Session expired. Please log in again.';

/** Opens an admin route and logs in through its form. */
export async function openAdmin(page: Page, path: '/admin' | '/admin-clean' = '/admin-clean'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
}

export async function openTab(page: Page, tab: 'uploads' | 'art' | 'writing' | 'projects' | 'about'): Promise<Locator> {
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel', { name: tab });
  await expect(panel).toBeVisible();
  return panel;
}

/** Accepts the next confirmation, checking its question. */
export function acceptConfirm(page: Page, question: string): void {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(question);
    await dialog.accept();
  });
}

/** The admin's question before a tab, Logout or Back leaves a form's unsaved changes behind. */
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this form anyway?';

/** Every admin write to `pattern` answers `status` (GETs pass through). */
export async function refuseWrites(page: Page, pattern: string, status: 401 | 500, error = 'Internal server error'): Promise<void> {
  await page.route(pattern, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error }) })
      : route.fallback(),
  );
}

export async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function storedConfig(request: APIRequestContext): Promise<SiteConfig> {
  const response = await request.get('/api/config', { headers: { 'Cache-Control': 'no-cache' } });
  return siteConfigResponseSchema.parse(await response.json());
}

export async function saveConfig(request: APIRequestContext, config: SiteConfig): Promise<void> {
  const token = await apiToken(request);
  const response = await request.post('/api/admin/config', { data: config, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

/** A GET's options: with the owner's token, the lists and posts hold drafts too (each with `draft`). */
const asOwner = (token: string | undefined) => (token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } });

export async function apiProjects(request: APIRequestContext, token?: string) {
  return projectsAdminResponseSchema.parse(await (await request.get('/api/projects?type=all&status=all', asOwner(token))).json()).projects;
}

export async function apiArtEntries(request: APIRequestContext) {
  return artItemsResponseSchema.parse(await (await request.get('/api/art?kind=all')).json()).items;
}

export async function apiPosts(request: APIRequestContext, token?: string) {
  return writingAdminListResponseSchema.parse(await (await request.get('/api/writing?limit=100', asOwner(token))).json()).items;
}

/** Removes whatever a test of this run made and left behind (a test that failed half-way). */
export async function removeLeftovers(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const mine = (title: string) => title.includes(RUN_TAG);
  // Read with the token: a draft left behind is removed too.
  for (const project of (await apiProjects(request, token)).filter((item) => mine(item.title))) {
    await request.post('/api/admin/projects', { data: { action: 'remove', id: project.id }, headers });
  }
  for (const entry of (await apiArtEntries(request)).filter((item) => mine(item.title))) {
    await request.post('/api/admin/art', { data: { action: 'remove', id: entry.id }, headers });
  }
  for (const post of (await apiPosts(request, token)).filter((item) => mine(item.title))) {
    await request.post('/api/admin/writing', { data: { action: 'remove', slug: post.slug }, headers });
  }
}
