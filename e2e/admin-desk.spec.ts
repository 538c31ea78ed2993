// The owner at the desk (issue 32): the skills edited as groups (and as JSON) and shown to visitors
// as saved; a post open for editing given the clean admin's width, its preview beside the text; and
// every date in the clean admin's lists on one line. An owner journey (the `owner` project): what it
// changes it puts back (the config) or removes (its items, tagged with RUN_TAG).
import type { Locator } from '@playwright/test';
import { apiToken, openAdmin, openTab, removeLeftovers, RUN_TAG, saveConfig, storedConfig } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

test.afterAll(async ({ request }) => {
  await removeLeftovers(request);
});

test('the owner edits the skills as groups; the same JSON is saved and the quick overview shows it', async ({ page, request }) => {
  const original = await storedConfig(request);
  const before = JSON.parse(original.skillsJson) as Record<string, unknown> & { languages: string[] };
  // Zig goes in before the last language.
  const languagesAfter = [...before.languages.slice(0, -1), 'Zig', ...before.languages.slice(-1)];
  const count = before.languages.length;
  try {
    await openAdmin(page);
    const panel = await openTab(page, 'about');
    const skills = panel.getByRole('group', { name: 'Skills', exact: true });
    const languages = skills.getByRole('group', { name: 'Group 1' });
    await expect(languages.getByLabel('Group name')).toHaveValue('languages');
    await languages.getByRole('button', { name: 'Add item' }).click();
    await expect(languages.getByRole('textbox', { name: `Item ${count + 1}` })).toBeFocused();
    await page.keyboard.type('Zig');
    await languages.getByRole('button', { name: `Move item ${count + 1} up` }).click();
    await expect(languages.getByRole('button', { name: `Move item ${count} up` })).toBeFocused();

    await skills.getByRole('button', { name: 'Add group' }).click();
    const added = skills.getByRole('group', { name: `Group ${Object.keys(before).length + 1}` });
    await expect(added.getByLabel('Group name')).toBeFocused();
    await added.getByLabel('Group name').fill(`Lab gear ${RUN_TAG}`);
    await added.getByRole('textbox', { name: 'Item 1' }).fill('Oscilloscope');
    await added.getByRole('button', { name: 'Add item' }).click();
    await added.getByRole('textbox', { name: 'Item 2' }).fill('Logic analyzer');
    expect(await seriousViolations(page)).toEqual([]);

    // The JSON view shows the same edit, written as the stored JSON was (two spaces).
    await skills.getByRole('button', { name: 'Edit as JSON' }).click();
    const json = skills.getByLabel('Skills (JSON object)');
    const expected = { ...before, languages: languagesAfter, [`Lab gear ${RUN_TAG}`]: ['Oscilloscope', 'Logic analyzer'] };
    await expect(json).toHaveValue(JSON.stringify(expected, null, 2));
    await skills.getByRole('button', { name: 'Edit as groups' }).click();

    await panel.getByRole('button', { name: 'Save About Config' }).click();
    await expect(panel.getByText('About config saved')).toBeVisible();
    expect((await storedConfig(request)).skillsJson).toBe(JSON.stringify(expected, null, 2));

    await page.goto('/about/quickview');
    const row = (label: string) => page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(row('Languages')).toHaveText(languagesAfter.join(', '));
    await expect(row(`Lab gear ${RUN_TAG}`)).toHaveText('Oscilloscope, Logic analyzer');
  } finally {
    await saveConfig(request, original);
  }
});

