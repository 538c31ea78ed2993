import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from '../../../http/adminApi';
import { ADMIN_STORY_TOKEN, adminHandlers, failingList, refusingMediaDelete } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { server } from '../../../testing/mswServer';
import type { AdminVariant } from '../variants';
import { wholeText } from '../testing/wholeText';

async function openLibrary(variant: AdminVariant = 'clean') {
  renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'uploads');
  return within(await screen.findByRole('list', { name: 'Media' }));
}

const item = (library: ReturnType<typeof within>, title: string) => within(library.getByText(title).closest('li') as HTMLElement);

describe('the media library', () => {
  beforeEach(serveAdminApi);

  it('lists every image with its thumbnail, size, date and whether it is used', async () => {
    const library = await openLibrary();
    expect(screen.getByRole('heading', { name: 'Media (3)' })).toBeInTheDocument();
    const photo = item(library, 'The home terminal, mid-command');
    expect(photo.getByText(wholeText('2400×1600 · 403 KB · 2026-03-02 · In use'))).toBeInTheDocument();
    expect(photo.getByRole('presentation')).toHaveAttribute('src', '/media/abcdefghijklmnopqrstuv_2400x1600_480.jpg');
    // Still shown somewhere: no Delete.
    expect(photo.queryByRole('button')).toBeNull();
    expect(item(library, 'Wiring diagram of the scope').getByText(wholeText('1200×900 · 60 KB · 2026-02-20 · Unused'))).toBeInTheDocument();
    expect(item(library, 'No alt text').getByRole('button', { name: 'Delete 0123456789-_abcdefghij_640x480_640.jpg' })).toBeEnabled();
  });

  it('deletes an unused image once the owner confirms', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const library = await openLibrary();
    const remove = item(library, 'Wiring diagram of the scope').getByRole('button', { name: /^Delete / });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this image?');
    expect(library.getByText('Wiring diagram of the scope')).toBeInTheDocument();
    await userEvent.click(remove);
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Media (2)' })).toBeInTheDocument();
    expect(library.queryByText('Wiring diagram of the scope')).toBeNull();
  });

  it.each([
    ['clean', ['Failed to delete image', 'Image still in use by post a-short-note']],
    ['simple', ['Failed to delete image: Image still in use by post a-short-note']],
  ] as const)("shows the server's reason when it refuses (409) in the %s admin, and loads the list again", async (variant, lines) => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    server.use(refusingMediaDelete('Image still in use by post a-short-note'));
    const library = await openLibrary(variant);
    const lists = vi.spyOn(globalThis, 'fetch');
    await userEvent.click(item(library, 'No alt text').getByRole('button', { name: /^Delete / }));
    for (const line of lines) expect(await screen.findByText(line)).toBeInTheDocument();
    await vi.waitFor(() => expect(lists).toHaveBeenCalledWith('/api/admin/media', expect.anything()));
    expect(library.getByText('No alt text')).toBeInTheDocument();
  });

  it('shows an image uploaded elsewhere after Refresh', async () => {
    const library = await openLibrary();
    await uploadMedia(new File(['x'], 'new.jpg', { type: 'image/jpeg' }), 'Fresh upload', ADMIN_STORY_TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await library.findByText('Fresh upload')).toBeInTheDocument();
    expect(item(library, 'Fresh upload').getByText(/· Unused$/)).toBeInTheDocument();
  });

  it('says when the list cannot load; Refresh tries again', async () => {
    server.use(failingList('/api/admin/media', 500));
    renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), 'clean', 'uploads');
    expect(await screen.findByText('Failed to load media: 500')).toBeInTheDocument();
    server.resetHandlers(...adminHandlers);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Media (3)' })).toBeInTheDocument();
  });

  it('is read with the owner\'s token: a refused one ends the session', async () => {
    renderAdminPage(sessionWith('expired-token'), 'clean', 'uploads');
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
  });
});
