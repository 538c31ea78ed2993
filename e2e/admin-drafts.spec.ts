// Drafts end to end (issue 19): the owner adds a post as a draft; a visitor (a browser without the
// owner's token) finds it nowhere — not in /writing, not at its address, not in the feed; the owner
// opens it from the admin as visitors will see it (marked as a draft), publishes it in one click,
// and the visitor then sees it. The same for a project, from the simple admin. An owner journey
// (the `owner` project in playwright.config.ts): it makes its own items (titles tagged with
// RUN_TAG) and removes them.
import type { Browser, Page } from '@playwright/test';
import { apiPosts, apiProjects, apiToken, openAdmin, openTab, removeLeftovers, RUN_TAG } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

const DRAFT_NOTICE = 'Draft — visitors cannot see this';

// A draft's page answers 404 to the page request (and to the visitors' API read); browsers log that.
test.use({ allowedConsoleErrors: [/^Failed to load resource/] });

test.afterAll(async ({ request }) => {
  await removeLeftovers(request);
});

/** A visitor: a browser context of its own, so no owner token in its storage. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  // Straight to the screens, as the fixtures' page does: no boot splash.
  await context.addInitScript(() => sessionStorage.setItem('splashShown', 'true'));
  return context.newPage();
}

const postLink = (page: Page, slug: string) => page.getByRole('region', { name: /^Found \d+ posts?$/ }).getByRole('link', { name: `${slug}.txt` });

test('the owner writes a draft post, opens it as visitors will see it, publishes it, and visitors see it', async ({ page, browser, request }) => {
  const title = `Draft Post ${RUN_TAG}`;
  const content = 'Almost ready for the world.';
  await openAdmin(page);
  const panel = await openTab(page, 'writing');
  const form = panel.getByRole('form', { name: 'Add post' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-06');
  await form.getByLabel('Content (Markdown)').fill(content);
  await form.getByRole('checkbox', { name: 'Draft' }).check();
  await form.getByRole('button', { name: 'Add Post' }).click();
  await expect(panel.getByText('Post saved')).toBeVisible();

  // The owner's list shows it, marked.
  const item = panel.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Draft', { exact: true })).toBeVisible();
  const token = await apiToken(request);
  const slug = (await apiPosts(request, token)).find((post) => post.title === title)?.slug ?? '';
  expect(slug).not.toBe('');

  // A visitor finds it nowhere.
  expect((await apiPosts(request)).some((post) => post.slug === slug)).toBe(false);
  expect((await request.get(`/api/writing/${slug}`)).status()).toBe(404);
  expect(await (await request.get('/rss.xml')).text()).not.toContain(title);
  const visitor = await visitorPage(browser);
  await visitor.goto('/writing');
  await expect(visitor.getByText(/^Found \d+ posts?$/)).toBeVisible();
  await expect(postLink(visitor, slug)).toHaveCount(0);
  const missing = await visitor.goto(`/writing/${slug}`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: '404: Post not found' })).toBeVisible();

  // The owner opens it from the admin, in a new tab, as visitors will see it once published.
  const [draftPage] = await Promise.all([page.waitForEvent('popup'), item.getByRole('link', { name: `Open draft ${title}` }).click()]);
  await expect(draftPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(draftPage.getByRole('note')).toHaveText(DRAFT_NOTICE);
  await expect(draftPage.getByText(content)).toBeVisible();
  await draftPage.close();

  // Publishing is one click.
  await item.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(panel.getByText('Post published')).toBeVisible();
  await expect(item.getByText('Draft', { exact: true })).toHaveCount(0);
  await expect(item.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0);

  // The visitor sees it everywhere now, as an ordinary post.
  await visitor.goto('/writing');
  await expect(postLink(visitor, slug)).toBeVisible();
  const shown = await visitor.goto(`/writing/${slug}`);
  expect(shown?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('note')).toHaveCount(0);
  expect(await (await request.get('/rss.xml')).text()).toContain(title);
  await visitor.context().close();
});

test('the owner adds a draft project in /admin, and visitors see it once published', async ({ page, browser, request }) => {
  const title = `Draft Project ${RUN_TAG}`;
  await openAdmin(page, '/admin');
  const panel = await openTab(page, 'projects');
  const form = panel.getByRole('form', { name: 'Add project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Not for visitors yet.');
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-07');
  await form.getByRole('checkbox', { name: 'Draft' }).check();
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(panel.getByText('Project saved')).toBeVisible();
  const item = panel.getByRole('list', { name: 'Projects' }).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Draft', { exact: true })).toBeVisible();
  const id = (await apiProjects(request, await apiToken(request))).find((project) => project.title === title)?.id ?? '';
  expect(id).not.toBe('');
  await expect(item.getByRole('link', { name: `Open draft ${title}` })).toHaveAttribute('href', `/projects/${id}`);

  expect((await apiProjects(request)).some((project) => project.id === id)).toBe(false);
  const visitor = await visitorPage(browser);
  expect((await visitor.goto(`/projects/${id}`))?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Project not found' })).toBeVisible();

  await item.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(panel.getByText('Project published')).toBeVisible();
  await expect(item.getByText('Draft', { exact: true })).toHaveCount(0);

  expect((await visitor.goto(`/projects/${id}`))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByRole('note')).toHaveCount(0);
  await visitor.context().close();
});
