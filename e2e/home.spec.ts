// The home route `/`: the splash once
// per session, every home command and error in the browser, history, Tab, theme, clickable `ls`,
// the terminal login, the phone menu, unknown routes and an axe check.
import { devices, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { seriousViolations } from './support/axe.ts';
import { dataUrl, isDataRead, isStatic, STATIC_SPLASH_WARM_UP } from './support/edition.ts';
import { expect, SPLASH_KEY, test } from './support/fixtures.ts';
import { commandBox, runWhenEnabled as run } from './support/terminal.ts';

const PLACEHOLDER = "type 'help' for commands or 'quickview' to leave the experience";

const output = (page: Page) => page.getByRole('log', { name: 'Terminal output' });

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(commandBox(page)).toBeVisible();
}

// Only the two tests below that say so check for console errors: others make requests fail on purpose.
test.use({ failOnConsoleErrors: false });

test.describe('splash', () => {
  test.use({ skipSplash: false });

  test('shows once per session on /, warming up art and writing (the config came with the page)', async ({ page, consoleErrors }) => {
    const warmUp: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (isDataRead(pathname)) warmUp.push(pathname + search);
    });
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText('portfolio system v2.1.3');
    await expect(splash).toContainText('Initializing core systems');
    await expect(splash).toContainText('System online - Welcome!', { timeout: 10_000 });
    await expect(splash).toHaveCount(0, { timeout: 5_000 });
    expect(warmUp).toEqual(expect.arrayContaining(isStatic() ? STATIC_SPLASH_WARM_UP : ['/api/art?kind=all', '/api/writing?limit=10']));
    expect(warmUp).not.toContain(dataUrl('config'));
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SPLASH_KEY)).not.toBeNull();

    await page.reload();
    await expect(commandBox(page)).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);
    expect(consoleErrors.messages).toEqual([]);
  });

  test('never shows on another route', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404: page not found' })).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SPLASH_KEY)).toBeNull();
  });

  test('a key skips it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 2_000 });
  });

  test('is left out, not the home, when its code cannot be fetched', async ({ page }) => {
    await page.route(/\/assets\/SplashOverlay-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(commandBox(page)).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });
});

