// Issue 21, "History that follows the visitor" and "Links that run a command": one history across
// the terminal screens and reloads (session storage), `history`, `!!` and `!n`, a screen's log shown
// again on coming back, `?cmd=` links (a reading command runs and `cmd` leaves the address; admin is
// refused, its password never shown nor stored), and `share`.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { commandBox, log, runWhenEnabled as run, terminalLive } from './support/terminal.ts';

const HISTORY_KEY = 'shellHistory';

/** The `ls` tree's readme.txt entry (a button that fills its cat command). */
const readme = (page: Page) => log(page).getByRole('button', { name: 'readme.txt' });

const storedHistory = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), HISTORY_KEY);

async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(commandBox(page)).toBeVisible();
  await terminalLive(page);
}

test.describe('history that follows the visitor', () => {
  test('one history across screens and a reload; history lists it; coming back shows the log again', async ({ page }) => {
    await openLive(page, '/');
    await run(page, 'ls');
    await expect(readme(page)).toBeVisible();
    await run(page, 'cd projects');
    await expect(page).toHaveURL('/projects');
    // The projects screen's own terminal (not the home's, still up while its chunk loads), once live.
    await expect(commandBox(page)).toHaveAttribute('placeholder', /project/);
    await terminalLive(page);

    const input = commandBox(page);
    await input.press('ArrowUp');
    await expect(input).toHaveValue('cd projects');
    await input.press('ArrowUp');
    await expect(input).toHaveValue('ls');
    await input.fill('');
    await run(page, 'history');
    await expect(log(page)).toContainText('    1  ls');
    await expect(log(page)).toContainText('    2  cd projects');
    await expect(log(page)).toContainText('    3  history');

    // Back home in the same visit: its log is there again, down to the line that left it.
    await run(page, 'cd ..');
    await expect(page).toHaveURL('/');
    await expect(readme(page)).toBeVisible();
    await expect(log(page).locator('[data-kind="echo"]').filter({ hasText: 'cd projects' })).toBeVisible();

    await page.reload();
    await terminalLive(page);
    await commandBox(page).press('ArrowUp');
    await expect(commandBox(page)).toHaveValue('cd ..');
    await run(page, 'history 2');
    await expect(log(page)).toContainText('    4  cd ..');
    await expect(log(page)).toContainText('    5  history 2');
  });

  test('!! and !n run an entry again, the expanded line printed; an unknown event is bash\'s error', async ({ page }) => {
    await openLive(page, '/');
    await run(page, 'whoami');
    await run(page, 'pwd');
    await run(page, '!1');
    await expect(log(page).getByText('!1', { exact: true })).toBeVisible();
    await expect(log(page).getByText('whoami', { exact: true })).toHaveCount(2);
    await run(page, '!!');
    await expect(log(page).getByText('!!', { exact: true })).toBeVisible();
    await run(page, '!42');
    await expect(log(page).getByText('!42: event not found')).toBeVisible();
    expect(JSON.parse((await storedHistory(page)) ?? '[]')).toEqual(['whoami', 'pwd', 'whoami']);
  });

  test('admin lines are never stored, on any screen', async ({ page, consoleErrors }) => {
    consoleErrors.allow('Failed to load resource: the server responded with a status of 401 (Unauthorized)');
    // Answered here: a real wrong login would count against the API's login rate limit.
    await page.route('**/api/login', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'Invalid password' }) }),
    );
    await openLive(page, '/');
    await run(page, 'admin hunter2');
    await expect(log(page)).toContainText('Access denied');
    await run(page, 'ls');
    await openLive(page, '/writing');
    await run(page, 'admin hunter2');
    await expect(log(page)).toContainText('admin ********');
    await expect(log(page)).not.toContainText('hunter2');
    const stored = (await storedHistory(page)) ?? '';
    expect(stored).not.toContain('hunter2');
    expect(JSON.parse(stored)).toEqual(['ls']);
  });
});

test.describe('links that run a command', () => {
  test('/?cmd=ls runs ls once the page is up and cmd leaves the address', async ({ page }) => {
    await page.goto('/?cmd=ls');
    await expect(readme(page)).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.reload();
    await terminalLive(page);
    await expect(readme(page)).toHaveCount(0);
  });

  test('works on the other terminal routes, keeping their other parameters', async ({ page }) => {
    await page.goto('/projects?ref=mail&cmd=ls');
    await expect(log(page).getByText(/^Found \d+ projects?$/)).toBeVisible();
    await expect(page).toHaveURL('/projects?ref=mail');
  });

  test('?cmd=admin x is echoed masked with why it was not run, and nothing is stored', async ({ page }) => {
    await page.goto('/?cmd=admin%20hunter2');
    await expect(log(page).getByText('Not run from a link: admin signs in; type it yourself.')).toBeVisible();
    await expect(log(page)).toContainText('admin ********');
    await expect(log(page)).not.toContainText('hunter2');
    await expect(page).toHaveURL('/');
    expect(await storedHistory(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('?cmd=theme light is refused: it changes a setting', async ({ page }) => {
    await page.goto('/?cmd=theme%20light');
    await expect(log(page).getByText('Not run from a link: theme light changes a setting; type it yourself.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('share prints (and copies) a link that runs the last command; following it runs it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openLive(page, '/');
    await run(page, 'cat readme.txt');
    await run(page, 'share');
    const link = log(page).getByRole('link', { name: /\?cmd=cat%20readme\.txt$/ });
    await expect(link).toBeVisible();
    const url = await link.getAttribute('href');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?cmd=cat%20readme\.txt$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.goto(url ?? '/');
    await expect(log(page).getByText('Welcome to my portfolio!')).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});
