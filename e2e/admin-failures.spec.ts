// The admin when the API refuses: every failure message in both admins (the
// refusals come from Playwright's request routing, or from the real server's validation), lists
// that cannot load, and a 401 (an expired token) returning to the login form with the draft kept.
import type { Locator, Page } from '@playwright/test';
import { acceptConfirm, E2E_ADMIN_PASSWORD, openAdmin, openTab, refuseWrites, removeLeftovers, RUN_TAG, SESSION_ENDED, UNSAVED_CHANGES_QUESTION } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

// Refusing requests is the point here: the browser logs each refused one as a console error.
test.use({ failOnConsoleErrors: false });

test.afterAll(async ({ request }) => {
  await removeLeftovers(request);
});

async function addArtEntry(panel: Locator, title: string): Promise<void> {
  const form = panel.getByRole('form', { name: 'Add art entry' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Creator').fill('Nobody');
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-01-01');
  await form.getByRole('button', { name: 'Add Entry' }).click();
}

/** Add, save details, save review and delete on the art tab, each refused; answers the messages shown. */
async function failArtEntry(page: Page, panel: Locator, messages: readonly [string, string, string, string]): Promise<void> {
  await addArtEntry(panel, `Refused ${RUN_TAG}`);
  await expect(panel.getByText(messages[0], { exact: true })).toBeVisible();
  const dune = panel.getByRole('listitem').filter({ hasText: 'Frank Herbert' });
  await dune.getByRole('button', { name: 'Edit details of Dune' }).click();
  await dune.getByRole('button', { name: 'Save details' }).click();
  await expect(dune.getByText(messages[1], { exact: true })).toBeVisible();
  await dune.getByRole('button', { name: 'Edit review of Dune' }).click();
  await dune.getByLabel('Review', { exact: true }).fill('A review that will not be saved.');
  await dune.getByRole('button', { name: 'Save review' }).click();
  await expect(dune.getByText(messages[2], { exact: true })).toBeVisible();
  acceptConfirm(page, 'Are you sure you want to delete this entry?');
  await dune.getByRole('button', { name: 'Delete Dune' }).click();
  await expect(panel.getByText(messages[3], { exact: true })).toBeVisible();
}

test('clean admin: project, cover, upload and about failures', async ({ page }) => {
  await openAdmin(page);
  await refuseWrites(page, '**/api/admin/projects', 500);
  const projects = await openTab(page, 'projects');
  const form = projects.getByRole('form', { name: 'Add project' });
  await form.getByLabel('Title').fill(`Refused ${RUN_TAG}`);
  await form.getByLabel('Description').fill('Never saved.');
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-01-01');
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(projects.getByText('Failed to save project', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(`Refused ${RUN_TAG}`);
  await projects.getByRole('button', { name: 'Edit Terminal Portfolio' }).click();
  await projects.getByRole('button', { name: 'Update Project' }).click();
  await expect(projects.getByText('Failed to update project', { exact: true })).toBeVisible();
  acceptConfirm(page, 'Are you sure you want to delete this project?');
  await projects.getByRole('button', { name: 'Delete Terminal Portfolio' }).click();
  await expect(projects.getByText('Failed to delete project', { exact: true })).toBeVisible();

  await refuseWrites(page, '**/api/art', 500);
  const art = await openTab(page, 'art');
  await art.getByLabel('music cover URL').fill('/demo/cover-books.svg');
  await art.getByRole('button', { name: 'Set music cover' }).click();
  await expect(art.getByText('Failed to set music cover', { exact: true })).toBeVisible();
  await art.getByRole('button', { name: 'Clear music cover' }).click();
  await expect(art.getByText('Failed to clear music cover', { exact: true })).toBeVisible();

  await refuseWrites(page, '**/api/upload-resume', 500);
  const uploads = await openTab(page, 'uploads');
  await uploads.getByLabel('Resume PDF').setInputFiles({ name: 'r.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await uploads.getByRole('button', { name: 'Upload' }).click();
  await expect(uploads.getByText('Upload failed', { exact: true })).toBeVisible();

  // The real server refuses a bad link and names the field.
  const about = await openTab(page, 'about');
  await about.getByLabel('LinkedIn URL').fill('not a url');
  await about.getByRole('button', { name: 'Save About Config' }).click();
  await expect(about.getByText('Failed to save about config', { exact: true })).toBeVisible();
  await expect(about.getByText('linkedinUrl: must be an http(s):// URL, or empty')).toBeVisible();
  await expect(about.getByLabel('LinkedIn URL')).toHaveValue('not a url');
});

test('clean admin: art entry and writing failures', async ({ page }) => {
  await openAdmin(page);
  await refuseWrites(page, '**/api/admin/art', 500);
  const art = await openTab(page, 'art');
  await failArtEntry(page, art, ['Failed to add entry', 'Failed to save entry details', 'Failed to save review', 'Failed to delete entry']);

  await refuseWrites(page, '**/api/admin/writing', 500);
  // The refused entry is still in the add form: leaving the tab asks first.
  acceptConfirm(page, UNSAVED_CHANGES_QUESTION);
  const writing = await openTab(page, 'writing');
  const form = writing.getByRole('form', { name: 'Add post' });
  await form.getByLabel('Title').fill(`Refused ${RUN_TAG}`);
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-01-01');
  await form.getByRole('button', { name: 'Add Post' }).click();
  await expect(writing.getByText('Failed to save post', { exact: true })).toBeVisible();
  const post = writing.getByRole('listitem').filter({ hasText: 'why-i-keep-a-lab-notebook' });
  await post.getByRole('button', { name: 'Edit Why I Keep a Lab Notebook' }).click();
  await post.getByRole('button', { name: 'Save post' }).click();
  await expect(post.getByText('Failed to update post', { exact: true })).toBeVisible();
  acceptConfirm(page, 'Are you sure you want to delete this post?');
  await post.getByRole('button', { name: 'Delete Why I Keep a Lab Notebook' }).click();
  await expect(writing.getByText('Failed to delete post', { exact: true })).toBeVisible();
});

test('simple admin: its own wording, the server text appended, and its disabled rules', async ({ page }) => {
  await openAdmin(page, '/admin');
  const art = await openTab(page, 'art');
  const set = art.getByRole('button', { name: 'Set books cover' });
  await expect(set).toBeDisabled();
  await art.getByLabel('books cover URL').fill('/demo/cover-books.svg');
  await expect(set).toBeEnabled();
  await art.getByLabel('books cover URL').fill('');
  await expect(set).toBeDisabled();
  const addForm = art.getByRole('form', { name: 'Add art entry' });
  await addForm.getByLabel('Title').fill('Half filled');
  await expect(addForm.getByRole('button', { name: 'Add Entry' })).toBeDisabled();
  await expect(art.getByText('Please fill in title, creator, and date')).toHaveCount(0);
  await addForm.getByLabel('Title').fill('');
  const dune = art.getByRole('listitem').filter({ hasText: 'Frank Herbert' });
  await dune.getByRole('button', { name: 'Edit details of Dune' }).click();
  await dune.getByLabel('Title', { exact: true }).fill('');
  await expect(dune.getByRole('button', { name: 'Save details' })).toBeDisabled();
  await dune.getByRole('button', { name: 'Cancel' }).click();

  await refuseWrites(page, '**/api/admin/art', 500);
  await failArtEntry(page, art, ['Failed to save entry', 'Failed to update entry', 'Failed to save review', 'Failed to remove']);

  // The real server refuses an impossible date: its text follows the message. The refused entry is
  // still in the add form: leaving the tab asks first.
  acceptConfirm(page, UNSAVED_CHANGES_QUESTION);
  const writing = await openTab(page, 'writing');
  const form = writing.getByRole('form', { name: 'Add post' });
  await form.getByLabel('Title').fill(`Bad date ${RUN_TAG}`);
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-02-30');
  await form.getByRole('button', { name: 'Add Post' }).click();
  await expect(writing.getByText('Failed to save post: date: must be a real date in YYYY-MM-DD form')).toBeVisible();

  await refuseWrites(page, '**/api/admin/writing', 500);
  const post = writing.getByRole('listitem').filter({ hasText: 'why-i-keep-a-lab-notebook' });
  await post.getByRole('button', { name: 'Edit Why I Keep a Lab Notebook' }).click();
  await post.getByRole('button', { name: 'Save post' }).click();
  await expect(post.getByText('Failed to update post: Internal server error')).toBeVisible();
  acceptConfirm(page, 'Are you sure you want to delete this post?');
  await post.getByRole('button', { name: 'Delete Why I Keep a Lab Notebook' }).click();
  await expect(writing.getByText('Failed to delete post: Internal server error')).toBeVisible();
});

test('lists that cannot load say so with the status', async ({ page }) => {
  await page.route(/\/api\/art\?kind=all$/, (route) => route.fulfill({ status: 500, json: { error: 'Internal server error' } }));
  await page.route(/\/api\/writing\?limit=100$/, (route) => route.fulfill({ status: 503, json: { error: 'Database unavailable' } }));
  await openAdmin(page);
  await expect((await openTab(page, 'art')).getByText('Failed to load art data: 500')).toBeVisible();
  await expect((await openTab(page, 'writing')).getByText('Failed to load writing posts: 503')).toBeVisible();
});

test('an expired token returns to the login form, and the draft is still there after logging in', async ({ page }) => {
  const title = `After re-login ${RUN_TAG}`;
  await openAdmin(page);
  const projects = await openTab(page, 'projects');
  const form = projects.getByRole('form', { name: 'Add project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Typed before the token expired.');
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-04');
  // The server no longer accepts the stored token (as after TOKEN_TTL_HOURS, or a new JWT secret).
  await page.evaluate(() => localStorage.setItem('adminToken', 'expired.token.value'));
  await form.getByRole('button', { name: 'Add Project' }).click();

  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Description')).toHaveValue('Typed before the token expired.');
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(projects.getByText('Project saved')).toBeVisible();
  acceptConfirm(page, 'Are you sure you want to delete this project?');
  await projects.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(projects.getByText('Project deleted')).toBeVisible();

  // A 401 on a review keeps the review being written, too.
  await refuseWrites(page, '**/api/admin/art', 401, 'Invalid or expired token');
  const art = await openTab(page, 'art');
  const dune = art.getByRole('listitem').filter({ hasText: 'Frank Herbert' });
  await dune.getByRole('button', { name: 'Edit review of Dune' }).click();
  await dune.getByLabel('Review', { exact: true }).fill('Half a review, not lost.');
  await dune.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await page.unroute('**/api/admin/art');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(dune.getByLabel('Review', { exact: true })).toHaveValue('Half a review, not lost.');
});
