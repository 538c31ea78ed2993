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
      '2026-03-09 10:10 UTC · A Short Note · 12 charactersRestore',
      '2026-03-08 10:11 UTC · A Short Note · 5 charactersRestore',
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
