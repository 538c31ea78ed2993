// Revision history and trash end to end: the owner edits a project, views its previous version
// (its text and a diff against the current one) and restores it from the project's History; deletes a post (confirmed with the spec's question) and
// restores it from the writing tab's Trash; visitors see each restored item. An owner journey (the
// `owner` project in playwright.config.ts): it makes its own items (titles tagged with RUN_TAG) and
// removes them.
import { acceptConfirm, apiPosts, apiProjects, openAdmin, openTab, removeLeftovers, RUN_TAG } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The deleted post's page answers 404 while it is in the trash; the browser logs that itself.
test.use({ allowedConsoleErrors: [/^Failed to load resource/] });

test.afterAll(async ({ request }) => {
  await removeLeftovers(request);
});

test("the owner restores a project's previous version from its history, and visitors see it", async ({ page, request }) => {
  const title = `History Project ${RUN_TAG}`;
  await openAdmin(page);
  const panel = await openTab(page, 'projects');
  const form = panel.getByRole('form', { name: 'Add project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('The first description.');
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-04');
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(panel.getByText('Project saved')).toBeVisible();
  const id = (await apiProjects(request)).find((project) => project.title === title)?.id ?? '';
  expect(id).not.toBe('');

  // A new project has no earlier version yet.
  const show = panel.getByRole('button', { name: `History of ${title}` });
  await show.click();
  await expect(show).toHaveAttribute('aria-expanded', 'true');
  const history = panel.getByRole('region', { name: `History of ${title}` });
  await expect(history.getByText('No earlier versions')).toBeVisible();
  await show.click();

  await panel.getByRole('button', { name: `Edit ${title}` }).click();
  const editForm = panel.getByRole('form', { name: 'Edit project' });
  await editForm.getByLabel('Description').fill('A description edited by mistake.');
  await editForm.getByLabel('Status').selectOption('completed');
  await editForm.getByRole('button', { name: 'Update Project' }).click();
  await expect(panel.getByText('Project updated')).toBeVisible();

  await page.goto(`/projects/${id}`);
  await expect(page.getByText('A description edited by mistake.')).toBeVisible();

  await page.goto('/admin-clean');
  await openTab(page, 'projects');
  await show.click();
  const versions = history.getByRole('list', { name: `Versions of ${title}` }).getByRole('listitem');
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText(`${title} · in-progress · 0 images`);
  await expect(versions.first()).toContainText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC · /);
  // View shows the version, and what a restore would change, before anything is restored.
  const view = history.getByRole('button', { name: `View version 1 of ${title}` });
  await view.click();
  await expect(view).toHaveAttribute('aria-expanded', 'true');
  const opened = history.getByRole('group', { name: `Viewing version 1 of ${title}` });
  const shown = opened.getByRole('group', { name: 'This version' });
  await expect(shown).toContainText(`title: ${title}\ndescription: The first description.`);
  await expect(shown).toContainText('status: in-progress');
  await expect(opened.getByText('+ 2 lines only in this version · − 2 lines only in the current text')).toBeVisible();
  const diff = opened.getByRole('group', { name: 'Compared with the current text' });
  await expect(diff.locator('del')).toHaveText([
    '−Only in the current text: description: A description edited by mistake.',
    '−Only in the current text: status: completed',
  ]);
  await expect(diff.locator('ins')).toHaveText(['+Only in this version: description: The first description.', '+Only in this version: status: in-progress']);
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing changed by looking.
  expect((await apiProjects(request)).find((project) => project.id === id)).toMatchObject({ description: 'A description edited by mistake.' });

  await history.getByRole('button', { name: `Restore version 1 of ${title}` }).click();
  // The restore closes the view: what it compared with is no longer current.
  await expect(opened).toHaveCount(0);
  await expect(history.getByText(new RegExp(`^Restored project ${id} to its version from before \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC$`))).toBeVisible();
  // The restore was a save: the edited version is in the history now, ready to be restored in turn.
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(`${title} · completed · 0 images`);
  expect((await apiProjects(request)).find((project) => project.id === id)).toMatchObject({ description: 'The first description.', status: 'in-progress' });

  await page.goto(`/projects/${id}`);
  await expect(page.getByText('The first description.')).toBeVisible();
  await expect(page.getByText('A description edited by mistake.')).toHaveCount(0);
});

test('the owner deletes a post, restores it from the trash with its slug, and visitors see it again', async ({ page, request }) => {
  const title = `Trash Post ${RUN_TAG}`;
  const content = 'Worth keeping after all.';
  await openAdmin(page);
  const panel = await openTab(page, 'writing');
  const form = panel.getByRole('form', { name: 'Add post' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-05');
  await form.getByLabel('Content (Markdown)').fill(content);
  await form.getByRole('button', { name: 'Add Post' }).click();
  await expect(panel.getByText('Post saved')).toBeVisible();
  const slug = (await apiPosts(request)).find((post) => post.title === title)?.slug ?? '';
  expect(slug).not.toBe('');

  // The delete asks the spec's question, and answers as before.
  acceptConfirm(page, 'Are you sure you want to delete this post?');
  await panel.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(panel.getByText('Post deleted')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Posts' }).getByText(title)).toHaveCount(0);
  const trashed = panel.getByRole('list', { name: 'Trash' }).getByRole('listitem').filter({ hasText: title });
  await expect(trashed).toContainText(`post · ${slug} · deleted `);
  await expect(trashed).toContainText('30 days left');

  // Gone for visitors meanwhile.
  expect((await request.get(`/api/writing/${slug}`)).status()).toBe(404);
  await page.goto(`/writing/${slug}`);
  await expect(page.getByText('404: Post not found')).toBeVisible();

  await page.goto('/admin-clean');
  await openTab(page, 'writing');
  await trashed.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(panel.getByText(`Restored post ${slug}`, { exact: true })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Posts' }).getByText(title)).toBeVisible();
  await expect(trashed).toHaveCount(0);

  // Back for visitors, under the same slug (the cached public answers were dropped by the restore).
  expect((await apiPosts(request)).some((post) => post.slug === slug)).toBe(true);
  await page.goto(`/writing/${slug}`);
  await expect(page.getByText(content)).toBeVisible();
});
