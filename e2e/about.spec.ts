// The about routes: the about terminal and its
// commands, links that fill `curl`, links opening new tabs, Tab and history; the file list on a
// phone with its buttons; the quick overview's Back targets; no console errors; an axe check.
// Texts are read from the API's config (the static edition: its config file), so the assertions
// follow whatever the owner saved.
import { devices, type BrowserContext, type Page } from '@playwright/test';
import { siteConfigResponseSchema, type SiteConfig } from '../packages/contracts/src/config.ts';
import { DEFAULT_SITE_CONFIG } from '../packages/site/src/config/defaults.ts';
import { seriousViolations } from './support/axe.ts';
import { dataRoute, dataUrl } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';
import { gotoWithConfig, reloadWithConfig } from './support/siteConfig.ts';
import { commandBox, log, run } from './support/terminal.ts';

async function siteConfig(page: Page): Promise<SiteConfig> {
  const response = await page.request.get(dataUrl('config'));
  return siteConfigResponseSchema.parse(await response.json());
}

/** External sites are not reachable from the test machine: answer them with a stub page. */
async function stubExternalSites(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(github\.com|www\.linkedin\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>external</title>' }),
  );
}

/** Records window.open calls instead of opening (mail links would hand over to a mail app). */
async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { openedUrls: calls });
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
  });
}

const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { openedUrls: unknown[][] }).openedUrls);