test('JSON that is not valid stays as typed, says what is wrong and is not sent', async ({ page, request }) => {
  const original = await storedConfig(request);
  await openAdmin(page);
  const panel = await openTab(page, 'about');
  const skills = panel.getByRole('group', { name: 'Skills', exact: true });
  await skills.getByRole('button', { name: 'Edit as JSON' }).click();
  const json = skills.getByLabel('Skills (JSON object)');
  await json.fill('{"languages": ["C",');
  await skills.getByRole('button', { name: 'Edit as groups' }).click();
  await expect(json).toHaveValue('{"languages": ["C",');
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  await expect(json).toHaveAccessibleDescription(/^Not valid JSON: /);
  expect(await seriousViolations(page)).toEqual([]);
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/config')) posted = true;
  });
  await panel.getByRole('button', { name: 'Save About Config' }).click();
  await page.waitForLoadState('networkidle');
  expect(posted).toBe(false);
  await expect(json).toHaveValue('{"languages": ["C",');
  expect((await storedConfig(request)).skillsJson).toBe(original.skillsJson);
  // Leaving without saving: the admin asks (unsaved changes), and is told yes.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('on a wide screen a post open for editing takes the clean admin\'s width, its preview beside the text', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page);
  const panel = await openTab(page, 'writing');
  const list = panel.getByRole('list', { name: 'Posts' });
  const listBefore = await box(list);
  const panelBox = await box(panel);
  // Closed, the list is one of two columns.
  expect(listBefore.width).toBeLessThan(panelBox.width * 0.6);

  await panel.getByRole('button', { name: 'Edit Debugging a Brown-Out at 2 A.M.' }).click();
  const editor = panel.getByRole('form', { name: /^Edit / });
  const content = editor.getByLabel('Content (Markdown)');
  await expect(content).not.toHaveValue('');
  const editorBox = await box(editor);
  const contentBox = await box(content);
  const previewBox = await box(editor.getByRole('group', { name: 'Preview' }));
  expect(editorBox.width).toBeGreaterThan(panelBox.width * 0.9);
  // Side by side: the preview starts right of the text, level with it, and each has a good half.
  expect(previewBox.x).toBeGreaterThanOrEqual(contentBox.x + contentBox.width);
  expect(Math.abs(previewBox.y - contentBox.y)).toBeLessThan(60);
  expect(contentBox.width).toBeGreaterThan(450);
  expect(previewBox.width).toBeGreaterThan(450);
  // The add form follows the list while the editor is open.
  expect((await box(panel.getByRole('form', { name: 'Add post' }))).y).toBeGreaterThan(editorBox.y + editorBox.height);
  expect(await seriousViolations(page)).toEqual([]);

  // On a narrow screen the preview goes under the text.
  await page.setViewportSize({ width: 700, height: 900 });
  const narrowContent = await box(content);
  expect((await box(editor.getByRole('group', { name: 'Preview' }))).y).toBeGreaterThanOrEqual(narrowContent.y + narrowContent.height);

  await page.setViewportSize({ width: 1440, height: 900 });
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);
  expect((await box(list)).width).toBeLessThan(panelBox.width * 0.6);
});

test('every date in the clean admin\'s lists is on one line: projects, art, writing, drafts, trash and history', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const title = `Dated Draft ${RUN_TAG}`;
  // A draft with an earlier version (for History), and a post in the trash.
  expect((await request.post('/api/admin/writing', { data: { action: 'add', title, date: '2026-02-20', content: 'One.', draft: true }, headers })).status()).toBe(201);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect((await request.post('/api/admin/writing', { data: { action: 'edit', slug, update: { content: 'Two.' } }, headers })).status()).toBe(200);
  const trashed = `Dated Trash ${RUN_TAG}`;
  expect((await request.post('/api/admin/writing', { data: { action: 'add', title: trashed, date: '2026-02-21', content: 'Gone.' }, headers })).status()).toBe(201);
  const trashedSlug = trashed.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect((await request.post('/api/admin/writing', { data: { action: 'remove', slug: trashedSlug }, headers })).status()).toBe(200);

  try {
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openAdmin(page);
      for (const tab of ['projects', 'art', 'writing'] as const) {
        const panel = await openTab(page, tab);
        await page.waitForLoadState('networkidle');
        await expectOneLineDates(panel.locator('li time'), `${tab} at ${width}px`, tab === 'writing' ? 2 : 1);
      }
      const writing = page.getByRole('tabpanel', { name: 'writing' });
      const draft = writing.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: title });
      await expect(draft).toContainText('Draft');
      await expect(draft.locator('time')).toHaveAttribute('datetime', '2026-02-20');
      await expect(writing.getByRole('list', { name: 'Trash' }).locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
      await draft.getByRole('button', { name: `History of ${title}` }).click();
      const versions = writing.getByRole('list', { name: `Versions of ${title}` });
      await expect(versions.getByRole('listitem')).toHaveCount(1);
      await expectOneLineDates(versions.locator('time'), `history at ${width}px`, 1);
      await page.getByRole('button', { name: 'Logout' }).click();
    }
  } finally {
    const trash = (await (await request.get('/api/admin/trash', { headers })).json()) as { items: { id: number; title: string }[] };
    for (const item of trash.items.filter((entry) => entry.title.includes(RUN_TAG))) await request.delete(`/api/admin/trash/${item.id}`, { headers });
  }
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Each `<time>` is laid out as one box (an inline element broken across lines has a box per line). */
async function expectOneLineDates(times: Locator, where: string, atLeast: number): Promise<void> {
  await expect.poll(() => times.count(), where).toBeGreaterThanOrEqual(atLeast);
  const lines = await times.evaluateAll((elements) => elements.map((element) => [element.textContent ?? '', element.getClientRects().length] as const));
  expect(lines.filter(([, count]) => count !== 1), where).toEqual([]);
  for (const [text] of lines) expect(text, where).toMatch(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2} UTC)?$/);
}
