// `grep` (issue 21) on the home terminal, over the demo content: a match is a line that opens its
// item, the words marked; case and accents aside; nothing found and no words say so.
import { expect, test } from './support/fixtures.ts';
import { commandBox, log, runWhenEnabled as run } from './support/terminal.ts';

const scopeResult = (page: Parameters<typeof log>[0]) => log(page).getByRole('link', { name: /^projects\/pocket-oscilloscope: / });

test.describe('grep', () => {
  test('grep oscilloscope on / prints the project first, and a click on its line opens the project page', async ({ page }) => {
    await page.goto('/');
    await expect(commandBox(page)).toBeVisible();
    await run(page, 'grep oscilloscope');

    const result = scopeResult(page);
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('href', '/projects/pocket-oscilloscope');
    await expect(result.locator('mark').first()).toHaveText(/^oscilloscope$/i);
    // Title matches first: the project comes before the posts that mention it.
    await expect(log(page).getByRole('link').filter({ hasText: /^(projects|writing|art|about)\// }).first()).toHaveText(/^projects\/pocket-oscilloscope: /);

    await result.click();
    await expect(page).toHaveURL(/\/projects\/pocket-oscilloscope$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pocket Oscilloscope' })).toBeVisible();
  });

  test('finds words whatever their case and accents, and says when nothing matches or no words are given', async ({ page }) => {
    await page.goto('/');
    await run(page, 'grep OSCILLOSCÓPE');
    await expect(scopeResult(page)).toBeVisible();

    await run(page, 'grep zzqx-nothing');
    await expect(log(page).getByText('grep: no matches for "zzqx-nothing"', { exact: true })).toBeVisible();

    await run(page, 'grep');
    await expect(log(page).getByText('Usage: grep <words>', { exact: true })).toBeVisible();
  });
});
