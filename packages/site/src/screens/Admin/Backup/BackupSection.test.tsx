import '@testing-library/jest-dom/vitest';
import { BACKUP_PATH } from '@portfolio/contracts/backup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_STORY_TOKEN, failingList } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { server } from '../../../testing/mswServer';

describe('Download backup', () => {
  beforeEach(serveAdminApi);
  afterEach(() => vi.restoreAllMocks());

  /** The object URL made for the download and the link clicked, as the browser would see them. */
  function watchDownloads() {
    const blobs: Blob[] = [];
    const clicked: { href: string; download: string }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:backup-${blobs.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    return { blobs, clicked };
  }

  it.each(['simple', 'clean'] as const)('downloads the archive with the token in the %s admin', async (variant) => {
    const { blobs, clicked } = watchDownloads();
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'uploads');
    await userEvent.click(await screen.findByRole('button', { name: 'Download backup' }));
    expect(await screen.findByText('Backup downloaded')).toBeInTheDocument();
    expect(clicked).toEqual([{ href: 'blob:backup-1', download: 'portfolio-backup-2026-03-04.ndjson.gz' }]);
    expect(JSON.parse((await blobs[0]?.text())?.split('\n')[0] ?? '')).toMatchObject({ format: 'portfolio-backup' });
  });

  it.each([
    ['clean', ['Failed to download backup', 'Database unavailable']],
    ['simple', ['Failed to download backup: Database unavailable']],
  ] as const)('says so when the server fails, in the %s admin', async (variant, lines) => {
    const { clicked } = watchDownloads();
    server.use(failingList(BACKUP_PATH, 503, 'Database unavailable'));
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'uploads');
    await userEvent.click(await screen.findByRole('button', { name: 'Download backup' }));
    for (const line of lines) expect(await screen.findByText(line)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('ends the session when the token is refused', async () => {
    const { clicked } = watchDownloads();
    server.use(failingList(BACKUP_PATH, 401, 'Invalid or expired token'));
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), 'clean', 'uploads');
    await userEvent.click(await screen.findByRole('button', { name: 'Download backup' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect((await screen.findAllByText('Session expired. Please log in again.')).length).toBeGreaterThan(0);
    expect(clicked).toEqual([]);
  });
});
