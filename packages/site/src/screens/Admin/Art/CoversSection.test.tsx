import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_STORY_TOKEN, MEDIA_REFUSALS_FROM_API, refusingUploads } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { recordPosts, server } from '../../../testing/mswServer';

const cover = () => new File(['pixels'], 'dune.jpg', { type: 'image/jpeg' });

async function openCovers() {
  renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), 'simple', 'art');
  return within(await screen.findByRole('region', { name: 'Covers' }));
}

describe('a cover upload', () => {
  beforeEach(serveAdminApi);

  it('fills the cover URL with the uploaded image; Set makes it the cover', async () => {
    const sets = recordPosts('/api/art');
    const covers = await openCovers();
    const picker = covers.getByLabelText('Upload books cover');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).not.toHaveAttribute('multiple');
    await userEvent.upload(picker, cover());
    expect(await covers.findByText('dune.jpg uploaded')).toBeInTheDocument();
    const url = '/media/upload0000000000000001_1600x1200_1600.jpg';
    expect(covers.getByLabelText('books cover URL')).toHaveValue(url);
    // The other categories are untouched.
    expect(covers.getByLabelText('music cover URL')).toHaveValue('');
    await userEvent.click(covers.getByRole('button', { name: 'Set books cover' }));
    expect(await covers.findByText('books cover set')).toBeInTheDocument();
    expect(sets).toEqual([{ category: 'books', currentCover: url }]);
  });

  it("says why an upload was refused, leaving the URL as it was", async () => {
    server.use(refusingUploads(415));
    const covers = await openCovers();
    await userEvent.type(covers.getByLabelText('shows cover URL'), '/covers/typed.png');
    await userEvent.upload(covers.getByLabelText('Upload shows cover'), cover());
    expect(await covers.findByText(`Failed to upload dune.jpg: ${MEDIA_REFUSALS_FROM_API[415]}`)).toBeInTheDocument();
    expect(covers.getByLabelText('shows cover URL')).toHaveValue('/covers/typed.png');
  });
});