test.describe('a screen whose code cannot be fetched', () => {
  test('says so instead of a blank page, and reload brings the screen back', async ({ page }) => {
    const terminalChunk = /\/assets\/DesktopHome-[^/]+\.js$/;
    await page.route(terminalChunk, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('This screen could not be loaded:');
    await expect(page.getByText('Check the connection, then reload the page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'cd ~' })).toHaveAttribute('href', '/');

    await page.unroute(terminalChunk);
    await page.getByRole('button', { name: 'reload' }).click();
    await expect(commandBox(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('home terminal', () => {
  test('loads without console errors, shows the prompt, banner, links and placeholder; the API answers', async ({ page, request, consoleErrors }) => {
    await openHome(page);
    await expect(page).toHaveTitle('Riley Chen — Computer Engineering Student');
    await expect(page.getByTestId('prompt').first()).toHaveText(/^portfolio@.+:~\$$/);
    await expect(page.getByTestId('banner')).toContainText('Riley Chen');
    await expect(commandBox(page)).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(commandBox(page)).toBeFocused();
    const side = page.getByRole('navigation', { name: 'Elsewhere' });
    await expect(side.getByRole('link', { name: /github/ })).toHaveAttribute('href', 'https://github.com/riley-chen-example');
    await expect(side.getByRole('link', { name: /linkedin/ })).toHaveAttribute('target', '_blank');
    await expect(side.getByRole('link', { name: 'email' })).toHaveAttribute('href', 'mailto:riley.chen@example.com');
    await expect(side.getByRole('link', { name: /spotify/ })).toHaveAttribute('target', '_blank');
    await expect(side.getByRole('link', { name: /spotify/ })).toHaveAttribute('rel', /noopener/);

    // The static edition's stand-in for the health check says which edition answers (no database to ask).
    const health = await request.get(dataUrl('health'));
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject(isStatic() ? { status: 'ok', edition: 'static' } : { status: 'ok', database: 'up' });
    expect(consoleErrors.messages).toEqual([]);
  });

  test('the banner rotates every 4 s', async ({ page }) => {
    await openHome(page);
    const word = page.getByTestId('banner-word');
    await expect(word).toHaveText('Riley Chen');
    await expect(word).toHaveText('designer', { timeout: 6_000 });
  });

  test('ls, cat, help, whoami, clear and their errors', async ({ page }) => {
    await openHome(page);
    const log = output(page);
    await run(page, 'ls');
    for (const entry of ['├── projects/', '├── art/', '├── writing/', '├── about/', '└── readme.txt']) {
      await expect(log).toContainText(entry);
    }
    await run(page, 'ls projects');
    await expect(log).toContainText('ls: projects: No such file or directory');
    for (const file of ['readme', 'readme.md', 'readme.txt']) {
      await run(page, 'clear');
      await run(page, `cat ${file}`);
      await expect(log).toContainText('Welcome to my portfolio!');
    }
    await run(page, 'cat');
    await expect(log).toContainText('cat: missing file operand');
    await run(page, 'cat secrets.txt');
    await expect(log).toContainText('cat: secrets.txt: No such file or directory');
    await run(page, 'help');
    await expect(log).toContainText('Available commands:');
    await expect(log).toContainText('admin <password>');
    await run(page, 'help me');
    await expect(log).toContainText('help: too many arguments');
    await run(page, 'whoami');
    await expect(log).toContainText('A computer engineering student who builds hardware and software, and writes about both.');
    await run(page, 'whoami --all');
    await expect(log).toContainText('whoami: too many arguments');
    await run(page, 'clear now');
    await expect(log).toContainText('clear: too many arguments');
    await run(page, 'frobnicate');
    await expect(log).toContainText('frobnicate: command not found');
    await run(page, 'clear');
    await expect(log.locator(':scope > *')).toHaveCount(0);
    await run(page, '');
    await expect(log.locator(':scope > *')).toHaveCount(1);
    await expect(log).toHaveText(/^portfolio@.+:~\$\s*$/);
  });

  test('cd navigates (trailing slash accepted) and reports its errors; quickview leaves from home', async ({ page }) => {
    await openHome(page);
    const log = output(page);
    await run(page, 'cd');
    await expect(log).toContainText('Usage: cd <directory>');
    await run(page, 'cd art writing');
    await expect(log).toContainText('cd: too many arguments');
    await run(page, 'cd nowhere');
    await expect(log).toContainText('cd: nowhere: No such file or directory');
    for (const [arg, path] of [
      ['projects/', '/projects'],
      ['art', '/art'],
      ['writing/', '/writing'],
      ['about', '/about'],
    ] as const) {
      await run(page, `cd ${arg}`);
      await expect(page).toHaveURL(path);
      await page.goBack();
      await expect(commandBox(page)).toBeVisible();
    }
    await run(page, 'quickview');
    await expect(page).toHaveURL('/about/quickview?from=home');
  });

  test('test prints the health JSON, or the failure', async ({ page }) => {
    test.skip(isStatic(), "prints /api/health's database state, which only the server has (the static edition prints its data/health.json)");
    await openHome(page);
    const log = output(page);
    await run(page, 'test');
    await expect(log).toContainText('"status": "ok"');
    await expect(log).toContainText('"database": "up"');
    await page.route('/api/health', (route) => route.abort('failed'));
    await run(page, 'test');
    await expect(log).toContainText(/API connection failed: \S+/);
  });

  test('theme: shows, refuses, switches and persists across a reload', async ({ page }) => {
    await openHome(page);
    const log = output(page);
    await run(page, 'theme');
    await expect(log).toContainText('Current theme: dark');
    await run(page, 'theme blue');
    await expect(log).toContainText('Invalid theme: blue. Available themes: dark, light');
    await run(page, 'theme dark light');
    await expect(log).toContainText('theme: too many arguments');
    await run(page, 'theme LIGHT');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(commandBox(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await run(page, 'theme');
    await expect(output(page)).toContainText('Current theme: light');
  });

  test('history: ArrowUp goes back, ArrowDown forward, the draft comes back', async ({ page }) => {
    await openHome(page);
    const input = commandBox(page);
    await run(page, 'whoami');
    await run(page, 'ls');
    await input.fill('draft');
    await input.press('ArrowUp');
    await expect(input).toHaveValue('ls');
    await input.press('ArrowUp');
    await expect(input).toHaveValue('whoami');
    await input.press('ArrowUp');
    await expect(input).toHaveValue('whoami');
    await input.press('ArrowDown');
    await expect(input).toHaveValue('ls');
    await input.press('ArrowDown');
    await expect(input).toHaveValue('draft');
  });

  test('Tab: one match completes, several are listed', async ({ page }) => {
    await openHome(page);
    const input = commandBox(page);
    await input.fill('wh');
    await input.press('Tab');
    await expect(input).toHaveValue('whoami ');
    await expect(input).toBeFocused();
    await input.fill('c');
    await input.press('Tab');
    await expect(output(page)).toContainText('cd | cat | clear');
    await expect(input).toHaveValue('c');
    await input.fill('cd pro');
    await input.press('Tab');
    await expect(input).toHaveValue('cd projects');
    await input.fill('wri');
    await input.press('Tab');
    await expect(input).toHaveValue('cd writing');
    // The set is the commands plus the directory names (spec), so a command does not hide them.
    await input.fill('a');
    await input.press('Tab');
    await expect(output(page)).toContainText('admin | art | about');
  });

  test('ls entries: readme.txt fills its cat command, a directory navigates', async ({ page }) => {
    await openHome(page);
    await run(page, 'ls');
    await output(page).getByRole('button', { name: 'readme.txt' }).click();
    await expect(commandBox(page)).toHaveValue('cat readme.txt');
    await expect(commandBox(page)).toBeFocused();
    await output(page).getByRole('link', { name: 'writing/' }).click();
    await expect(page).toHaveURL('/writing');
  });

  test('admin: usage, refusal, connection error, then the login that goes to /admin-clean', async ({ page }) => {
    test.skip(isStatic(), 'the admin login is the server\'s (/api/login); the static edition has no admin');
    await openHome(page);
    const log = output(page);
    await run(page, 'admin');
    await expect(log).toContainText('Usage: admin <password>');
    await run(page, 'admin wrong');
    await expect(log).toContainText('Access denied: Invalid password');
    await expect(log).toContainText('admin ********');
    await expect(log).not.toContainText('admin wrong');
    await commandBox(page).press('ArrowUp');
    await expect(commandBox(page)).toHaveValue('admin');

    await page.route('/api/login', (route) => route.abort('failed'));
    await run(page, 'admin offline');
    await expect(log).toContainText(/Connection error: \S+/);
    await page.unroute('/api/login');

    await run(page, `admin ${E2E_ADMIN_PASSWORD}`);
    await expect(log).toContainText('Access granted. Redirecting to admin panel...');
    await expect(log).not.toContainText(E2E_ADMIN_PASSWORD);
    await expect(page).toHaveURL('/admin-clean', { timeout: 5_000 });
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
  });

  test('axe: no serious or critical violation on / (desktop)', async ({ page }) => {
    await openHome(page);
    await run(page, 'ls');
    await run(page, 'help');
    await run(page, 'nope');
    expect(await seriousViolations(page)).toEqual([]);
    await run(page, 'theme light');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unknown route shows the 404 screen with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('404: page not found — Riley Chen');
    await expect(page.getByText('cd: /no/such/page: No such file or directory')).toBeVisible();
    await page.getByRole('link', { name: 'cd ~' }).click();
    await expect(page).toHaveURL('/');
    await expect(commandBox(page)).toBeVisible();
  });
});

// devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];

test.describe('home on a phone', () => {
  test.use(iPhone13);

  test('shows the menu instead of the terminal', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Riley Chen' })).toBeVisible();
    await expect(commandBox(page)).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', 'mailto:riley.chen@example.com');
    const social = page.getByRole('list', { name: 'Social links' });
    await expect(social.getByRole('link')).toHaveCount(3);
    for (const name of ['GitHub', 'LinkedIn', 'Spotify']) {
      await expect(social.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('target', '_blank');
    }
    const note = page.getByRole('complementary', { name: 'Mobile Note' });
    for (const section of ['Projects', 'Art', 'Writing']) await expect(note).toContainText(section);
    await expect(note).toContainText('desktop only');

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();

    await menu.getByRole('link', { name: 'Quick Overview' }).click();
    await expect(page).toHaveURL('/about/quickview');
    await page.goBack();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
  });

  /** The script files `/` fetches until the menu shows and the network is idle. */
  async function scriptsOfHome(page: Page): Promise<string[]> {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    return scripts;
  }

  test('never downloads the terminal; a visit after the splash downloads no splash either', async ({ page }) => {
    const scripts = await scriptsOfHome(page);
    expect(scripts.filter((path) => /\/(DesktopHome|SplashOverlay)-/.test(path))).toEqual([]);
  });

  test.describe('on the first visit of a session', () => {
    test.use({ skipSplash: false });

    test('downloads and shows the splash, then the menu; never the terminal', async ({ page }) => {
      const scripts = await scriptsOfHome(page);
      expect(scripts.filter((path) => /\/DesktopHome-/.test(path))).toEqual([]);
      expect(scripts.some((path) => /\/SplashOverlay-/.test(path))).toBe(true);
    });

    // The menu waits for the visitor's first touch like every page the server wrote for a phone
    // (packages/site/src/ssr/waitingPage.ts); the splash plays meanwhile in a root of its own.
    test('plays the splash over the menu before the app takes the menu over, which the first tap does', async ({ page }) => {
      await page.goto('/');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-app-waiting', '');
      const splash = page.getByTestId('splash');
      await expect(splash).toContainText('Initializing core systems');
      await expect(splash).toContainText('System online - Welcome!', { timeout: 10_000 });
      await expect(splash).toHaveCount(0, { timeout: 5_000 });
      await expect(html).not.toHaveAttribute('data-app-ready');
      await page.getByRole('button', { name: 'Switch to light mode' }).click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(html).toHaveAttribute('data-app-ready', '');
      await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    });
  });

  test('axe: no serious or critical violation on / (phone)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