test.describe('about terminal', () => {
  test('prompt, placeholder, ls and cat of each file', async ({ page }) => {
    const config = await siteConfig(page);
    await gotoWithConfig(page, '/about');
    await expect(page).toHaveTitle('About Riley Chen — Computer Engineering Student');
    await expect(page.getByTestId('prompt').last()).toHaveText('portfolio@127.0.0.1:~/about$');
    await expect(commandBox(page)).toHaveAttribute('placeholder', "type 'quickview' to see everything or 'help' for commands");
    await expect(commandBox(page)).toBeFocused();

    await run(page, 'ls');
    for (const file of ['about.txt', 'skills.json', 'contact.txt', 'resume.pdf']) {
      await expect(log(page).getByRole('button', { name: file })).toBeVisible();
    }
    await log(page).getByRole('button', { name: 'skills.json' }).click();
    await expect(commandBox(page)).toHaveValue('cat skills.json');
    await commandBox(page).press('Enter');
    await expect(log(page).getByText(/^Languages: C, C\+\+, Rust/)).toBeVisible();

    await run(page, 'cat about.txt');
    await expect(log(page).getByText(config.profileText.split('\n')[0] ?? '', { exact: true })).toBeVisible();

    await run(page, 'cat contact.txt');
    await expect(log(page).getByText(`Email: ${config.emailLink.replace(/^mailto:/, '')}`)).toBeVisible();
    await expect(log(page).getByText(`LinkedIn: ${config.linkedinUrl}`)).toBeVisible();
    await expect(log(page).getByText(`GitHub: ${config.githubUrl}`)).toBeVisible();

    await run(page, 'cat resume.pdf');
    await expect(log(page).getByText(config.resumeText.split('\n')[0] ?? '', { exact: true })).toBeVisible();
    await expect(log(page).getByText(`Download: ${config.resumeDownloadLink}`)).toBeVisible();

    await run(page, 'cat');
    await expect(log(page).getByText('Usage: cat <filename>')).toBeVisible();
    await run(page, 'cat secrets.txt');
    await expect(log(page).getByText('cat: secrets.txt: No such file or directory')).toBeVisible();
  });

  test('a printed link fills a curl command, which opens the link in a new tab', async ({ page, context }) => {
    const config = await siteConfig(page);
    await stubExternalSites(context);
    await gotoWithConfig(page, '/about');
    await run(page, 'cat contact.txt');
    await log(page).getByRole('button', { name: config.githubUrl }).click();
    await expect(commandBox(page)).toHaveValue(`curl ${config.githubUrl}`);
    const opened = context.waitForEvent('page');
    await commandBox(page).press('Enter');
    const tab = await opened;
    await expect.poll(() => tab.url()).toBe(config.githubUrl);
    await tab.close();
    await expect(page).toHaveURL(/\/about$/);

    await run(page, 'cat resume.pdf');
    await log(page).getByRole('button', { name: config.resumeDownloadLink }).click();
    await expect(commandBox(page)).toHaveValue(`curl ${config.resumeDownloadLink}`);
  });

  test('email, github, linkedin, download, resume and curl open links; bad curl URLs are refused', async ({ page, context }) => {
    const config = await siteConfig(page);
    await stubExternalSites(context);
    await gotoWithConfig(page, '/about');

    const opened = context.waitForEvent('page');
    await run(page, 'github');
    const tab = await opened;
    await expect.poll(() => tab.url()).toBe(config.githubUrl);
    await tab.close();

    await recordWindowOpen(page);
    await reloadWithConfig(page);
    for (const command of ['email', 'linkedin', 'download', 'resume', 'curl https://example.com/x', 'curl /about/quickview']) await run(page, command);
    const target = ['_blank', 'noopener,noreferrer'];
    expect(await openedUrls(page)).toEqual([
      [config.emailLink, ...target],
      [config.linkedinUrl, ...target],
      [config.resumeDownloadLink, ...target],
      [config.resumeDownloadLink, ...target],
      ['https://example.com/x', ...target],
      ['/about/quickview', ...target],
    ]);
    await run(page, 'curl');
    await expect(log(page).getByText('Usage: curl <url>')).toBeVisible();
    await run(page, 'curl javascript:alert(document.domain)');
    await expect(log(page).getByText('curl: javascript:alert(document.domain): only http(s)://, mailto: and /paths can be opened')).toBeVisible();
    expect(await openedUrls(page)).toHaveLength(6);
  });

  test('a link command entered before the terminal\'s machine arrives opens its tab once it does', async ({ page, context }) => {
    const config = await siteConfig(page);
    await stubExternalSites(context);
    let release: () => void = () => undefined;
    const machineHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SessionDriver-[\w-]+\.js$/, async (route) => {
      await machineHeld;
      await route.fallback();
    });
    await gotoWithConfig(page, '/about');
    await run(page, 'github');
    await expect(page.locator('[data-pending]')).toHaveCount(1);
    const opened = context.waitForEvent('page');
    release();
    const tab = await opened;
    await expect.poll(() => tab.url()).toBe(config.githubUrl);
    await expect(log(page).getByText(`Opening ${config.githubUrl}...`)).toBeVisible();
  });

  test('where the browser would block the new tab (the key too long ago), the link is printed to be clicked', async ({ page, context }) => {
    const config = await siteConfig(page);
    await stubExternalSites(context);
    // As a browser says once the visitor's last key or click is a few seconds old (transient
    // activation over), e.g. for a line typed while the terminal's machine was still on its way.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userActivation', { get: () => ({ isActive: false, hasBeenActive: true }) });
    });
    await gotoWithConfig(page, '/about');
    const pages: string[] = [];
    context.on('page', (opened) => pages.push(opened.url()));
    await run(page, 'github');
    await expect(log(page).getByText(`Opening ${config.githubUrl}...`)).toBeVisible();
    const printed = log(page).getByRole('link', { name: config.githubUrl });
    await expect(printed).toBeVisible();
    expect(pages).toEqual([]);
    const opened = context.waitForEvent('page');
    await printed.click();
    await expect.poll(async () => (await opened).url()).toBe(config.githubUrl);
  });

  test('download says so when no resume link is configured', async ({ page }) => {
    const config = await siteConfig(page);
    await page.route(dataRoute('config'), (route) => route.fulfill({ json: { ...config, resumeDownloadLink: '' } }));
    await gotoWithConfig(page, '/about');
    await run(page, 'download');
    await expect(log(page).getByText('Resume download link not configured')).toBeVisible();
    await run(page, 'cat resume.pdf');
    await expect(log(page).getByText('Download: [link not configured]')).toBeVisible();
  });

  test('theme, help, clear, blank lines, history, Tab and cd ..', async ({ page }) => {
    await gotoWithConfig(page, '/about');
    await run(page, 'theme');
    await expect(log(page).getByText('Current theme: dark')).toBeVisible();
    await run(page, 'theme light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await run(page, 'theme blue');
    await expect(log(page).getByText('Invalid theme: blue. Available themes: dark, light')).toBeVisible();
    await run(page, 'help');
    await expect(log(page).getByText('Available commands:')).toBeVisible();
    await run(page, 'clear');
    await expect(log(page)).toHaveText('');

    await run(page, '');
    await expect(log(page).locator(':scope > div')).toHaveCount(1);
    await run(page, 'whoami');
    await expect(log(page).getByText('whoami: command not found')).toBeVisible();
    await commandBox(page).press('ArrowUp');
    await expect(commandBox(page)).toHaveValue('whoami');
    await commandBox(page).press('ArrowUp');
    await expect(commandBox(page)).toHaveValue('clear');

    await commandBox(page).fill('ab');
    await commandBox(page).press('Tab');
    await expect(commandBox(page)).toHaveValue('cat about.txt');
    await commandBox(page).fill('theme d');
    await commandBox(page).press('Tab');
    await expect(commandBox(page)).toHaveValue('theme dark');
    await commandBox(page).fill('c');
    await commandBox(page).press('Tab');
    await expect(log(page).getByText('cat | cd | curl | clear')).toBeVisible();

    await run(page, 'cd projects');
    await expect(log(page).getByText('Usage: cd ..')).toBeVisible();
    await run(page, 'quickview');
    await expect(page).toHaveURL(/\/about\/quickview\?from=about$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await run(page, 'cd ..');
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await gotoWithConfig(page, '/about');
    await run(page, 'cat contact.txt');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('about on a phone', () => {
  // devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
  const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
  test.use(iPhone);

  test('the file list shows each file under its title, with the page buttons', async ({ page }) => {
    const config = await siteConfig(page);
    await gotoWithConfig(page, '/about');
    await expect(commandBox(page)).toHaveCount(0);
    const titles = { 'about.txt': 'About Me', 'skills.json': 'Technical Skills', 'contact.txt': 'Contact Information', 'resume.pdf': 'Resume' };
    for (const [file, title] of Object.entries(titles)) {
      await page.getByRole('button', { name: file }).click();
      await expect(page.getByRole('button', { name: file })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: config.resumeDownloadLink })).toBeVisible();
    await page.getByRole('button', { name: 'contact.txt' }).click();
    await expect(page.getByRole('link', { name: config.githubUrl })).toHaveAttribute('target', '_blank');

    await expect(page.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', config.emailLink);
    const resume = page.getByRole('link', { name: 'Download Resume' });
    await expect(resume).toHaveAttribute('href', config.resumeDownloadLink);
    await expect(resume).toHaveAttribute('target', '_blank');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Quick Overview' }).click();
    await expect(page).toHaveURL(/\/about\/quickview\?from=about$/);
    await expect(page.getByRole('heading', { level: 1, name: config.quickviewTitle })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('without a resume link there is no Download Resume button', async ({ page }) => {
    const config = await siteConfig(page);
    await page.route(dataRoute('config'), (route) => route.fulfill({ json: { ...config, resumeDownloadLink: '' } }));
    await gotoWithConfig(page, '/about');
    await expect(page.getByRole('link', { name: 'Quick Overview' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download Resume' })).toHaveCount(0);
  });
});

test.describe('quick overview', () => {
  test('from=home: every section, and Back goes home', async ({ page }) => {
    const config = await siteConfig(page);
    await page.goto('/about/quickview?from=home');
    await expect(page).toHaveTitle('Quick Overview — Riley Chen');
    await expect(page.getByRole('heading', { level: 1, name: config.quickviewTitle })).toBeVisible();
    await expect(page.getByText(config.quickviewSubtitle, { exact: true })).toBeVisible();
    await expect(page.getByText(config.quickviewTagline, { exact: true })).toBeVisible();
    for (const name of ['About', 'Current Focus', 'Skills', 'Recent Experience', 'Contact']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    for (const item of [...config.currentFocus, ...config.recentExperiences]) await expect(page.getByText(item, { exact: true })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Languages$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute('href', config.emailLink);
    await expect(page.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', config.linkedinUrl);
    await expect(page.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', config.githubUrl);
    await expect(page.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', config.resumeDownloadLink);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('from=about, or no from: Back goes to /about', async ({ page }) => {
    await page.goto('/about/quickview?from=about');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/about/quickview');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/about');
  });

  test('built-in texts stand in for a config that did not load; Resume links to #', async ({ page, consoleErrors }) => {
    await page.route(dataRoute('config'), (route) => route.fulfill({ status: 503, json: { error: 'Database unavailable' } }));
    // The refused request and the store's warning are expected here.
    consoleErrors.ignoreConsole();
    await gotoWithConfig(page, '/about/quickview?from=home');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Overview' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '#');
    await expect(page.getByText('[link not configured]')).toHaveCount(3);
  });

  test('a config missing a field or with a malformed one: only those fall back, the rest still shows', async ({ page }) => {
    const config = await siteConfig(page);
    const { currentFocus: _missing, ...partial } = config;
    await page.route(dataRoute('config'), (route) => route.fulfill({ json: { ...partial, githubUrl: null } }));
    await gotoWithConfig(page, '/about/quickview?from=home');
    await expect(page.getByRole('heading', { level: 1, name: config.quickviewTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute('href', config.emailLink);
    await expect(page.getByText(DEFAULT_SITE_CONFIG.currentFocus[0] ?? 'missing', { exact: true })).toBeVisible();
    await expect(page.getByText('[link not configured]')).toHaveCount(1);
  });
});
