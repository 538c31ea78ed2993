import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_STORY_TOKEN, addAdminDrafts, DRAFT_POST, DRAFT_PROJECT } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { recordPosts } from '../../../testing/mswServer';
import type { AdminVariant } from '../variants';

const VARIANTS: readonly AdminVariant[] = ['simple', 'clean'];

/** Waits until the item `title` of `list` is no longer marked as a draft (the list reloaded). */
const waitForNoMark = (list: string, title: string) => waitFor(() => expect(item(list, title).queryByText('Draft')).toBeNull());

/** The list item whose title is `title`. */
const item = (list: string, title: string) => {
  const found = within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(title, { selector: 'strong' }) !== null);
  if (!found) throw new Error(`no item ${title} in ${list}`);
  return within(found);
};

describe.each(VARIANTS)('drafts in the %s admin', (variant) => {
  beforeEach(() => {
    serveAdminApi();
    addAdminDrafts();
  });

  it('lists a draft post, marked, with Open draft to its page and Publish; a published post has neither', async () => {
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
    await screen.findByText(DRAFT_POST.title);
    const draft = item('Posts', DRAFT_POST.title);
    expect(draft.getByText('Draft')).toBeInTheDocument();
    const open = draft.getByRole('link', { name: `Open draft ${DRAFT_POST.title}` });
    expect(open).toHaveAttribute('href', `/writing/${DRAFT_POST.slug}`);
    expect(open).toHaveAttribute('target', '_blank');
    // The preview is read with the owner's token: a draft has one too.
    expect(await draft.findByText(DRAFT_POST.content)).toBeInTheDocument();
    const published = item('Posts', 'A Short Note');
    expect(published.queryByText('Draft')).toBeNull();
    expect(published.queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(published.queryByRole('link', { name: /^Open draft/ })).toBeNull();
  });

  it('publishes a post in one click: draft false is sent, and the mark goes', async () => {
    const sent = recordPosts('/api/admin/writing');
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
    await screen.findByText(DRAFT_POST.title);
    await userEvent.click(item('Posts', DRAFT_POST.title).getByRole('button', { name: `Publish ${DRAFT_POST.title}` }));
    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'edit', slug: DRAFT_POST.slug, update: { draft: false } }]);
    await waitForNoMark('Posts', DRAFT_POST.title);
  });

  it('adds a post as a draft with the Draft checkbox, and opens a draft for editing with the box ticked', async () => {
    const sent = recordPosts('/api/admin/writing');
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
    const add = within(screen.getByRole('form', { name: 'Add post' }));
    await userEvent.type(add.getByLabelText(/^Title/), 'Secret Plans');
    await userEvent.type(add.getByLabelText(/^Date/), '2026-04-01');
    const box = add.getByRole('checkbox', { name: 'Draft' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Visitors cannot see a draft until it is published.');
    await userEvent.click(box);
    await userEvent.click(add.getByRole('button', { name: 'Add Post' }));
    expect(await screen.findByText('Post saved')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ action: 'add', title: 'Secret Plans', draft: true })]);
    expect(await item('Posts', 'Secret Plans').findByText('Draft')).toBeInTheDocument();
    expect(add.getByRole('checkbox', { name: 'Draft' })).not.toBeChecked();

    await userEvent.click(item('Posts', DRAFT_POST.title).getByRole('button', { name: `Edit ${DRAFT_POST.title}` }));
    const editor = within(await screen.findByRole('form', { name: `Edit ${DRAFT_POST.slug}` }));
    const editorBox = editor.getByRole('checkbox', { name: 'Draft' });
    expect(editorBox).toBeChecked();
    await userEvent.click(editorBox);
    await userEvent.click(editor.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ action: 'edit', slug: DRAFT_POST.slug, update: { draft: false } });
  });

  it('lists a draft project, marked, and publishes it; the form has the Draft checkbox', async () => {
    const sent = recordPosts('/api/admin/projects');
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'projects');
    await screen.findByText(DRAFT_PROJECT.title);
    const draft = item('Projects', DRAFT_PROJECT.title);
    expect(draft.getByText('Draft')).toBeInTheDocument();
    expect(draft.getByRole('link', { name: `Open draft ${DRAFT_PROJECT.title}` })).toHaveAttribute('href', `/projects/${DRAFT_PROJECT.id}`);
    expect(item('Projects', 'Pocket Oscilloscope').queryByText('Draft')).toBeNull();

    await userEvent.click(draft.getByRole('button', { name: `Edit ${DRAFT_PROJECT.title}` }));
    expect(within(screen.getByRole('form', { name: 'Edit project' })).getByRole('checkbox', { name: 'Draft' })).toBeChecked();
    await userEvent.click(draft.getByRole('button', { name: `Publish ${DRAFT_PROJECT.title}` }));
    expect(await screen.findByText('Project published')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'edit', id: DRAFT_PROJECT.id, update: { draft: false } }]);
    // The open form follows: saving it now keeps the project published.
    expect(within(screen.getByRole('form', { name: 'Edit project' })).getByRole('checkbox', { name: 'Draft' })).not.toBeChecked();
    await waitForNoMark('Projects', DRAFT_PROJECT.title);
  });
});

