// A phone's terminal screens fetch their machine (terminal-ui's SessionDriver, with XState and the
// command runner) only when the visitor reaches for the command line (issue 31: a phone visitor
// mostly reads and taps links; the machine was the longest work after the page was taken over).
// Reading and following a link fetch none of it; a touch on the command line, or the first key,
// does, and what was typed meanwhile runs. Nor does the command line take the focus there. The page
// the server sent is not even hydrated until that first touch or key (packages/site/src/ssr/
// waitingPage.ts), which is then all it takes. A desktop fetches the machine once the page has
// painted (first-keys.spec.ts, shell-session.spec.ts).
import { devices, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { commandBox, log } from './support/terminal.ts';

// devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];
test.use({ ...iPhone13 });

const MACHINE = /\/assets\/SessionDriver-[\w-]+\.js$/;

/** The scripts of the terminal's machine the page has requested so far. */
function machineRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (MACHINE.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** Opens `path`, loaded and settled, still the server's page: the app takes it over at the first touch or key. */
async function openWaiting(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-app-waiting', '');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
}

for (const path of ['/projects', '/writing'] as const) {
  test(`${path} on a phone: no machine while reading; a tap on the command line brings it, and a command runs`, async ({ page }) => {
    const requested = machineRequests(page);
    await openWaiting(page, path);
    expect(requested).toEqual([]);
    await expect(page.locator('[data-pending]')).toHaveCount(1);
    // Nor does the command line take the focus (on a touch screen it would show nothing).
    await expect(commandBox(page)).not.toBeFocused();

    await commandBox(page).tap();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    expect(requested).toHaveLength(1);
    await commandBox(page).fill('pwd');
    await commandBox(page).press('Enter');
    await expect(log(page)).toContainText(`/home/portfolio${path}`);
  });
}

test('/projects on a phone: a line typed (with nothing focused) before the machine runs is kept and run once it has', async ({ page }) => {
  const requested = machineRequests(page);
  await openWaiting(page, '/projects');
  await page.keyboard.type('ls');
  await page.keyboard.press('Enter');
  await expect(log(page)).toContainText(/Found \d+ projects/);
  expect(requested).toHaveLength(1);
  await expect(commandBox(page)).toHaveValue('');
});

test('/projects on a phone: following a link fetches no machine', async ({ page }) => {
  const requested = machineRequests(page);
  await openWaiting(page, '/projects');
  await page.getByRole('link', { name: 'Pocket Oscilloscope.project' }).tap();
  await expect(page).toHaveURL(/\/projects\/pocket-oscilloscope$/);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});
