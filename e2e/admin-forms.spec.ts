// The admin's forms against the real server: text typed and not saved is not lost without a
// question (another tab, Logout, a reload or a close), and a failed save marks every refused field
// under itself at once, in the words of the API's own schema.
import { openAdmin, openTab, UNSAVED_CHANGES_QUESTION as QUESTION } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

// The refused add's 400 is logged by the browser.
test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400/] });

test('clean admin: unsaved text asks before another tab, Logout and a close, and stays when told to', async ({ page }) => {
  await openAdmin(page, '/admin-clean');
  const writing = await openTab(page, 'writing');
  const add = writing.getByRole('form', { name: 'Add post' });
  await add.getByLabel(/^Title/).fill('Half a thought');

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('tab', { name: 'projects' }).click();
  await expect.poll(() => questions).toEqual([QUESTION]);
  await expect(page.getByRole('tab', { name: 'writing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'writing' })).toHaveAccessibleDescription('has unsaved changes');

  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => questions).toHaveLength(2);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Closing the page: the browser asks (its own words) and the page stays open when dismissed.
  const closing = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await closing;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(add.getByLabel(/^Title/)).toHaveValue('Half a thought');

  // Emptied again, the form lets the owner go without a question.
  await add.getByLabel(/^Title/).fill('');
  await page.getByRole('tab', { name: 'projects' }).click();
  await expect(page.getByRole('tab', { name: 'projects' })).toHaveAttribute('aria-selected', 'true');
});

test('simple admin: a refused add marks every wrong field under itself, and each mark goes as it is corrected', async ({ page }) => {
  await openAdmin(page, '/admin');
  const writing = await openTab(page, 'writing');
  const add = writing.getByRole('form', { name: 'Add post' });
  await add.getByLabel(/^Title/).fill('T'.repeat(201));
  await add.getByLabel(/^Date/).fill('2024-02-30');
  await add.getByRole('button', { name: 'Add Post' }).click();
  await expect(writing.getByText(/^Failed to save post/)).toBeVisible();
  const title = add.getByLabel(/^Title/);
  const date = add.getByLabel(/^Date/);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(/200/);
  await expect(date).toHaveAccessibleDescription(/date/i);

  await date.fill('2024-02-28');
  await expect(date).not.toHaveAttribute('aria-invalid');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  // Nothing was added: leave without saving.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
