import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ADMIN_STORY_TOKEN } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { server } from '../../../testing/mswServer';
import type { AdminVariant } from '../variants';
import { UNSAVED_CHANGES_QUESTION } from './unsavedChanges';

const VARIANTS: readonly AdminVariant[] = ['simple', 'clean'];

/** Whether the page would ask before a reload or close (`beforeunload` cancelled). */
function wouldAskOnUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const addPost = () => within(screen.getByRole('form', { name: 'Add post' }));

describe.each(VARIANTS)('unsaved changes in the %s admin', (variant) => {
  let confirm: MockInstance<(message?: string) => boolean>;
  beforeEach(() => {
    serveAdminApi();
    confirm = vi.spyOn(window, 'confirm');
  });
  afterEach(() => confirm.mockRestore());

  it('asks before another tab while a form holds unsaved text, and stays when told to', async () => {
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
    expect(wouldAskOnUnload()).toBe(false);
    await userEvent.type(addPost().getByLabelText(/^Title/), 'Half a thought');
    expect(wouldAskOnUnload()).toBe(true);
    // The tab keeps its name; the mark is in its description.
    const writing = screen.getByRole('tab', { name: 'writing' });
    expect(writing).toHaveAccessibleDescription('has unsaved changes');

    confirm.mockReturnValueOnce(false);
    await userEvent.click(screen.getByRole('tab', { name: 'projects' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    expect(writing).toHaveAttribute('aria-selected', 'true');

    confirm.mockReturnValueOnce(true);
    await userEvent.click(screen.getByRole('tab', { name: 'projects' }));
    expect(screen.getByRole('tab', { name: 'projects' })).toHaveAttribute('aria-selected', 'true');
    // Nothing was thrown away: the text waits in its tab.
    await userEvent.click(screen.getByRole('tab', { name: 'writing' }));
    expect(addPost().getByLabelText(/^Title/)).toHaveValue('Half a thought');
  });

  it('does not ask when nothing is unsaved, nor once the text is taken back', async () => {
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
    const title = addPost().getByLabelText(/^Title/);
    await userEvent.type(title, 'x');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('tab', { name: 'art' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(wouldAskOnUnload()).toBe(false);
  });

  it('asks before Logout drops unsaved text, and logs out only when told to', async () => {
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
    await userEvent.type(addPost().getByLabelText(/^Title/), 'Half a thought');
    confirm.mockReturnValueOnce(false);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('asks before Back leaves the admin with unsaved text', async () => {
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
    await userEvent.type(addPost().getByLabelText(/^Title/), 'Half a thought');
    confirm.mockReturnValueOnce(false);
    const back = screen.getByRole('link', { name: 'Back' });
    expect(fireEvent.click(back)).toBe(false);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
  });

  it('counts an edit open on a project with a changed field, not one merely opened', async () => {
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'projects');
    const [edit] = await screen.findAllByRole('button', { name: /^Edit / });
    if (!edit) throw new Error('no project to edit');
    await userEvent.click(edit);
    expect(wouldAskOnUnload()).toBe(false);
    const form = within(screen.getByRole('form', { name: 'Edit project' }));
    await userEvent.type(form.getByLabelText(/^Title/), ' v2');
    expect(wouldAskOnUnload()).toBe(true);
  });
});

describe.each(VARIANTS)('field errors in the %s admin', (variant) => {
  beforeEach(() => serveAdminApi());

  it('shows every refused field under itself at once after a failed add, and each goes when corrected', async () => {
    server.use(http.post('/api/admin/writing', () => HttpResponse.json({ error: 'date: must be a real date in YYYY-MM-DD form' }, { status: 400 })));
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
    const form = addPost();
    await userEvent.type(form.getByLabelText(/^Title/), 'A'.repeat(201));
    await userEvent.type(form.getByLabelText(/^Date/), '2024-02-30');
    expect(form.queryByText(/must be/)).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Add Post' }));
    expect(await screen.findByText(/^Failed to save post/)).toBeInTheDocument();
    const title = form.getByLabelText(/^Title/);
    const date = form.getByLabelText(/^Date/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/200/);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(/date/i);

    await userEvent.clear(date);
    await userEvent.type(date, '2024-02-28');
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's reason on its field when the form found nothing wrong", async () => {
    server.use(http.post('/api/admin/writing', () => HttpResponse.json({ error: 'title: is already taken' }, { status: 400 })));
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'writing');
    const form = addPost();
    await userEvent.type(form.getByLabelText(/^Title/), 'Taken');
    await userEvent.type(form.getByLabelText(/^Date/), '2024-02-28');
    await userEvent.click(form.getByRole('button', { name: 'Add Post' }));
    expect(await form.findByText('is already taken')).toBeInTheDocument();
    expect(form.getByLabelText(/^Title/)).toHaveAccessibleDescription('is already taken');
  });
});
