// GitHub-flavoured Markdown and server-side highlighting (issue 19): a post with a table and a code
// block shows the table and the coloured code with JavaScript off (the server's page) and on (the
// app), and the writing terminal's `cat` prints it as terminal text — its heading without `#`.
// The post is added through the API for this file and removed after it.
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { writingAnswerSchema, writingPostSchema } from '../packages/contracts/src/writing.ts';
import { apiToken } from './support/admin.ts';
import { isStatic } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';
import { log, run } from './support/terminal.ts';

const TAG = `md${Date.now().toString(36)}`;
const TITLE = `Markdown Tables ${TAG}`;
const HEADING = 'Pin budget';
const CODE = 'const budget: number = 40; // mA per pin';
const CONTENT = [
  `## ${HEADING}`,
  '',
  '| Pin | Use | Current |',
  '|:----|:---:|--------:|',
  '| D3 | status LED | 8 mA |',
  '| A0 | ~~thermistor~~ moisture | 1 mA |',
  '',
  '- [x] measure the LED',
  '',
  '```ts',
  CODE,
  '```',
  '',
].join('\n');

let slug = '';

async function authorization(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await apiToken(request)}` };
}

// First of the hooks: nothing is added when the file is skipped.
test.beforeAll(() => {
  test.skip(isStatic(), "the post is added and removed through /api/admin/writing: the static edition has no API, and its posts are the export's");
});

test.beforeAll(async ({ request }) => {
  const response = await request.post('/api/admin/writing', {
    data: { action: 'add', title: TITLE, date: '2026-03-20', kind: 'note', content: CONTENT },
    headers: await authorization(request),
  });
  baseExpect(response.status()).toBe(201);
  slug = writingAnswerSchema.parse(await response.json()).post.slug;
});

test.afterAll(async ({ request }) => {
  if (slug) await request.post('/api/admin/writing', { data: { action: 'remove', slug }, headers: await authorization(request) });
});

/** The table and the highlighted code block, as the post's page shows them. */
async function expectTableAndHighlightedCode(page: Page): Promise<void> {
  const article = page.locator('article');
  const table = article.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Current' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'status LED' })).toBeVisible();
  await expect(table.locator('del')).toHaveText('thermistor');
  await expect(article.getByRole('checkbox', { name: 'Done' })).toBeChecked();

  const code = article.locator('pre code');
  await expect(code).toHaveText(`${CODE}\n`);
  await expect(code).toHaveAttribute('data-highlighted', 'true');
  // Coloured spans from the server's runs, in a colour other than the block's own text.
  const keyword = code.locator('span', { hasText: /^const$/ });
  await expect(keyword).toHaveCount(1);
  const [tokenColour, textColour] = await Promise.all([
    keyword.evaluate((element) => getComputedStyle(element).color),
    code.evaluate((element) => getComputedStyle(element).color),
  ]);
  expect(tokenColour).not.toBe(textColour);
  await expect(code.locator('span', { hasText: '// mA per pin' })).toHaveCount(1);
}

test('the API answers the post with its highlighted code block', async ({ request }) => {
  const post = writingPostSchema.parse(await (await request.get(`/api/writing/${slug}`)).json());
  expect(post.highlights).toHaveLength(1);
  expect(post.highlights?.[0]?.map(([, text]) => text).join('')).toBe(CODE);
  expect(post.highlights?.[0]).toContainEqual(['keyword', 'const']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page shows the table and the highlighted code", async ({ page }) => {
    await page.goto(`/writing/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
    await expectTableAndHighlightedCode(page);
  });
});

test.describe('with JavaScript', () => {
  test('the app shows the table and the highlighted code, on the page and after a navigation', async ({ page }) => {
    // `goto` waits for the app to take the page over (support/fixtures.ts).
    await page.goto(`/writing/${slug}`);
    await expectTableAndHighlightedCode(page);

    // Opened from the list, the post comes from the API rather than from the page.
    await page.goto('/writing');
    await run(page, `cat ${slug}.txt`);
    await log(page).getByRole('link', { name: `${slug}.md` }).click();
    await expect(page).toHaveURL(`/writing/${slug}`);
    await expectTableAndHighlightedCode(page);
  });

  test('cat prints the Markdown as terminal text: the heading without #, the table in columns, the code boxed', async ({ page }) => {
    await page.goto('/writing');
    await run(page, `cat ${slug}.txt`);
    await expect(log(page).getByText(`Title: ${TITLE}`)).toBeVisible();
    await expect(log(page).getByText(HEADING, { exact: true })).toBeVisible();
    await expect(log(page)).not.toContainText(`## ${HEADING}`);
    await expect(log(page)).not.toContainText('|:----|');
    await expect(log(page)).toContainText('Pin │ Use');
    await expect(log(page)).toContainText('┌─ ts');
    await expect(log(page).getByText(CODE, { exact: true })).toBeVisible();
  });
});
