import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_STORY_TOKEN, MEDIA_REFUSALS_FROM_API, refusingUploads } from '../../../mocks/adminMocks';
import { MEDIA_PHOTO } from '../../../mocks/mediaMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { recordPosts, server } from '../../../testing/mswServer';

const jpeg = (name: string) => new File(['pixels'], name, { type: 'image/jpeg' });
/** The URL the in-memory API gives its n-th upload of a test. */
const uploaded = (n: number) => `/media/upload${String(n).padStart(16, '0')}_1600x1200_1600.jpg`;

async function openProjects() {
  renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), 'clean', 'projects');
  await screen.findByText('Pocket Oscilloscope');
}

const form = (name: 'Add project' | 'Edit project' = 'Add project') => within(screen.getByRole('form', { name }));
const gallery = () => within(screen.getByRole('list', { name: 'Gallery images' }));
const uploadLines = () => within(screen.getByRole('list', { name: 'Image uploads' }));

async function fillRequired() {
  await userEvent.type(form().getByLabelText(/^Title/), 'Bench Supply');
  await userEvent.type(form().getByLabelText(/^Description/), 'A linear supply.');
  await userEvent.type(form().getByLabelText(/^Date/), '2026-03-12');
}

describe('the project form: images', () => {
  beforeEach(serveAdminApi);

  it('uploads several files at once, a line and a thumbnail each', async () => {
    await openProjects();
    const picker = form().getByLabelText('Upload images');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAttribute('multiple');
    await userEvent.upload(picker, [jpeg('front.jpg'), jpeg('back.jpg')]);
    expect(await uploadLines().findByText('front.jpg uploaded')).toBeInTheDocument();
    expect(await uploadLines().findByText('back.jpg uploaded')).toBeInTheDocument();
    const thumbnails = gallery().getAllByRole('img');
    expect(thumbnails.map((image) => image.getAttribute('alt'))).toEqual(['Image 1', 'Image 2']);
    // The smallest stored width of each upload, in the order the uploads ended.
    expect(new Set(thumbnails.map((image) => image.getAttribute('src')))).toEqual(
      new Set([uploaded(1), uploaded(2)].map((url) => url.replace('_1600.jpg', '_480.jpg'))),
    );
  });

  it('saves the images in the order shown, each with its alt text, typed URLs last', async () => {
    const saved = recordPosts('/api/admin/projects');
    await openProjects();
    await fillRequired();
    await userEvent.upload(form().getByLabelText('Upload images'), jpeg('front.jpg'));
    await uploadLines().findByText('front.jpg uploaded');
    await userEvent.upload(form().getByLabelText('Upload images'), jpeg('back.jpg'));
    await uploadLines().findByText('back.jpg uploaded');
    // A new batch replaced the last one's lines.
    expect(uploadLines().queryByText('front.jpg uploaded')).toBeNull();
    await userEvent.type(gallery().getByLabelText('Alt text for image 2'), 'The back panel');
    await userEvent.click(gallery().getByRole('button', { name: 'Move image 2 up' }));
    expect(gallery().getByLabelText('Alt text for image 1')).toHaveValue('The back panel');
    // The focus followed the image to the top, where only Down is left.
    expect(gallery().getByRole('button', { name: 'Move image 1 down' })).toHaveFocus();
    await userEvent.type(form().getByLabelText('Images (comma-separated URLs)'), 'https://img.example/c.png');
    await userEvent.click(form().getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Project saved')).toBeInTheDocument();
    expect(saved).toEqual([
      expect.objectContaining({
        images: [uploaded(2), uploaded(1), 'https://img.example/c.png'],
        imageAlts: ['The back panel', '', ''],
      }),
    ]);
  });

  it('reorders with the keyboard: the focus stays on the moved image', async () => {
    await openProjects();
    await userEvent.type(form().getByLabelText('Images (comma-separated URLs)'), '/a.png, /b.png, /c.png');
    await userEvent.click(form().getByRole('button', { name: 'Add URLs' }));
    expect(form().getByLabelText('Images (comma-separated URLs)')).toHaveValue('');
    gallery().getByRole('button', { name: 'Move image 1 down' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(gallery().getByRole('button', { name: 'Move image 2 down' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Now last: Down is disabled, so the focus is on its Up.
    expect(gallery().getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();
    expect(gallery().getByRole('button', { name: 'Move image 3 up' })).toHaveFocus();
    expect(gallery().getAllByText(/^\/[abc]\.png$/).map((url) => url.textContent)).toEqual(['/b.png', '/c.png', '/a.png']);
  });

  it('removes an image of a project, alt text and all', async () => {
    const saved = recordPosts('/api/admin/projects');
    await openProjects();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Terminal Portfolio' }));
    expect(gallery().getByLabelText('Alt text for image 1')).toHaveValue('The home terminal, mid-command');
    expect(gallery().getByText(MEDIA_PHOTO)).toBeInTheDocument();
    await userEvent.click(gallery().getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('list', { name: 'Gallery images' })).toBeNull();
    // The list is gone: the focus goes to the first image control.
    expect(form('Edit project').getByLabelText('Images (comma-separated URLs)')).toHaveFocus();
    await userEvent.click(form('Edit project').getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project updated')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ id: 'terminal-portfolio', update: expect.objectContaining({ images: [], imageAlts: [] }) })]);
  });

  it('takes files dropped on the zone', async () => {
    await openProjects();
    const zone = form().getByText('or drop images here').parentElement as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-over', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('one.jpg'), jpeg('two.jpg')], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-over', 'false');
    expect(await uploadLines().findByText('one.jpg uploaded')).toBeInTheDocument();
    expect(await uploadLines().findByText('two.jpg uploaded')).toBeInTheDocument();
    expect(gallery().getAllByRole('img')).toHaveLength(2);
  });

  it('shows the progress, and does not save until every upload has ended', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the upload, then lets the in-memory API answer it.
    server.use(http.post('/api/admin/media', () => held));
    await openProjects();
    await fillRequired();
    const add = form().getByRole('button', { name: 'Add Project' });
    expect(add).toBeEnabled();
    await userEvent.upload(form().getByLabelText('Upload images'), jpeg('slow.jpg'));
    expect(await uploadLines().findByText('Uploading slow.jpg... 0%')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Image uploads' }).parentElement).toHaveAttribute('aria-busy', 'true');
    expect(add).toBeDisabled();
    release();
    expect(await uploadLines().findByText('slow.jpg uploaded')).toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it.each([413, 415, 422] as const)("says on the file's line why a %i refused it, and adds no image", async (status) => {
    server.use(refusingUploads(status));
    await openProjects();
    await userEvent.upload(form().getByLabelText('Upload images'), jpeg('huge.jpg'));
    expect(await uploadLines().findByText(`Failed to upload huge.jpg: ${MEDIA_REFUSALS_FROM_API[status]}`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Gallery images' })).toBeNull();
  });

  it('ends the session on a 401, keeping the draft', async () => {
    server.use(refusingUploads(401));
    await openProjects();
    await userEvent.type(form().getByLabelText(/^Title/), 'Draft');
    await userEvent.upload(form().getByLabelText('Upload images'), jpeg('late.jpg'));
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Draft')).not.toBeVisible();
    expect(screen.getByText('Failed to upload late.jpg: Invalid or expired token')).not.toBeVisible();
  });
});
