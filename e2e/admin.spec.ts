// The owner's journeys (login, each tab's forms, failures, logout) against the
// real server, and what visitors then see. Runs on the owner's own server (the `owner` project in playwright.config.ts), makes its own items
// (titles tagged with RUN_TAG), removes them and restores the site config it changed.
import type { SiteConfig } from '../packages/contracts/src/config.ts';
import {
  acceptConfirm,
  apiArtEntries,
  apiPosts,
  apiProjects,
  E2E_ADMIN_PASSWORD,
  openAdmin,
  openTab,
  removeLeftovers,
  RUN_TAG,
  saveConfig,
  storedConfig,
} from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { gotoWithConfig } from './support/siteConfig.ts';
import { commandBox, run as runCommand } from './support/terminal.ts';

// A refused request (the failure tests' 401/500 answers) is logged by the browser itself.
test.use({ allowedConsoleErrors: [/^Failed to load resource/] });

let originalConfig: SiteConfig;

test.beforeAll(async ({ request }) => {
  originalConfig = await storedConfig(request);
});

test.afterAll(async ({ request }) => {
  await removeLeftovers(request);
  await saveConfig(request, originalConfig);
});

test('the home terminal logs in and lands on the clean admin, loaded only then', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(commandBox(page)).toBeVisible();
  expect(scripts.some((url) => /Admin/.test(url))).toBe(false);

  await runCommand(page, `admin ${E2E_ADMIN_PASSWORD}`);
  await expect(page.getByText('Access granted. Redirecting to admin panel...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-clean$/, { timeout: 5000 });
  await expect(page.getByRole('tab')).toHaveText(['uploads', 'art', 'writing', 'projects', 'about']);
  expect(scripts.some((url) => /Admin/.test(url))).toBe(true);
  await expect(page).toHaveTitle(/Admin Panel/);

  // Back goes to the page before (the home terminal).
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('login form, logout, Back, and each admin forcing its own look', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/admin');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  await page.getByLabel('Password').fill('not-the-password');
  await expect(login).toBeEnabled();
  await login.click();
  await expect(page.getByText('Login failed')).toBeVisible();

  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await login.click();
  await expect(page.getByRole('tab', { name: 'uploads' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();

  // /admin is light whatever the visitor chose; the visitor's theme itself is untouched.
  const root = page.locator('[data-variant="simple"]');
  await expect(root).toHaveAttribute('data-theme', 'light');
  await expect(root).toHaveCSS('background-color', 'rgb(245, 240, 225)');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect(page.getByRole('tabpanel', { name: 'about' })).toBeHidden();
  await openTab(page, 'about');
  await expect(page.getByRole('tabpanel', { name: 'about' })).toBeEmpty();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(login).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

  // Opened directly, Back goes home.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await openAdmin(page, '/admin-clean');
  const clean = page.locator('[data-variant="clean"]');
  await expect(clean).toHaveAttribute('data-theme', 'dark');
  await expect(clean).toHaveCSS('background-color', 'rgb(0, 0, 0)');
});

test('projects: add, edit and delete, seen on /projects', async ({ page, request }) => {
  const title = `Admin Project ${RUN_TAG}`;
  await openAdmin(page);
  const panel = await openTab(page, 'projects');
  const form = panel.getByRole('form', { name: 'Add project' });
  const add = form.getByRole('button', { name: 'Add Project' });
  await expect(form.getByLabel('Type')).toHaveValue('software');
  await expect(form.getByLabel('Status')).toHaveValue('in-progress');
  await expect(add).toBeDisabled();
  await form.getByLabel('Title').fill(title);
  await expect(add).toBeDisabled();
  await form.getByLabel('Description').fill('Made by the end-to-end test.');
  await expect(add).toBeDisabled();
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-01');
  await expect(add).toBeEnabled();
  await form.getByLabel('Tech (comma-separated)').fill(' Rust, , WebAssembly ,');
  await form.getByLabel('Images (comma-separated URLs)').fill('/demo/cover-music.svg, ');
  await add.click();
  await expect(panel.getByText('Project saved')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Projects' }).getByText(title)).toBeVisible();

  const created = (await apiProjects(request)).find((project) => project.title === title);
  expect(created).toMatchObject({
    tech: ['Rust', 'WebAssembly'],
    images: ['/demo/cover-music.svg'],
    type: 'software',
    status: 'in-progress',
    github: null,
    demo: null,
  });

  await page.goto('/projects');
  await expect(page.getByText(`${title}.project`)).toBeVisible();

  await page.goto('/admin-clean');
  await openTab(page, 'projects');
  await panel.getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = panel.getByRole('form', { name: 'Edit project' });
  const update = editForm.getByRole('button', { name: 'Update Project' });
  await expect(editForm.getByLabel('Title')).toHaveValue(title);
  await editForm.getByLabel('Description').fill('');
  await expect(update).toBeDisabled();
  await editForm.getByLabel('Description').fill('Edited by the end-to-end test.');
  await editForm.getByLabel('Status').selectOption('completed');
  await editForm.getByLabel('GitHub URL').fill('https://github.com/example/e2e');
  await update.click();
  await expect(panel.getByText('Project updated')).toBeVisible();
  await expect(panel.getByRole('form', { name: 'Add project' })).toBeVisible();
  const edited = (await apiProjects(request)).find((project) => project.title === title);
  expect(edited).toMatchObject({ status: 'completed', github: 'https://github.com/example/e2e', description: 'Edited by the end-to-end test.' });

  // Edit, then Cancel: back to add mode with a blank form.
  await panel.getByRole('button', { name: `Edit ${title}` }).click();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('form', { name: 'Add project' }).getByLabel('Title')).toHaveValue('');

  page.once('dialog', (dialog) => void dialog.dismiss());
  await panel.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(panel.getByRole('list', { name: 'Projects' }).getByText(title)).toBeVisible();
  acceptConfirm(page, 'Are you sure you want to delete this project?');
  await panel.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(panel.getByText('Project deleted')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Projects' }).getByText(title)).toHaveCount(0);
  expect((await apiProjects(request)).some((project) => project.title === title)).toBe(false);
});

test('art: add an entry with a review, edit its details then its review, set and clear a cover', async ({ page, request }) => {
  const title = `Admin Film ${RUN_TAG}`;
  await openAdmin(page);
  const panel = await openTab(page, 'art');
  const form = panel.getByRole('form', { name: 'Add art entry' });
  const add = form.getByRole('button', { name: 'Add Entry' });
  await expect(add).toBeDisabled();
  await form.getByLabel('Title').fill(title);
  await expect(add).toBeDisabled();
  await expect(form.getByText('Please fill in title, creator, and date')).toBeVisible();
  await form.getByLabel('Creator').fill('E2E Director');
  await expect(add).toBeDisabled();
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-02');
  await expect(add).toBeEnabled();
  await expect(form.getByText('Please fill in title, creator, and date')).toHaveCount(0);
  await form.getByLabel('Kind').selectOption('movies');
  const review = `First review of the test film. ${'It keeps going. '.repeat(8)}`;
  await form.getByLabel('Review (optional)').fill(review);
  await add.click();
  await expect(panel.getByText('Entry added')).toBeVisible();
  const entries = panel.getByRole('list', { name: 'Art entries' });
  const item = entries.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText(`${review.slice(0, 100)}...`)).toBeVisible();
  const slug = (await apiArtEntries(request)).find((entry) => entry.title === title)?.slug;
  expect(slug).toBeTruthy();

  await page.goto('/art');
  await runCommand(page, 'cd movies');
  await runCommand(page, `cat ${slug}.txt`);
  await expect(page.getByRole('log').getByText('First review of the test film.', { exact: false })).toBeVisible();

  await page.goto('/admin-clean');
  await openTab(page, 'art');
  await item.getByRole('button', { name: `Edit details of ${title}` }).click();
  const details = item.getByRole('form', { name: `Edit details of ${title}` });
  await details.getByLabel('Creator').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(item.getByText('Please fill in title, creator, and date')).toBeVisible();
  await details.getByLabel('Creator').fill('E2E Director Edited');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(item.getByText('Entry details saved')).toBeVisible();
  await expect(item.getByText('E2E Director Edited · movies · 2026-03-02')).toBeVisible();

  await item.getByRole('button', { name: `Edit review of ${title}` }).click();
  const reviewForm = item.getByRole('form', { name: `Edit review of ${title}` });
  await expect(reviewForm.getByLabel('Review', { exact: true })).toHaveValue('');
  await expect(reviewForm.getByRole('button', { name: 'Save review' })).toBeDisabled();
  await reviewForm.getByLabel('Review', { exact: true }).fill('Second review, written in review mode.');
  await reviewForm.getByRole('button', { name: 'Save review' }).click();
  await expect(item.getByText('Review saved')).toBeVisible();
  await expect(item.getByText('Second review, written in review mode.')).toBeVisible();

  await page.goto('/art');
  await runCommand(page, 'cd movies');
  await runCommand(page, `cat ${slug}.txt`);
  await expect(page.getByRole('log').getByText('Second review, written in review mode.')).toBeVisible();
  await expect(page.getByRole('log').getByText('E2E Director Edited').first()).toBeVisible();

  // Covers: movies has none in the demo content.
  await page.goto('/admin-clean');
  await openTab(page, 'art');
  await panel.getByRole('button', { name: 'Set movies cover' }).click();
  await expect(panel.getByText('Please enter a cover URL')).toBeVisible();
  await panel.getByLabel('movies cover URL').fill('/demo/cover-music.svg');
  await panel.getByRole('button', { name: 'Set movies cover' }).click();
  await expect(panel.getByText('movies cover set')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Current movies cover' })).toBeVisible();
  expect((await (await request.get('/api/art')).json()).movies.currentCover).toBe('/demo/cover-music.svg');
  await panel.getByRole('button', { name: 'Clear movies cover' }).click();
  await expect(panel.getByText('movies cover cleared')).toBeVisible();
  await expect(panel.getByText('No cover set for movies')).toBeVisible();
  expect((await (await request.get('/api/art')).json()).movies.currentCover).toBeNull();

  acceptConfirm(page, 'Are you sure you want to delete this entry?');
  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(panel.getByText('Entry deleted')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('writing: add, edit and delete a post', async ({ page, request }) => {
  const title = `Admin Post ${RUN_TAG}`;
  await openAdmin(page);
  const panel = await openTab(page, 'writing');
  const form = panel.getByRole('form', { name: 'Add post' });
  const add = form.getByRole('button', { name: 'Add Post' });
  await expect(form.getByLabel('Kind')).toHaveValue('essay');
  await expect(add).toBeDisabled();
  await form.getByLabel('Title').fill(title);
  await expect(add).toBeDisabled();
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-03');
  await expect(add).toBeEnabled();
  const content = `## Written by the test\n\n${'Words for the preview. '.repeat(10)}`;
  await form.getByLabel('Content (Markdown)').fill(content);
  await add.click();
  await expect(panel.getByText('Post saved')).toBeVisible();
  const item = panel.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: title });
  const flat = content.replace(/\s+/g, ' ').trim();
  await expect(item.getByText(`${flat.slice(0, 150)}...`)).toBeVisible();
  const post = (await apiPosts(request)).find((candidate) => candidate.title === title);
  expect(post).toMatchObject({ kind: 'essay', date: '2026-03-03' });

  await page.goto(`/writing/${post?.slug}`);
  await expect(page.getByText('Written by the test')).toBeVisible();

  await page.goto('/admin-clean');
  await openTab(page, 'writing');
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = item.getByRole('form', { name: `Edit ${post?.slug}` });
  await expect(editor.getByLabel('Content (Markdown)')).toHaveValue(content);
  await editor.getByLabel('Kind').fill('note');
  await editor.getByLabel('Content (Markdown)').fill('Edited content.');
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expect(item.getByText('Post updated')).toBeVisible();
  await expect(item.getByText('Edited content.')).toBeVisible();
  expect((await apiPosts(request)).find((candidate) => candidate.slug === post?.slug)?.kind).toBe('note');

  acceptConfirm(page, 'Are you sure you want to delete this post?');
  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(panel.getByText('Post deleted')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('uploads: a PDF becomes the resume that `download` opens on /about', async ({ page }) => {
  await openAdmin(page);
  const panel = await openTab(page, 'uploads');
  const upload = panel.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeDisabled();
  await expect(panel.getByLabel('Resume PDF')).toHaveAttribute('accept', 'application/pdf,.pdf');
  await panel.getByLabel('Resume PDF').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(panel.getByText('Upload complete')).toBeVisible();
  const link = panel.getByRole('link', { name: /^\/uploads\/[0-9a-f]{32}\.pdf$/ });
  await expect(link).toBeVisible();
  const url = await link.textContent();
  // On a phone the long link wraps instead of widening the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  await gotoWithConfig(page, '/about');
  const popup = page.waitForEvent('popup');
  // The new tab's navigation to the PDF, seen as its request: a browser with no PDF viewer (the
  // headless shell the tests run in, chromium.config.ts) saves the file instead of showing it, so
  // the tab's own URL never becomes the PDF's.
  const opening = page.context().waitForEvent('request', (request) => request.isNavigationRequest() && new URL(request.url()).pathname === url);
  await runCommand(page, 'download');
  const opened = await popup;
  const request = await opening;
  expect(request.frame().page()).toBe(opened);
  await opened.close();
});

test('about: the texts saved here show on the quick overview', async ({ page }) => {
  const tagline = `Tagline from the admin ${RUN_TAG}`;
  await openAdmin(page);
  const panel = await openTab(page, 'about');
  await expect(panel.getByLabel('Profile text')).not.toHaveValue('');
  await panel.getByLabel('Quick overview tagline').fill(tagline);
  await panel.getByLabel('Current focus (one per line)').fill(`Focus one ${RUN_TAG}\n\n  Focus two ${RUN_TAG}  `);
  await panel.getByRole('button', { name: 'Save About Config' }).click();
  await expect(panel.getByText('About config saved')).toBeVisible();
  await expect(panel.getByLabel('Current focus (one per line)')).toHaveValue(`Focus one ${RUN_TAG}\nFocus two ${RUN_TAG}`);

  await page.goto('/about/quickview');
  await expect(page.getByText(tagline)).toBeVisible();
  await expect(page.getByText(`Focus one ${RUN_TAG}`)).toBeVisible();
  await expect(page.getByText(`Focus two ${RUN_TAG}`)).toBeVisible();
});

test('axe: no serious or critical violation on either admin, logged out and on every tab', async ({ page }) => {
  test.setTimeout(90_000); // twelve axe runs
  for (const path of ['/admin', '/admin-clean'] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await openAdmin(page, path);
    for (const tab of ['uploads', 'art', 'writing', 'projects', 'about'] as const) {
      await openTab(page, tab);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} ${tab}`).toEqual([]);
    }
    await page.getByRole('button', { name: 'Logout' }).click();
  }
});
