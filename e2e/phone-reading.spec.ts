// A phone's reading page (a project, a post, an art review, the quick overview) is taken over by the
// app at the visitor's first touch or key, not as it loads (packages/site/src/ssr/waitingPage.ts):
// that first touch must still do what it would on a page the app had already taken over — a link
// opens the next page inside the app, a gallery picture opens the lightbox — and a key works too.
import { devices, type Page } from '@playwright/test';
import { writingListResponseSchema } from '../packages/contracts/src/writing.ts';
import { dataUrl } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';
import { required } from './support/required.ts';

// devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];
test.use({ ...iPhone13 });

/** Opens `path` and checks the app has not taken it over: it waits for the visitor. */
async function openWaiting(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-app-waiting', '');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  // A mark on the window: a page opened inside the app keeps it, a new document would not.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('a link tapped first opens the next post inside the app', async ({ page }) => {
  const posts = [...writingListResponseSchema.parse(await (await page.request.get(dataUrl('writing'))).json()).items].sort((a, b) => b.date.localeCompare(a.date));
  const [second, first] = [required(posts[0], 'a post'), required(posts[1], 'a second post')];
  await openWaiting(page, `/writing/${first.slug}`);

  await page.getByRole('navigation', { name: 'More writing' }).getByRole('link', { name: second.title }).tap();
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/writing/${second.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  expect(await sameDocument(page)).toBe(true);
});

test("a post's header tapped first goes back, as it does once the app runs (opened directly: to /writing)", async ({ page }) => {
  await openWaiting(page, '/writing/debugging-a-brown-out-at-2-a-m');
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(page).toHaveURL(/\/writing$/);
  await expect(page.getByText(/^Found \d+ posts?$/)).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test("a project's gallery picture tapped first opens the lightbox", async ({ page }) => {
  await openWaiting(page, '/projects/pocket-oscilloscope');
  await page.getByRole('list', { name: 'Gallery' }).getByRole('button').first().tap();
  const dialog = page.getByRole('dialog', { name: 'Screenshots of Pocket Oscilloscope' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('lightbox-counter')).toHaveText('1 / 2');
  expect(await sameDocument(page)).toBe(true);
});

test("a screen reader's activation (a click with no touch before it) opens the lightbox too", async ({ page }) => {
  await openWaiting(page, '/projects/pocket-oscilloscope');
  await page.getByRole('list', { name: 'Gallery' }).getByRole('button').first().dispatchEvent('click');
  await expect(page.getByRole('dialog', { name: 'Screenshots of Pocket Oscilloscope' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('a key hands the quick overview to the app, and its links then open inside it', async ({ page }) => {
  await openWaiting(page, '/about/quickview');
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-waiting');
  // Its way back (the server wrote `/about`, as the quick overview opened directly has no `from`).
  await page.locator('a[href="/about"]').first().tap();
  await expect(page).toHaveURL(/\/about$/);
  expect(await sameDocument(page)).toBe(true);
});

test.describe('a page the server did not find', () => {
  // The not-found page's own status, and the owner's draft asked for and not found.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });

  test('an art review waits too; a page the server did not find does not (the owner may have a draft)', async ({ page }) => {
    await openWaiting(page, '/art/books/the-soul-of-a-new-machine');
    await page.goto('/writing/no-such-post');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-waiting');
  });
});
