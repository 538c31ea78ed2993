// The writing routes: the list with
// "Found N post(s)", cat, a typed slug, cd, the post page with its Markdown rendered safely, the
// 404 page, the way back (link and header), no console errors and an axe check. Counts and posts
// are read through the API (the static edition: its data files), so what an admin test changes
// meanwhile cannot break them.
import type { APIRequestContext, Page } from '@playwright/test';
import { writingListResponseSchema, writingPostSchema, type WritingListItem } from '../packages/contracts/src/writing.ts';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { seriousViolations } from './support/axe.ts';
import { dataUrl, isStatic, POST_READ, postUrl } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';
import { commandBox, log, run } from './support/terminal.ts';
import { required } from './support/required.ts';

const RESOURCE_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

async function listPosts(request: APIRequestContext): Promise<WritingListItem[]> {
  const response = await request.get(dataUrl('writing'));
  return writingListResponseSchema.parse(await response.json()).items;
}

const postList = (page: Page) => page.getByRole('region', { name: /^Found \d+ posts?$/ });

test.describe('writing list', () => {
  test('"Found N posts", newest first, each {slug}.txt with a local date', async ({ page }) => {
    const posts = await listPosts(page.request);
    await page.goto('/writing');
    await expect(page.getByText(`Found ${posts.length} post${posts.length === 1 ? '' : 's'}`, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Writing — Riley Chen');
    await expect(page.getByTestId('prompt').last()).toHaveText('portfolio@127.0.0.1:~/writing$');

    const links = postList(page).getByRole('link');
    await expect(links).toHaveText(posts.map((post) => `${post.slug}.txt`));
    const dates = [...posts].map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = posts[0];
    if (first) {
      const [year, month, day] = first.date.split('-').map(Number) as [number, number, number];
      const local = new Date(year, month - 1, day).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
      await expect(postList(page).getByRole('listitem').first()).toContainText(`${first.slug}.txt`);
      await expect(postList(page).getByRole('listitem').first()).toContainText(local);
    }
    const height = await postList(page).getByRole('list').evaluate((element) => getComputedStyle(element).maxHeight);
    expect(height).toBe('400px');
  });

  test('cat prints a post; a typed slug alone does too; usage errors; cd .. goes home', async ({ page }) => {
    const post = required((await listPosts(page.request))[0], 'a post');
    const full = writingPostSchema.parse(await (await page.request.get(postUrl(post.slug))).json());
    // cat shows the Markdown as terminal text: the last line's words, without its `>`, `-` or `#` mark.
    const lastLine = (full.content.trim().split('\n').at(-1) ?? '').replace(/^(?:[>#*+-]|\d+[.)])\s+/, '').replace(/\*\*|__|`/g, '');

    await page.goto('/writing');
    await run(page, `cat ${post.slug}.txt`);
    await expect(log(page).getByText(`Title: ${post.title}`)).toBeVisible();
    await expect(log(page).getByText(`Kind: ${post.kind}`)).toBeVisible();
    await expect(log(page)).toContainText(lastLine);

    await run(page, 'clear');
    await run(page, post.slug);
    await expect(log(page).getByText(`Title: ${post.title}`)).toBeVisible();
    await log(page).getByRole('link', { name: `${post.slug}.md` }).click();
    await expect(page).toHaveURL(`/writing/${post.slug}`);
    await page.goBack();

    await run(page, 'cat');
    await expect(log(page).getByText('Usage: cat <filename>.txt')).toBeVisible();
    await run(page, 'cat missing-post.txt');
    await expect(log(page).getByText('cat: missing-post.txt: No such file or directory')).toBeVisible();
    await run(page, 'cd writing');
    await expect(log(page).getByText('Usage: cd ..')).toBeVisible();
    await run(page, 'ls');
    await log(page).getByRole('button', { name: `${post.slug}.txt` }).click();
    await expect(commandBox(page)).toHaveValue(`cat ${post.slug}.txt`);
    await commandBox(page).fill('cat ');
    await commandBox(page).pressSequentially(post.slug.slice(0, 8));
    await commandBox(page).press('Tab');
    await expect(commandBox(page)).toHaveValue(new RegExp(`^cat ${post.slug.slice(0, 8)}`));

    await run(page, 'cd ..');
    await expect(page).toHaveURL('/');
  });

  test('Back pressed while a post is still loading shows the list again', async ({ page }) => {
    const post = required((await listPosts(page.request))[0], 'a post');
    // A slow network: the post's screen and its text arrive late, and the visitor goes back first.
    await page.route(new RegExp(`WritingPostRoute-[^/]*\\.js$|${POST_READ.source}`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/writing');
    await run(page, post.slug);
    await log(page).getByRole('link', { name: `${post.slug}.md` }).click();
    await expect(page).toHaveURL(`/writing/${post.slug}`);
    await page.goBack();
    await expect(page).toHaveURL('/writing');
    await expect(postList(page)).toBeVisible();
    await run(page, 'ls');
    await expect(log(page).getByRole('button', { name: `${post.slug}.txt` })).toBeVisible();
  });
});

test.describe('writing post', () => {
  test('renders the Markdown: title, date, kind, {slug}.md, headings, lists, code', async ({ page }) => {
    const posts = await listPosts(page.request);
    const post = required(posts.find((candidate) => candidate.slug.startsWith('debugging-a-brown-out')), 'the post "Debugging a Brown-Out at 2 A.M."');
    await page.goto(`/writing/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} — Riley Chen`);
    await expect(page.getByText(`${post.slug}.md`, { exact: true })).toBeVisible();
    await expect(page.getByText(post.kind, { exact: true })).toBeVisible();
    await expect(page.locator('article time')).toHaveAttribute('datetime', post.date);
    if (post.slug.startsWith('debugging-a-brown-out')) {
      await expect(page.getByRole('heading', { level: 2, name: 'The symptom' })).toBeVisible();
      await expect(page.locator('article ol > li')).toHaveCount(3);
      await expect(page.locator('article code').first()).toBeVisible();
      await expect(page.locator('article blockquote')).toContainText('Measure first.');
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('links: only http(s), mailto and site paths; no raw HTML', async ({ page, request }) => {
    test.skip(isStatic(), 'the post is added through /api/admin/writing: the static edition has no API, and its posts are those exported');
    const login = await request.post('/api/login', { data: { password: E2E_ADMIN_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const content = [
      '## Links',
      '',
      '[external](https://example.org/page) [mail](mailto:owner@example.org) [projects](/projects)',
      '[trap](javascript:alert(document.domain)) [data](data:text/html,hi)',
      '',
      '<img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
      '',
      '```js',
      'console.log("code block");',
      '```',
    ].join('\n');
    const added = await request.post('/api/admin/writing', {
      headers,
      data: { action: 'add', title: `E2E Markdown Links ${Date.now()}`, date: '2020-01-01', kind: 'test', content },
    });
    expect(added.status()).toBe(201);
    const { slug } = writingPostSchema.parse(((await added.json()) as { post: unknown }).post);
    try {
      await page.goto(`/writing/${slug}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Links' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'external' })).toHaveAttribute('href', 'https://example.org/page');
      await expect(page.getByRole('link', { name: 'external' })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:owner@example.org');
      await expect(page.getByRole('link', { name: 'projects' })).toHaveAttribute('href', '/projects');
      await expect(page.getByRole('link', { name: 'trap' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'data' })).toHaveCount(0);
      await expect(page.locator('article').getByText('trap', { exact: true })).toBeVisible();
      await expect(page.locator('article img, article script')).toHaveCount(0);
      await expect(page.locator('article')).toContainText('<img src="x" onerror=');
      await expect(page.locator('article pre')).toContainText('console.log("code block");');
      expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
      await page.getByRole('link', { name: 'projects' }).click();
      await expect(page).toHaveURL('/projects');
    } finally {
      await request.post('/api/admin/writing', { headers, data: { action: 'remove', slug } });
    }
  });

  test('a missing post: "404: Post not found"', async ({ page, consoleErrors }) => {
    // The browser logs the 404 answers of the missing post (the page and its text).
    consoleErrors.allow(RESOURCE_404);
    const answer = await page.goto('/writing/no-such-post-here');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404: Post not found' })).toBeVisible();
    await expect(page).toHaveTitle('Post not found — Riley Chen');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'cd ../' }).click();
    await expect(page).toHaveURL('/writing');
  });

  test('"cd ../" and the header go back one step; opened directly, back means /writing', async ({ page }) => {
    const post = required((await listPosts(page.request))[0], 'a post');

    // Went back in history, rather than forward to /writing: the browser can go forward again.
    await page.goto('/writing');
    await postList(page).getByRole('link', { name: `${post.slug}.txt` }).click();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await page.getByRole('link', { name: 'cd ../' }).click();
    await expect(page).toHaveURL('/writing');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    await page.getByText(`${post.slug}.md`).click();
    await expect(page).toHaveURL('/writing');
    await page.goForward();
    await expect(page).toHaveURL(`/writing/${post.slug}`);

    await page.goto(`/writing/${post.slug}`);
    await page.getByRole('link', { name: 'cd ../' }).click();
    await expect(page).toHaveURL('/writing');
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no serious or critical violation on the list and a post, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const [post] = await listPosts(page.request);
    await page.goto('/writing');
    await expect(page.getByText(/^Found \d+ posts?$/)).toBeVisible();
    await run(page, `cat ${post?.slug ?? 'x'}.txt`);
    await expect(log(page).getByText(/^Title: /)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/writing/${post?.slug ?? 'x'}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
