// A deep link's preload links (packages/api/src/http/routeHints.ts): the server names the screen's
// chunk in the page's head, and the app's own requests take it over — each chunk is fetched once.
// The page's data is in the page itself (the server rendered it), so none is preloaded or fetched.
// Two fetches of one file would mean the site and its route hints drifted apart
// (packages/site/build/routeHints.ts).
import type { Page } from '@playwright/test';
import { writingListResponseSchema } from '../packages/contracts/src/writing.ts';
import { dataUrl, isDataRead } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';
import { required } from './support/required.ts';

/** Opens `path` and counts the requests made for each same-origin path (with its query). */
async function openCounting(page: Page, path: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  await page.goto(path);
  return counts;
}

/** Every chunk and stylesheet was fetched once: a preload the page could not use would show twice. */
function expectEachAssetOnce(counts: ReadonlyMap<string, number>): void {
  const assets = [...counts].filter(([path]) => path.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter(([, count]) => count !== 1)).toEqual([]);
}

async function preloads(page: Page): Promise<string[]> {
  return page.locator('head link[rel="preload"], head link[rel="modulepreload"]').evaluateAll((links) =>
    links.map((link) => `${link.getAttribute('rel') ?? ''} ${link.getAttribute('as') ?? ''} ${link.getAttribute('href') ?? ''}`.replace(/\s+/g, ' ')),
  );
}

// A page the server rendered carries its data (page-data JSON): no data is preloaded or fetched
// again, and the screen's chunk is preloaded once.
test('a post opened directly preloads its chunk only; nothing is fetched from the API', async ({ page }) => {
  const post = required(writingListResponseSchema.parse(await (await page.request.get(dataUrl('writing'))).json()).items[0], 'a post');
  const counts = await openCounting(page, `/writing/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const links = await preloads(page);
  expect(links.filter((link) => link.startsWith('preload fetch'))).toEqual([]);
  const chunk = links.find((link) => /^modulepreload \/assets\/WritingPostRoute-[\w-]+\.js$/.test(link))?.split(' ')[1];
  expect(chunk).toBeDefined();
  expect(counts.get(chunk ?? '')).toBe(1);
  expect([...counts.keys()].filter(isDataRead)).toEqual([]);
  // The site has one stylesheet (vite.config.ts), linked by index.html itself: no per-screen CSS.
  expect(links.some((link) => link.startsWith('preload style'))).toBe(false);
  expectEachAssetOnce(counts);
});

/** The Markdown renderer's chunks (packages/site/src/markdown/markdownRenderer.ts): the parser and what builds its elements. */
const MARKDOWN_RENDERER = /^\/assets\/(parseMarkdown|renderMarkdown)-[\w-]+\.js$/;

// Hydration keeps the server's Markdown as sent, so the parser is not fetched for it; the next post,
// opened in the app, is rendered from its source, so the parser comes then, once.
test('a post opened directly fetches no Markdown parser; the next post opened in the app brings it', async ({ page }) => {
  const posts = [...writingListResponseSchema.parse(await (await page.request.get(dataUrl('writing'))).json()).items].sort((a, b) => b.date.localeCompare(a.date));
  // The older of the two newest posts links the newer at its end.
  const [second, first] = [required(posts[0], 'a post'), required(posts[1], 'a second post')];
  const counts = await openCounting(page, `/writing/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...counts.keys()].filter((path) => MARKDOWN_RENDERER.test(path))).toEqual([]);

  await page.getByRole('navigation', { name: 'More writing' }).getByRole('link', { name: second.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expect(page.locator('[data-markdown] > *').first()).toBeVisible();
  // Both chunks, once each: this also pins their names, so the first check cannot pass for a renamed chunk.
  expect([...counts].filter(([path]) => MARKDOWN_RENDERER.test(path)).map(([, count]) => count)).toEqual([1, 1]);
});

for (const [path, ready] of [
  ['/projects', /^Found \d+ projects?$/],
  ['/art', /^Welcome to ~\/art/],
] as const) {
  test(`${path} opened directly fetches nothing from the API; each chunk once`, async ({ page }) => {
    const counts = await openCounting(page, path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Command' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect((await preloads(page)).filter((link) => link.startsWith('preload fetch'))).toEqual([]);
    expect([...counts.keys()].filter(isDataRead)).toEqual([]);
    expectEachAssetOnce(counts);
  });

  // The screen paints its content first; the terminal's machine (XState) follows (DeferredTerminal).
  test(`${path} does not hold its first paint for the terminal's machine, which then arrives`, async ({ page }) => {
    const served = await (await page.request.get(path)).text();
    expect(served).toContain('/assets/shared-');
    expect(served).not.toMatch(/xstate|SessionDriver-|useTerminalSession-/);
    const counts = await openCounting(page, path);
    // The input takes keys at once (they wait for the machine); the machine's chunk follows the paint.
    await expect(page.getByRole('textbox', { name: 'Command' })).toBeEnabled();
    await expect.poll(() => [...counts.keys()].some((asset) => /^\/assets\/SessionDriver-[\w-]+\.js$/.test(asset))).toBe(true);
  });
}

// The home carries its config in the page: nothing is preloaded from the API, and no screen's chunk
// is named before the visitor opens one.
test('the home page preloads no data and no other screen', async ({ page }) => {
  await page.goto('/');
  const links = await preloads(page);
  expect(links.filter((link) => link.startsWith('preload fetch'))).toEqual([]);
  expect(links.some((link) => /Route-/.test(link))).toBe(false);
});
