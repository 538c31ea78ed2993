import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ADMIN_STORY_TOKEN, failingList } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { server } from '../../../testing/mswServer';
import type { AdminVariant } from '../variants';
import { wholeText } from '../testing/wholeText';

const openTrash = async (tab: 'writing' | 'projects' | 'art', variant: AdminVariant = 'clean') => {
  renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, tab);
  return within(await screen.findByRole('list', { name: 'Trash' }));
};
const item = (trash: ReturnType<typeof within>, title: string) => within(trash.getByText(title).closest('li') as HTMLElement);

describe('the trash', () => {
  beforeEach(serveAdminApi);

  it('lists the tab\'s deleted items with kind, key, when deleted and the days left', async () => {
    const trash = await openTrash('writing');
    expect(screen.getByRole('heading', { name: 'Trash (1)' })).toBeInTheDocument();
    expect(screen.getByText(/^Deleted items are kept here for 30 days\./)).toBeInTheDocument();
    expect(item(trash, 'Old Notes').getByText(wholeText(/^post · old-notes · deleted \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC · 1 day left$/))).toBeInTheDocument();
    // Only posts here: the project and the art entry are in their own tabs' trash.
    expect(trash.queryByText('Blade Runner')).toBeNull();
  });

  it('restores an item; the message says when it came back under a fresh id', async () => {
    const trash = await openTrash('projects');
    expect(item(trash, 'Old Terminal Portfolio').getByText(wholeText(/^project · .* · 20 days left$/))).toBeInTheDocument();
    const reads = vi.spyOn(globalThis, 'fetch');
    await userEvent.click(trash.getByRole('button', { name: 'Restore Old Terminal Portfolio' }));
    expect(await screen.findByText('Restored project as terminal-portfolio-2 (terminal-portfolio was taken)')).toBeInTheDocument();
    expect(await screen.findByText('Trash is empty')).toBeInTheDocument();
    await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('/api/projects?type=all&status=all', expect.anything()));
  });

  it('deletes an item forever once the owner confirms', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const trash = await openTrash('writing');
    const forget = trash.getByRole('button', { name: 'Delete forever Old Notes' });
    await userEvent.click(forget);
    expect(confirm).toHaveBeenCalledWith('Delete this item forever? It cannot be restored.');
    expect(trash.getByText('Old Notes')).toBeInTheDocument();
    await userEvent.click(forget);
    expect(await screen.findByText('Deleted forever: Old Notes')).toBeInTheDocument();
    expect(await screen.findByText('Trash is empty')).toBeInTheDocument();
  });

  it('loads again after a delete in its tab', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const trash = await openTrash('art');
    expect(item(trash, 'Blade Runner').getByText(wholeText(/^art entry · blade-runner · deleted .* · 28 days left$/))).toBeInTheDocument();
    const reads = vi.spyOn(globalThis, 'fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Dune' }));
    await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('/api/admin/trash', expect.anything()));
  });

  it.each([
    ['clean', ['Failed to restore Old Notes', 'Trash entry not found']],
    ['simple', ['Failed to restore Old Notes: Trash entry not found']],
  ] as const)('shows why a restore failed in the %s admin', async (variant, lines) => {
    server.use(http.post('/api/admin/trash/:id/restore', () => HttpResponse.json({ error: 'Trash entry not found' }, { status: 404 })));
    const trash = await openTrash('writing', variant);
    await userEvent.click(trash.getByRole('button', { name: 'Restore Old Notes' }));
    for (const line of lines) expect(await screen.findByText(line)).toBeInTheDocument();
  });

  it('says when it cannot load', async () => {
    server.use(failingList('/api/admin/trash', 500));
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), 'clean', 'writing');
    expect(await screen.findByText('Failed to load trash: 500')).toBeInTheDocument();
  });
});
