// The art route: the root and its welcome line, cd into each
// category with its cover or "No cover set for {category}", files that fill their cat command,
// cat with and without a review, cd .. back to the root and then home, Tab, no console errors and
// an axe check. Reads the art through the API (the static edition: its data files), so what an
// admin test changes meanwhile cannot break the expectations.
import type { Page } from '@playwright/test';
import { ART_KINDS, artResponseSchema, type ArtResponse } from '../packages/contracts/src/art.ts';
import { seriousViolations } from './support/axe.ts';
import { dataUrl, postUrl } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';
import { commandBox, lastPrompt, log, run, terminalLive } from './support/terminal.ts';
import { required } from './support/required.ts';

const WELCOME = /^Welcome to ~\/art/;

async function art(page: Page): Promise<ArtResponse> {
  const response = await page.request.get(dataUrl('art'));
  return artResponseSchema.parse(await response.json());
}

test('the root: welcome line, prompt ~/art, ls lists the four categories', async ({ page }) => {
  await page.goto('/art');
  await expect(log(page).getByText(WELCOME)).toBeVisible();
  await expect(lastPrompt(page)).toHaveText('portfolio@127.0.0.1:~/art$');
  await expect(page).toHaveTitle('Art — Riley Chen');
  await expect(commandBox(page)).toBeFocused();
  await expect(page.getByRole('complementary')).toHaveCount(0);

  await run(page, 'ls');
  for (const kind of ART_KINDS) await expect(log(page).getByRole('button', { name: `${kind}/`, exact: true })).toBeVisible();
  await log(page).getByRole('button', { name: 'music/' }).click();
  await expect(commandBox(page)).toHaveValue('cd music');
});

test('cd music, ls, cat with a review and without one, cd .., cd .. home', async ({ page }) => {
  const { music } = await art(page);
  const reviewed = required(music.items.find((item) => item.hasReview), 'a music entry with a review');
  const unreviewed = required(music.items.find((item) => !item.hasReview), 'a music entry without a review');
  const review = await (await page.request.get(postUrl(reviewed.slug))).json();
  const firstLine = String(review.content).split('\n')[0] ?? '';

  await page.goto('/art');
  await run(page, 'cd music');
  await expect(lastPrompt(page)).toHaveText('portfolio@127.0.0.1:~/art/music$');
  await expect(page).toHaveTitle('Art: music — Riley Chen');
  await expect(log(page).getByText(WELCOME)).toHaveCount(0);
  for (const item of music.items) await expect(log(page).getByRole('button', { name: `${item.slug}.txt` })).toBeVisible();

  await run(page, 'clear');
  await run(page, 'ls');
  await expect(log(page).getByRole('button', { name: `${reviewed.slug}.txt` })).toBeVisible();

  await run(page, `cat ${reviewed.slug}.txt`);
  await expect(log(page).getByText(`Name: ${reviewed.title}`)).toBeVisible();
  await expect(log(page).getByText(`Creator: ${reviewed.creator}`)).toBeVisible();
  await expect(log(page).getByText(/^Date: /)).toBeVisible();
  await expect(log(page).getByText('Category: music')).toBeVisible();
  await expect(log(page).getByText(firstLine)).toBeVisible();

  await run(page, `cat ${unreviewed.title.replace(/\s+/g, '-')}.txt`);
  await expect(log(page).getByText(`Name: ${unreviewed.title}`)).toBeVisible();
  await expect(log(page).getByText('No review available', { exact: true })).toBeVisible();

  await run(page, 'cat nothing.txt');
  await expect(log(page).getByText('cat: nothing.txt: No such file or directory')).toBeVisible();

  await run(page, 'cd ..');
  await expect(lastPrompt(page)).toHaveText('portfolio@127.0.0.1:~/art$');
  await expect(log(page).getByText(WELCOME)).toBeVisible();
  await expect(log(page).getByText(`Name: ${reviewed.title}`)).toHaveCount(0);
  await run(page, 'cat x.txt');
  await expect(log(page).getByText('cat: No files in root directory. Navigate to a subdirectory first.')).toBeVisible();
  await run(page, 'cd games');
  await expect(log(page).getByText('cd: games: No such directory')).toBeVisible();
  await run(page, 'frobnicate');
  await expect(log(page).getByText('frobnicate: command not found')).toBeVisible();

  await run(page, 'cd ..');
  await expect(page).toHaveURL('/');
});

test('each category shows its cover, or "No cover set for {category}"; the music panel is taller', async ({ page }) => {
  const data = await art(page);
  await page.goto('/art');
  const heights: Record<string, number> = {};
  for (const kind of ART_KINDS) {
    await run(page, `cd ${kind}`);
    const panel = page.getByRole('complementary', { name: `${kind} cover` });
    const cover = data[kind].currentCover;
    if (cover) {
      const image = panel.getByRole('img', { name: `Current ${kind} cover` });
      await expect(image).toHaveAttribute('src', cover);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    } else {
      await expect(panel).toHaveText(`No cover set for ${kind}`);
    }
    heights[kind] = (await panel.boundingBox())?.height ?? 0;
    await run(page, 'cd ..');
  }
  for (const kind of ['books', 'movies', 'shows']) expect(heights.music).toBeGreaterThan(heights[kind] ?? 0);
});

test('clicking a file fills its cat command; Tab completes commands, categories and files', async ({ page }) => {
  const { books } = await art(page);
  const first = required(books.items[0], 'a books entry');

  await page.goto('/art');
  await terminalLive(page);
  await commandBox(page).fill('cd bo');
  await commandBox(page).press('Tab');
  await expect(commandBox(page)).toHaveValue('cd books');
  await commandBox(page).press('Enter');

  await log(page).getByRole('button', { name: `${first.slug}.txt` }).click();
  await expect(commandBox(page)).toHaveValue(`cat ${first.slug}.txt`);
  await expect(commandBox(page)).toBeFocused();
  await commandBox(page).press('Enter');
  await expect(log(page).getByText(`Name: ${first.title}`)).toBeVisible();

  await commandBox(page).fill('c');
  await commandBox(page).press('Tab');
  await expect(log(page).getByText('cd | cat | clear', { exact: true })).toBeVisible();
  await commandBox(page).fill(`cat ${first.slug.slice(0, 3)}`);
  await commandBox(page).press('Tab');
  await expect(commandBox(page)).toHaveValue(new RegExp(`^cat ${first.slug.slice(0, 3)}`));
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no serious or critical violation, ${theme} theme, root and category`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/art');
    await expect(log(page).getByText(WELCOME)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await run(page, 'cd music');
    await run(page, `cat ${(await art(page)).music.items[0]?.slug ?? 'x'}.txt`);
    await expect(log(page).getByText(/^Category: music/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
