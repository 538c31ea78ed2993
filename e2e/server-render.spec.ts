// The server renders every visitor page with its data (packages/api/src/pages/pageBody.ts): without
// JavaScript each one shows its content and works with plain links, and with JavaScript the browser
// takes the page over (hydrates it) without an error, a warning or a layout shift.
import { expect } from '@playwright/test';
import { isStatic } from './support/edition.ts';
import { test } from './support/fixtures';
import { layoutShift, recordLayoutShifts } from './support/layoutShift.ts';
import { watchTakeover } from './support/takeover.ts';

const NEEDS_SCRIPT = 'The terminal needs JavaScript; here is what it would show.';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home: the prompt, the banner, the sections as links and the side links; never the splash', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeHidden();
    await expect(page.getByText(NEEDS_SCRIPT)).toBeVisible();
    await expect(page.getByText('portfolio@127.0.0.1:~$').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Elsewhere' }).getByRole('link', { name: /github/ })).toBeVisible();
    const sections = page.getByRole('list', { name: 'Sections' });
    for (const name of ['projects/', 'art/', 'writing/', 'about/']) await expect(sections.getByRole('link', { name })).toBeVisible();
    await sections.getByRole('link', { name: 'projects/' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('projects: the listing links to each project, whose page shows it whole', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByText(NEEDS_SCRIPT)).toBeVisible();
    await expect(page.getByText(/^Found \d+ projects?$/)).toBeVisible();
    await page.getByRole('link', { name: 'Pocket Oscilloscope.project' }).click();
    await expect(page).toHaveURL(/\/projects\/pocket-oscilloscope$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pocket Oscilloscope' })).toBeVisible();
    await expect(page.getByText(/two-channel, 1 MS\/s oscilloscope/)).toBeVisible();
    await expect(page.getByText('KiCad')).toBeVisible();
  });

  test('writing: the list links to each post, which shows its text', async ({ page }) => {
    await page.goto('/writing');
    await expect(page.getByText(NEEDS_SCRIPT)).toBeVisible();
    const first = page.getByRole('link', { name: 'debugging-a-brown-out-at-2-a-m.txt' });
    await first.click();
    await expect(page).toHaveURL(/\/writing\/debugging-a-brown-out-at-2-a-m$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article p').first()).toBeVisible();
  });

  test('art: each category with its items', async ({ page }) => {
    await page.goto('/art');
    await expect(page.getByText(NEEDS_SCRIPT)).toBeVisible();
    for (const kind of ['music', 'books', 'movies', 'shows']) await expect(page.getByRole('list', { name: kind })).toBeVisible();
    await expect(page.getByRole('list', { name: 'music' }).getByText(/In Rainbows — Radiohead/)).toBeVisible();
  });

  test('about and the quick overview: their texts', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText(NEEDS_SCRIPT)).toBeVisible();
    await expect(page.getByText('$ cat about.txt')).toBeVisible();
    await expect(page.getByText(/third-year computer engineering student/).first()).toBeVisible();
    await page.goto('/about/quickview');
    await expect(page.getByRole('heading', { name: 'Current Focus' })).toBeVisible();
  });

  test('a missing page says so, with its status', async ({ page, consoleErrors }) => {
    test.skip(isStatic(), "the static edition's 404.html is one file for every missing path: without JavaScript it cannot name the path asked (it says /404)");
    // The browser logs the page's 404 status itself.
    consoleErrors.allow('Failed to load resource: the server responded with a status of 404 (Not Found)');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('cd /no/such/page')).toBeVisible();
  });
});

test.describe('with JavaScript, the page the server sent is taken over', () => {
  for (const [path, ready] of [
    ['/', 'Command'],
    ['/projects', 'Command'],
    ['/writing', 'Command'],
    ['/art', 'Command'],
    ['/about', 'Command'],
  ] as const) {
    test(`${path}: no warning, no layout shift, no second fetch of its data`, async ({ page }) => {
      const { warnings, dataReads } = watchTakeover(page);
      await recordLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole('textbox', { name: ready })).toBeEnabled();
      expect(warnings).toEqual([]);
      expect(dataReads).toEqual([]);
      expect(await layoutShift(page)).toBe(0);
    });
  }

  test('a project and a post hydrate without a warning or a shift', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await recordLayoutShifts(page);
    await page.goto('/projects/pocket-oscilloscope');
    await page.getByRole('link', { name: /Back to Projects/ }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto('/writing/debugging-a-brown-out-at-2-a-m');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A desktop's reading page is taken over as it loads; only a phone's waits for a touch (phone-reading.spec.ts).
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-waiting');
    await page.waitForLoadState('networkidle');
    expect(warnings).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
  });

  test('a command typed and entered before the page is taken over runs once it is', async ({ page }) => {
    let release: () => void = () => undefined;
    const scriptHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptHeld;
      await route.fallback();
    });
    await page.goto('/projects', { waitUntil: 'commit' });
    const command = page.getByRole('textbox', { name: 'Command' });
    await command.click();
    await command.pressSequentially('whoami');
    await command.press('Enter');
    release();
    // The no-script block leaves once React has taken the page over; the command then runs.
    await expect(page.getByTestId('no-script')).toHaveCount(0);
    await expect(page.getByRole('log').getByText('whoami: command not found')).toBeVisible();
    await expect(command).toHaveValue('');
  });

  test.describe('on a first visit', () => {
    test.use({ skipSplash: false });

    test('/ shows the splash from its very first paint, then the home', async ({ page }) => {
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.getByText('portfolio system v2.1.3').first()).toBeVisible();
      await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
      await expect(page.getByRole('textbox', { name: 'Command' })).toBeVisible();
    });
  });
});
