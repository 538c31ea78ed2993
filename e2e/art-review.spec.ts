// An art entry's review as a page of its own, `/art/{kind}/{id}`, on both editions: reached from the
// art listing's link without JavaScript, its head (title, description, canonical, Review JSON-LD),
// `cat` in the art terminal linking to it and `open` going there, the way back to /art, the 404
// page for an entry without a review, and axe in both themes.
import type { Page } from '@playwright/test';
import { artResponseSchema, type ArtItem, type ArtResponse } from '../packages/contracts/src/art.ts';
import { allViolations, seriousViolations } from './support/axe.ts';
import { dataUrl, postUrl } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';
import { required } from './support/required.ts';
import { commandBox, log, run } from './support/terminal.ts';

async function art(page: Page): Promise<ArtResponse> {
  const response = await page.request.get(dataUrl('art'));
  return artResponseSchema.parse(await response.json());
}

/** The demo's reviewed and unreviewed music entries, and the first paragraph of the review. */
async function music(page: Page): Promise<{ reviewed: ArtItem; unreviewed: ArtItem; firstLine: string }> {
  const { music: category } = await art(page);
  const reviewed = required(category.items.find((item) => item.hasReview), 'a music entry with a review');
  const unreviewed = required(category.items.find((item) => !item.hasReview), 'a music entry without a review');
  const review = (await (await page.request.get(postUrl(reviewed.slug))).json()) as { content: string };
  return { reviewed, unreviewed, firstLine: review.content.split('\n')[0] ?? '' };
}

/** What the page's head says, read in the page. */
const head = (page: Page) =>
  page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
  }));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the listing links each reviewed entry to its page, which shows the review and leads back to /art", async ({ page }) => {
    const { reviewed, unreviewed, firstLine } = await music(page);
    await page.goto('/art');
    const listing = page.getByRole('list', { name: 'music' });
    await expect(listing.getByRole('link', { name: unreviewed.title })).toHaveCount(0);
    await expect(listing.getByText(unreviewed.title, { exact: false })).toBeVisible();
    await listing.getByRole('link', { name: reviewed.title }).click();

    await expect(page).toHaveURL(new RegExp(`/art/music/${reviewed.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: reviewed.title })).toBeVisible();
    await expect(page.getByText(`${reviewed.id}.txt`)).toBeVisible();
    await expect(page.getByText(reviewed.creator, { exact: true })).toBeVisible();
    await expect(page.getByText(firstLine)).toBeVisible();
    await expect(page).toHaveTitle(`Review: ${reviewed.title} — Riley Chen`);

    await page.getByRole('link', { name: 'cd ~/art' }).click();
    await expect(page).toHaveURL(/\/art$/);
  });

  test('axe finds no violation on a review page', async ({ page }) => {
    await page.goto('/art/books/the-soul-of-a-new-machine');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await allViolations(page, { scriptsOff: true })).toEqual([]);
  });
});

test('the page has its own head: title, description from the review, canonical, and a Review of a MusicAlbum', async ({ page }) => {
  const { reviewed, firstLine } = await music(page);
  const answer = await page.goto(`/art/music/${reviewed.id}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: reviewed.title })).toBeVisible();
  await expect(page).toHaveTitle(`Review: ${reviewed.title} — Riley Chen`);
  const read = await head(page);
  expect(firstLine.startsWith(read.description ?? '-')).toBe(true);
  expect(new URL(read.canonical ?? '').pathname).toBe(`/art/music/${reviewed.id}`);
  expect(read.ogType).toBe('article');
  expect(new URL(read.ogImage ?? '').pathname).toMatch(new RegExp(`^/og/art/music/${reviewed.id}/[^/]+\\.png$`));
  expect(read.jsonLd).toEqual([
    expect.objectContaining({
      '@type': 'Review',
      url: read.canonical,
      author: expect.objectContaining({ '@type': 'Person', name: 'Riley Chen' }),
      itemReviewed: { '@type': 'MusicAlbum', name: reviewed.title, byArtist: { '@type': 'MusicGroup', name: reviewed.creator } },
      reviewBody: expect.stringContaining(firstLine.slice(0, 40)),
    }),
  ]);
});

test("cat prints the review and links its page; the link opens it, and its way back returns to the art terminal", async ({ page }) => {
  const { reviewed, firstLine } = await music(page);
  await page.goto('/art');
  await run(page, 'cd music');
  await run(page, `cat ${reviewed.slug}.txt`);
  await expect(log(page).getByText(firstLine)).toBeVisible();
  const link = log(page).getByRole('link', { name: `/art/music/${reviewed.id}` });
  await expect(link).toBeVisible();
  await expect(log(page).getByText(`Page: /art/music/${reviewed.id}`)).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/art/music/${reviewed.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: reviewed.title })).toBeVisible();
  await expect(page.getByText(firstLine)).toBeVisible();
  await expect(page).toHaveTitle(`Review: ${reviewed.title} — Riley Chen`);

  // Back in the art terminal, which shows its earlier output again (one shell for the visit).
  await page.getByRole('link', { name: 'Back to Art' }).click();
  await expect(page).toHaveURL(/\/art$/);
  await expect(log(page).getByText(`Name: ${reviewed.title}`)).toBeVisible();
  await expect(commandBox(page)).toBeVisible();
});

test('open <file> inside a category goes to its review page; an entry without a review has none', async ({ page }) => {
  const { reviewed, unreviewed } = await music(page);
  await page.goto('/art');
  await run(page, 'cd music');
  await run(page, `open ${unreviewed.slug}.txt`);
  await expect(log(page).getByText(`open: ${unreviewed.slug}.txt: No such file or directory`)).toBeVisible();
  await run(page, `open ${reviewed.slug}`);
  await expect(page).toHaveURL(new RegExp(`/art/music/${reviewed.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: reviewed.title })).toBeVisible();
});

test('an entry without a review, or an unknown kind, is the 404 page', async ({ page, consoleErrors }) => {
  // The browser logs the 404 answers (the page, and the missing review's read).
  consoleErrors.allow(/the server responded with a status of 404/);
  const { unreviewed } = await music(page);
  for (const path of [`/art/music/${unreviewed.id}`, '/art/games/in-rainbows']) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404: page not found' })).toBeVisible();
    await expect(page.getByText(`cd: ${path}: No such file or directory`)).toBeVisible();
  }
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no serious or critical violation on a review page, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/art/shows/halt-and-catch-fire');
    await expect(page.getByRole('heading', { level: 1, name: 'Halt and Catch Fire' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
