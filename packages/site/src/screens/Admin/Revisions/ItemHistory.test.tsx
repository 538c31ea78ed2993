import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_STORY_TOKEN } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { server } from '../../../testing/mswServer';
import type { AdminVariant } from '../variants';

const openHistory = async (variant: AdminVariant, tab: 'writing' | 'projects' | 'art', name: string) => {
  renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, tab);
  const button = await screen.findByRole('button', { name: `History of ${name}` });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return within(await screen.findByRole('region', { name: `History of ${name}` }));
};

describe('an item\'s history', () => {
  beforeEach(serveAdminApi);

  it('lists a post\'s earlier versions, newest first, with when each was replaced and a summary', async () => {
    const history = await openHistory('clean', 'writing', 'A Short Note');
    const versions = within(await history.findByRole('list', { name: 'Versions of A Short Note' })).getAllByRole('listitem');
    expect(versions.map((version) => version.textContent)).toEqual([
      '2026-03-09 10:10 UTC · A Short Note · 12 charactersViewRestore',
      '2026-03-08 10:11 UTC · A Short Note · 5 charactersViewRestore',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'History of A Short Note' }));
    expect(screen.queryByRole('region', { name: 'History of A Short Note' })).toBeNull();
  });

  it('restores a version: the server\'s message shows, the list and the tab\'s list load again', async () => {
    const history = await openHistory('clean', 'projects', 'Pocket Oscilloscope');
    const reads = vi.spyOn(globalThis, 'fetch');
    await userEvent.click(await history.findByRole('button', { name: 'Restore version 1 of Pocket Oscilloscope' }));
    expect(await history.findByText('Restored project pocket-oscilloscope to its version from before 2026-03-08 10:11 UTC')).toBeInTheDocument();
    expect(await history.findByText(/The version before the restore/)).toBeInTheDocument();
    await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('/api/projects?type=all&status=all', expect.anything()));
  });

  it('views a version: its text, and its diff against the current text with each changed line signed and named', async () => {
    const history = await openHistory('clean', 'writing', 'A Short Note');
    const view = await history.findByRole('button', { name: 'View version 2 of A Short Note' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(view);
    expect(view).toHaveAttribute('aria-expanded', 'true');
    const opened = within(await history.findByRole('group', { name: 'Viewing version 2 of A Short Note' }));
    expect(await opened.findByRole('group', { name: 'This version' })).toHaveTextContent(
      'title: A Short Note date: 2025-09-01 kind: note content: Short, sweet draft: yes',
      { normalizeWhitespace: true },
    );
    expect(opened.getByText('+ 2 lines only in this version · − 2 lines only in the current text')).toBeInTheDocument();
    const diff = opened.getByRole('group', { name: 'Compared with the current text' });
    const removed = [...diff.querySelectorAll('del')].map((line) => line.textContent);
    const added = [...diff.querySelectorAll('ins')].map((line) => line.textContent);
    expect(removed).toEqual(['−Only in the current text: content: Short.', '−Only in the current text: draft: no']);
    expect(added).toEqual(['+Only in this version: content: Short, sweet', '+Only in this version: draft: yes']);
    expect(diff).toHaveTextContent('title: A Short Note');

    // One version open at a time; View again closes it.
    await userEvent.click(history.getByRole('button', { name: 'View version 1 of A Short Note' }));
    expect(await history.findByRole('group', { name: 'Viewing version 1 of A Short Note' })).toBeInTheDocument();
    expect(history.queryByRole('group', { name: 'Viewing version 2 of A Short Note' })).toBeNull();
    await userEvent.click(history.getByRole('button', { name: 'View version 1 of A Short Note' }));
    expect(history.queryByRole('group', { name: 'Viewing version 1 of A Short Note' })).toBeNull();
  });

  it('says when a viewed version is the same as the current text, and when it could not be read', async () => {
    server.use(
      http.get('/api/admin/history/:kind/:key/:revisionId', ({ params }) =>
        params.revisionId === '100'
          ? HttpResponse.json({ version: { id: 100, savedAt: '2026-03-08T10:11:00.000Z', summary: 'Dune' }, text: 'title: Dune', current: 'title: Dune' })
          : HttpResponse.json({ error: 'Version not found' }, { status: 404 }),
      ),
    );
    const history = await openHistory('clean', 'projects', 'Pocket Oscilloscope');
    await userEvent.click(await history.findByRole('button', { name: 'View version 2 of Pocket Oscilloscope' }));
    expect(await history.findByText('Same as the current text')).toBeInTheDocument();
    await userEvent.click(history.getByRole('button', { name: 'View version 1 of Pocket Oscilloscope' }));
    expect(await history.findByText('Failed to load version: 404')).toBeInTheDocument();
  });

  it('closes the viewed version when one is restored: the current text it was compared with changed', async () => {
    const history = await openHistory('clean', 'writing', 'A Short Note');
    await userEvent.click(await history.findByRole('button', { name: 'View version 2 of A Short Note' }));
    expect(await history.findByRole('group', { name: 'This version' })).toBeInTheDocument();
    await userEvent.click(history.getByRole('button', { name: 'Restore version 2 of A Short Note' }));
    expect(await history.findByText(/^Restored post a-short-note to its version from before/)).toBeInTheDocument();
    expect(history.queryByRole('group', { name: 'This version' })).toBeNull();
  });

  it('says when an item has no earlier versions', async () => {
    const history = await openHistory('simple', 'art', 'Currents');
    expect(await history.findByText('No earlier versions')).toBeInTheDocument();
  });

  it.each([
    ['clean', ['Failed to restore version', 'Version not found']],
    ['simple', ['Failed to restore version: Version not found']],
  ] as const)('shows why a restore failed in the %s admin', async (variant, lines) => {
    server.use(http.post('/api/admin/history/:kind/:key/restore', () => HttpResponse.json({ error: 'Version not found' }, { status: 404 })));
    const history = await openHistory(variant, 'art', 'Dune');
    await userEvent.click(await history.findByRole('button', { name: 'Restore version 1 of Dune' }));
    for (const line of lines) expect(await history.findByText(line)).toBeInTheDocument();
  });

  it('keeps the about config\'s history under the form, and a restore reloads the draft', async () => {
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), 'clean', 'about');
    const history = within(await screen.findByRole('region', { name: 'History of About config' }));
    const reads = vi.spyOn(globalThis, 'fetch');
    await userEvent.click(await history.findByRole('button', { name: 'Restore version 1 of About config' }));
    expect(await history.findByText(/^Restored site config site to its version from before/)).toBeInTheDocument();
    await vi.waitFor(() => expect(reads).toHaveBeenCalledWith('/api/config', expect.anything()));
  });
});
