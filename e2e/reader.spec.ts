// Issue 32, a reader of a post, a project or the overview, with JavaScript and without: a post's
// reading time and the posts beside it, code blocks that copy, images that open in the lightbox,
// the overview's skills in words, the home's welcome commands as links, the about page's paragraphs
// and list, the phone menu's sections linked, and the admin's line for a browser without scripts.
import type { APIRequestContext, Page } from '@playwright/test';
import { writingListResponseSchema, type WritingListItem } from '../packages/contracts/src/writing.ts';
import { dataUrl, isStatic, POST_READ } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';
import { required } from './support/required.ts';
import { commandBox, terminalLive } from './support/terminal.ts';

/** The published posts, newest first (the writing list's order; the demo's dates are all different). */
async function listPosts(request: APIRequestContext): Promise<WritingListItem[]> {
  const body: unknown = await (await request.get(dataUrl('writing'))).json();
  return [...writingListResponseSchema.parse(body).items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

const footer = (page: Page) => page.getByRole('navigation', { name: 'More writing' });

/** A post's end, as the list orders it: the older post as previous, the newer as next, and All posts. */
async function expectPostEnd(page: Page, previous: WritingListItem | undefined, next: WritingListItem | undefined) {
  const links = footer(page).getByRole('link');
  const expected = [...(previous ? [previous.title] : []), ...(next ? [next.title] : []), 'All posts'];
  await expect(links).toHaveText(expected.map((text) => (text === 'All posts' ? '← All posts' : text)));
  if (previous) await expect(footer(page).getByRole('link', { name: previous.title })).toHaveAttribute('href', `/writing/${previous.slug}`);
  if (next) await expect(footer(page).getByRole('link', { name: next.title })).toHaveAttribute('href', `/writing/${next.slug}`);
}

const CODE = 'fn main() {\n    println!("hello");\n}';
/** A post with a code block and two of the demo's images, answered in place of the post the test opens. */
const rich = (post: WritingListItem, [first, second]: readonly string[]) => ({
  ...post,
  content: `Two pictures: ![the first](${first}) and ![the second](${second}).\n\n\`\`\`rust\n${CODE}\n\`\`\`\n`,
});

/** Two images of the demo's projects (its `/media/…` pictures). */
async function demoImages(request: APIRequestContext): Promise<string[]> {
  const body = (await (await request.get(dataUrl('projects'))).json()) as { projects: { images: string[] }[] };
  const images = body.projects.flatMap((project) => project.images);
  return [required(images[0], 'a project image'), required(images[1], 'a second project image')];
}

test.describe('with JavaScript', () => {
  test("a post: its reading time under the title, and at its end the posts beside it and the way back", async ({ page }) => {
    const posts = await listPosts(page.request);
    const [newer, middle, older] = [required(posts[0], 'a post'), required(posts[1], 'a second post'), required(posts[2], 'a third post')];
    await page.goto(`/writing/${middle.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: middle.title })).toBeVisible();
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await expectPostEnd(page, older, newer);
    await footer(page).getByRole('link', { name: newer.title }).click();
    await expect(page).toHaveURL(`/writing/${newer.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: newer.title })).toBeVisible();
    await expectPostEnd(page, middle, undefined);
    await footer(page).getByRole('link', { name: 'All posts' }).click();
    await expect(page).toHaveURL('/writing');
  });

  test('a code block copies with a click or the keyboard and says "Copied"; an image opens in the lightbox', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const post = required((await listPosts(page.request))[0], 'a post');
    const images = await demoImages(page.request);
    await page.route(POST_READ, (route) => route.fulfill({ json: rich(post, images) }));
    // Opened from the list, so the post is read (and answered here) rather than written by the server.
    await page.goto('/writing');
    await page.getByRole('link', { name: `${post.slug}.txt` }).click();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    const copy = page.getByRole('button', { name: 'Copy code' });
    await expect(copy.getByText('copy', { exact: true })).toBeVisible();
    await copy.click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
    await expect(copy.getByText('copied', { exact: true })).toBeVisible();
    await expect(copy.getByText('copy', { exact: true })).toBeHidden();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
    // Reached with Tab and pressed with Enter as well.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.locator('pre').focus();
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);

    const second = page.getByRole('link', { name: 'the second' });
    await second.click();
    const dialog = page.getByRole('dialog', { name: `Images in ${post.title}` });
    await expect(dialog.getByTestId('lightbox-counter')).toHaveText('2 / 2');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img', { name: 'the first' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByTestId('lightbox-counter')).toHaveText('2 / 2');
  });

  test("the quick overview writes the skills' keys as words", async ({ page }) => {
    await page.goto('/about/quickview?from=home');
    const skills = page.getByRole('region', { name: 'Skills' });
    await expect(skills.getByText('Spoken languages', { exact: true })).toBeVisible();
    await expect(skills.getByText(/Version control: Git/)).toBeVisible();
    await expect(skills).not.toContainText('versionControl');
    await expect(skills).not.toContainText('spokenLanguages');
  });

  test("the home's welcome commands are links that still run as typed", async ({ page }) => {
    await page.goto('/');
    await expect(commandBox(page)).toBeVisible();
    await terminalLive(page);
    const help = page.getByTestId('welcome').getByRole('link', { name: 'help' });
    await expect(help).toHaveAttribute('href', '/?cmd=help');
    await expect(page.getByTestId('welcome').getByRole('link', { name: 'cd projects' })).toHaveAttribute('href', '/projects');
    await help.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('log', { name: 'Terminal output' })).toContainText('Available commands:');
    await page.getByTestId('welcome').getByRole('link', { name: 'quickview' }).click();
    await expect(page).toHaveURL('/about/quickview?from=home');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a post: its reading time, and the posts beside it and All posts as plain links", async ({ page }) => {
    const posts = await listPosts(page.request);
    const [newer, middle, older] = [required(posts[0], 'a post'), required(posts[1], 'a second post'), required(posts[2], 'a third post')];
    await page.goto(`/writing/${middle.slug}`);
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await expectPostEnd(page, older, newer);
    await footer(page).getByRole('link', { name: older.title }).click();
    await expect(page).toHaveURL(new RegExp(`/writing/${older.slug}(\\.html)?$`));
    await expect(page.getByRole('heading', { level: 1, name: older.title })).toBeVisible();
    await footer(page).getByRole('link', { name: 'All posts' }).click();
    await expect(page).toHaveURL(/\/writing(\.html)?$/);
  });

  test("the home's welcome commands are links: to the page they open, or to the home that runs them", async ({ page }) => {
    await page.goto('/');
    const welcome = page.getByTestId('welcome');
    await expect(welcome.getByRole('button')).toHaveCount(0);
    await expect(welcome.getByRole('link', { name: 'help' })).toHaveAttribute('href', '/?cmd=help');
    await expect(welcome.getByRole('link', { name: 'ls' })).toHaveAttribute('href', '/?cmd=ls');
    await expect(welcome.getByRole('link', { name: 'quickview' })).toHaveAttribute('href', '/about/quickview?from=home');
    await welcome.getByRole('link', { name: 'cd projects' }).click();
    await expect(page).toHaveURL(/\/projects(\.html)?$/);
    await expect(page.getByText(/^Found \d+ projects?$/)).toBeVisible();
  });

  test('about: the profile in paragraphs, hard-wrapped lines joined; the resume\'s "- " lines a list', async ({ page }) => {
    await page.goto('/about');
    const about = page.getByRole('region', { name: 'about.txt' });
    // Two lines of the owner's text, one paragraph.
    await expect(about.locator('p').filter({ hasText: 'likes working where software meets copper. Most of my projects' })).toHaveCount(1);
    const resume = page.getByRole('region', { name: 'resume.pdf' });
    await expect(resume.getByRole('listitem')).toHaveCount(4);
    await expect(resume.getByRole('listitem').last()).toHaveText(/databases\.$/);
    await expect(resume.getByRole('listitem').last()).toHaveText(/operating systems, signals and systems/);
    await expect(resume.getByText('Experience', { exact: true })).toBeVisible();
  });

  test('the admin says it needs JavaScript instead of a blank page', async ({ page }) => {
    test.skip(isStatic(), 'the static edition has no admin (its /admin is the 404 page, or a redirect to ADMIN_URL)');
    for (const path of ['/admin', '/admin-clean']) {
      await page.goto(path);
      // A <noscript> line (Playwright's text search skips <noscript>, so it is found by its element).
      const line = page.locator('#root noscript p');
      await expect(line).toHaveText('The admin needs JavaScript. Turn it on for this site to sign in and manage it.');
      await expect(line).toBeVisible();
    }
  });
});

test.describe('on a phone without JavaScript', () => {
  test.use({
    javaScriptEnabled: false,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test("the home's Mobile Note links the sections it lists", async ({ page }) => {
    await page.goto('/');
    const note = page.getByRole('complementary', { name: 'Mobile Note' });
    await expect(note).toContainText('Projects (desktop only)');
    for (const [name, path] of [['Projects', '/projects'], ['Art', '/art'], ['Writing', '/writing']] as const) {
      await expect(note.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    await note.getByRole('link', { name: 'Writing' }).click();
    await expect(page).toHaveURL(/\/writing(\.html)?$/);
  });
});

test.describe('on a phone with JavaScript', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test("the Mobile Note names its sections as desktop only once the app runs (the spec's menu)", async ({ page }) => {
    await page.goto('/');
    const note = page.getByRole('complementary', { name: 'Mobile Note' });
    await expect(page.getByRole('button', { name: /Switch to (light|dark) mode/ })).toBeVisible();
    await expect(note.getByRole('link')).toHaveCount(0);
    await expect(note.getByRole('listitem')).toHaveText(['Projects (desktop only)', 'Art (desktop only)', 'Writing (desktop only)']);
  });
});
