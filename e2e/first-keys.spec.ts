// The first keys of a visit (issue 32, "Visitor at a keyboard"): what a visitor types as soon as
// the server's page shows — before its scripts have run, with nothing focused — goes to the command
// line and is run once the terminal is live; during the first-visit splash typed keys wait in the
// prompt that follows, and Escape, Enter or a click end the splash early. index.html's inline script
// does the first part (packages/site/src/document/pageScript.dom.test.ts), the app the rest. Keys typed
// after an early Enter, before the terminal's machine runs, are kept too and run in order: before the
// app runs (the inline script), and on a screen whose machine loads after the paint (terminal-ui's
// DeferredTerminal) while it loads.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { commandBox, log } from './support/terminal.ts';

const BIO = 'A computer engineering student who builds hardware and software, and writes about both.';

/** Holds the scripts `url` matches until `release` is called. */
async function holdScript(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Holds the app's entry script: the page is the server's alone meanwhile. */
const holdAppScript = (page: Page) => holdScript(page, /\/assets\/index-[\w-]+\.js$/);

/** Holds the chunk of a deferred terminal's machine (terminal-ui's SessionDriver): the screen runs, its terminal waits. */
const holdTerminalMachine = (page: Page) => holdScript(page, /\/assets\/SessionDriver-[\w-]+\.js$/);

const appReady = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));

/** `ls`'s answer on /projects, then `help`'s, each after its echo, in that order. */
const LS_THEN_HELP = /\$ ls.*Found \d+ projects.*\$ help.*Available commands:/s;

async function typeLines(page: Page, ...lines: readonly string[]): Promise<void> {
  for (const line of lines) {
    await page.keyboard.type(line);
    await page.keyboard.press('Enter');
  }
}

/** Nothing on the page has the focus: keys go to the page itself. */
const focusOnPage = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test.describe('keys typed before the page is taken over, with nothing focused', () => {
  for (const [path, line, answer] of [
    ['/', 'whoami', BIO],
    ['/projects', 'whoami', 'whoami: command not found'],
    ['/writing', 'pwd', '/home/portfolio/writing'],
  ] as const) {
    test(`${path}: ${line} and Enter, typed at once, run when the terminal is live`, async ({ page }) => {
      const release = await holdAppScript(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(commandBox(page)).toBeVisible();
      expect(await focusOnPage(page)).toBe(true);
      await page.keyboard.type(line);
      await page.keyboard.press('Enter');
      await expect(commandBox(page)).toHaveValue(line);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-running'))).toBe(false);
      release();
      await expect(log(page).getByText(answer)).toBeVisible();
      await expect(commandBox(page)).toHaveValue('');
    });
  }

  test('keys typed while the page is being taken over are kept too', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await expect(commandBox(page)).toBeVisible();
    await page.keyboard.type('whoami');
    await page.keyboard.press('Enter');
    await expect(log(page).getByText(BIO)).toBeVisible();
    await expect(commandBox(page)).toHaveValue('');
  });
});

