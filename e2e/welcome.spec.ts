// Issue 21's welcome on the home terminal and the site's web font: the owner's name lettered on the
// server (in the page's HTML and data, no lettering code in the browser), the stylesheet picking the
// drawing that fits, hints that run their command, `clear`, and JetBrains Mono arriving after the
// first paint without moving anything.
import { devices, type Page } from '@playwright/test';
import { isStatic } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutShift, recordLayoutShifts } from './support/layoutShift.ts';
import { commandBox, log, run } from './support/terminal.ts';

const welcome = (page: Page) => page.getByTestId('welcome');
const drawings = (page: Page) => welcome(page).locator('pre');

test.describe('the home terminal welcome', () => {
  test("is in the server's page: every drawing of the name, the name as text, the intro and the hints", async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The static edition's page holds both layouts, the desktop's `#root` first (packages/api/src/export/bothDevices.ts).
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain('data-testid="welcome"');
    expect(root.match(/<pre [^>]*aria-hidden="true"[^>]*data-from="\d+"/g)).toHaveLength(2);
    expect(root).toMatch(/<p [^>]*data-until="40"[^>]*>Riley Chen<\/p>/);
    expect(root).toContain('This portfolio is a shell: type a command, or click one below.');
    // The drawings travel in the page data; the browser never loads figlet.
    expect(html).toMatch(/"lettering":\{"name":"Riley Chen","drawings":\[\[/);
  });

  test('shows the name on one row at a desktop width, above the first prompt, without the lettering code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(commandBox(page)).toBeVisible();
    await expect(drawings(page).first()).toBeVisible();
    await expect(drawings(page).nth(1)).toBeHidden();
    await expect(drawings(page).first()).toContainText('|_| \\_\\_|_|\\___|\\__, |');
    await expect(welcome(page).getByRole('link')).toHaveText(['help', 'ls', 'cd projects', 'quickview']);
    // Never wider than the terminal: no horizontal scrolling.
    const overflow = await page.locator('[role="log"]').evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const bodies = await Promise.all(scripts.map(async (path) => (await page.request.get(path)).text()));
    expect(bodies.some((body) => body.includes('flf2a'))).toBe(false);
  });

  test('a hint runs its command as if typed; clear clears the welcome like any output', async ({ page }) => {
    await page.goto('/');
    await expect(commandBox(page)).toBeEnabled();
    await welcome(page).getByRole('link', { name: 'ls' }).click();
    await expect(log(page)).toContainText('└── readme.txt');
    await expect(log(page).locator('[data-kind="echo"]').last()).toHaveText(/~\$ ls$/);
    await expect(commandBox(page)).toBeFocused();
    await commandBox(page).press('ArrowUp');
    await expect(commandBox(page)).toHaveValue('ls');
    await run(page, 'clear');
    await expect(welcome(page)).toHaveCount(0);
  });

  test('`cd projects` from the hints goes to the projects', async ({ page }) => {
    await page.goto('/');
    await expect(commandBox(page)).toBeEnabled();
    await welcome(page).getByRole('link', { name: 'cd projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});

test.describe('the web font', () => {
  test('JetBrains Mono arrives after the first paint, as woff2, and nothing moves when it swaps in', async ({ page }) => {
    const fontRequests: { path: string; at: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push({ path: new URL(request.url()).pathname, at: Date.now() });
    });
    await recordLayoutShifts(page);
    const fontArrived = page.waitForResponse((response) => response.url().endsWith('.woff2'));
    await page.goto('/');
    await expect(commandBox(page)).toBeEnabled();
    await fontArrived;
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForFunction(() => document.fonts.check('bold 16px "JetBrains Mono"') && document.fonts.check('16px "JetBrains Mono"'));
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const { path } of fontRequests) expect(path).toMatch(/^\/assets\/jetbrains-mono-latin-[47]00-normal-[\w-]+\.woff2$/);
    const started = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'));
      return fonts.map((entry) => entry.startTime - paint);
    });
    for (const delay of started) expect(delay).toBeGreaterThan(0);
    expect(await layoutShift(page)).toBe(0);
    const family = await commandBox(page).evaluate((node) => getComputedStyle(node).fontFamily);
    expect(family).toMatch(/^"JetBrains Mono", "JetBrains Mono Fallback"/);
  });
});

// devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];

test.describe('on a phone', () => {
  test.use(iPhone13);

  test('the home is the menu: no welcome, and no lettering in its data', async ({ page }) => {
    const response = await page.goto('/');
    // The static edition's file carries both layouts' data (packages/api/src/export/bothDevices.ts):
    // what must hold there is the data the phone's page keeps.
    const data = isStatic() ? await page.locator('#page-data').textContent() : await response?.text();
    expect(data).not.toContain('"lettering"');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expect(welcome(page)).toHaveCount(0);
  });
});