test.describe('keys typed after an early Enter, before the terminal runs', () => {
  for (const path of ['/', '/projects'] as const) {
    test(`${path}: two lines typed before the app runs run in order, a third waits in the prompt`, async ({ page }) => {
      const release = await holdAppScript(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(commandBox(page)).toBeVisible();
      await typeLines(page, 'ls', 'help');
      await page.keyboard.type('wh');
      await expect(commandBox(page)).toHaveValue('ls');
      release();
      await expect(log(page)).toHaveText(path === '/' ? /\$ ls.*projects\/.*\$ help.*Available commands:/s : LS_THEN_HELP);
      await expect(commandBox(page)).toHaveValue('wh');
      await expect(log(page)).not.toContainText('lshelp');
    });
  }

  test('/projects: two lines typed from the first paint on, whenever each key lands, run in order', async ({ page }) => {
    await page.goto('/projects', { waitUntil: 'commit' });
    await expect(commandBox(page)).toBeVisible();
    await typeLines(page, 'ls', 'help');
    await expect(log(page)).toHaveText(LS_THEN_HELP);
    await expect(commandBox(page)).toHaveValue('');
  });

  test('/projects: typed while its terminal loads, after the app runs, they run in order once it has', async ({ page }) => {
    const release = await holdTerminalMachine(page);
    await page.goto('/projects');
    await appReady(page);
    await expect(page.locator('[data-pending]')).toHaveCount(1);
    await page.keyboard.type('ls');
    await page.keyboard.press('Enter');
    await expect(commandBox(page)).toBeDisabled();
    await typeLines(page, 'help');
    await page.keyboard.type('wh');
    await expect(commandBox(page)).toHaveValue('ls');
    release();
    await expect(log(page)).toHaveText(LS_THEN_HELP);
    await expect(commandBox(page)).toHaveValue('wh');
    await expect(commandBox(page)).toBeEnabled();
  });

  test('/projects: a line entered before the app runs, the next while its terminal loads, run in order', async ({ page }) => {
    const releaseTerminal = await holdTerminalMachine(page);
    const releaseApp = await holdAppScript(page);
    await page.goto('/projects', { waitUntil: 'commit' });
    await expect(commandBox(page)).toBeVisible();
    await typeLines(page, 'ls');
    releaseApp();
    await appReady(page);
    await expect(commandBox(page)).toBeDisabled();
    await typeLines(page, 'help');
    releaseTerminal();
    await expect(log(page)).toHaveText(LS_THEN_HELP);
    await expect(commandBox(page)).toHaveValue('');
  });
});

test.describe('the first-visit splash', () => {
  test.use({ skipSplash: false });

  test('its first frame: typed keys wait in the prompt, Escape ends it before any script runs', async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByTestId('splash-first-frame')).toBeVisible();
    await page.keyboard.type('help');
    await expect(page.getByTestId('splash-first-frame')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('splash-first-frame')).toBeHidden();
    await expect(commandBox(page)).toHaveValue('help');
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await expect(page.getByTestId('splash')).toHaveCount(0);
    await expect(commandBox(page)).toHaveValue('help');
    await commandBox(page).press('Enter');
    await expect(log(page).getByText('Available commands:')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('splashShown'))).toBe('true');
  });

  test('live: typing does not end it and waits in the prompt; Enter ends it without running the line', async ({ page }) => {
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText('portfolio system v2.1.3');
    await page.keyboard.type('whoami');
    await expect(splash).not.toHaveAttribute('data-fading');
    await expect(splash).toContainText('Initializing core systems');
    await page.keyboard.press('Enter');
    await expect(splash).toHaveCount(0, { timeout: 2_000 });
    await expect(commandBox(page)).toHaveValue('whoami');
    await expect(log(page).getByText(BIO)).toHaveCount(0);
    await commandBox(page).press('Enter');
    await expect(log(page).getByText(BIO)).toBeVisible();
  });

  test('live: a click ends it, and typing still goes to the command line', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeVisible();
    await page.getByTestId('splash').click();
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 2_000 });
    await page.keyboard.type('ls');
    await expect(commandBox(page)).toHaveValue('ls');
  });

  test('left alone, it shows its steps and version to the end', async ({ page }) => {
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toContainText('portfolio system v2.1.3');
    await expect(splash).toContainText('Finalizing boot sequence', { timeout: 10_000 });
    await expect(splash).toContainText('System online - Welcome!', { timeout: 10_000 });
    await expect(splash).toHaveCount(0, { timeout: 5_000 });
  });
});

test.describe('terminal output', () => {
  test("is drawn without the web font's ligatures, so the welcome's lettering keeps its characters", async ({ page }) => {
    await page.goto('/');
    await expect(commandBox(page)).toBeVisible();
    const styles = await log(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return { ligatures: style.fontVariantLigatures, features: style.fontFeatureSettings };
    });
    expect(styles.ligatures).toBe('none');
    expect(styles.features).toContain('"calt" 0');
  });
});
