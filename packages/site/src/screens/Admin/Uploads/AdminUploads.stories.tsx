import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BACKUP_PATH } from '@portfolio/contracts/backup';
import { failingList, refusingMediaDelete } from '../../../mocks/adminMocks';
import { AdminRoute } from '../AdminRoute';
import { ADMIN_DOCS, type AdminStory, adminStoryMeta, answeredBy, clickConfirmed, refusedAt } from '../adminStory';
import { wholeText } from '../testing/wholeText';

export default {
  title: 'Screens/Admin/Uploads',
  component: AdminRoute,
  ...adminStoryMeta(`The uploads tab: the resume PDF, and the media library (every uploaded image; unused ones can be deleted). ${ADMIN_DOCS}`, 'uploads'),
} satisfies Meta<typeof AdminRoute>;

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'resume.pdf', { type: 'application/pdf' });

export const Simple: AdminStory = { args: { variant: 'simple' } };

/** Upload stays disabled until a file is chosen; the returned URL becomes the resume link. */
export const Clean: AdminStory = {
  play: async ({ canvas }) => {
    const upload = canvas.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    const picker = canvas.getByLabelText('Resume PDF');
    await expect(picker).toHaveAttribute('accept', 'application/pdf,.pdf');
    await userEvent.upload(picker, pdf());
    await expect(upload).toBeEnabled();
    await userEvent.click(upload);
    await expect(await canvas.findByText('Upload complete')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '/uploads/0123456789abcdef0123456789abcdef.pdf' })).toBeInTheDocument();
  },
};

/** The server refuses: "Upload failed" (the clean admin adds the server's reason). */
export const Failed: AdminStory = {
  parameters: refusedAt('/api/upload-resume', 400, 'file: only PDF files are accepted'),
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Resume PDF'), pdf());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Upload failed')).toBeInTheDocument();
    await expect(canvas.getByText('file: only PDF files are accepted')).toBeInTheDocument();
  },
};

/** The media library: each image with its thumbnail, size, date and use; an unused one is deleted after the confirm. */
export const MediaLibrary: AdminStory = {
  play: async ({ canvas }) => {
    const library = within(await canvas.findByRole('list', { name: 'Media' }));
    await expect(canvas.getByRole('heading', { name: 'Media (3)' })).toBeInTheDocument();
    await expect(library.getByText(wholeText('2400×1600 · 403 KB · 2026-03-02 · In use'))).toBeInTheDocument();
    await expect(library.getAllByRole('button', { name: /^Delete / })).toHaveLength(2);
    await clickConfirmed(library.getByRole('button', { name: 'Delete ABCDEFGHIJKLMNOPQRSTUV_1200x900_1200.png' }), 'Are you sure you want to delete this image?');
    await expect(await canvas.findByText('Image deleted')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Media (2)' })).toBeInTheDocument());
  },
};

/** An image that came into use since the list loaded: the server refuses (409) and says where it is used. */
export const MediaDeleteRefused: AdminStory = {
  parameters: answeredBy(refusingMediaDelete('Image still in use by post a-short-note')),
  play: async ({ canvas }) => {
    const library = within(await canvas.findByRole('list', { name: 'Media' }));
    await clickConfirmed(library.getByRole('button', { name: 'Delete 0123456789-_abcdefghij_640x480_640.jpg' }));
    await expect(await canvas.findByText('Failed to delete image')).toBeInTheDocument();
    await expect(canvas.getByText('Image still in use by post a-short-note')).toBeInTheDocument();
  },
};

/** The simple admin puts the reason after the message. */
export const MediaDeleteRefusedSimple: AdminStory = {
  args: { variant: 'simple' },
  parameters: answeredBy(refusingMediaDelete('Image still in use by the music cover')),
  play: async ({ canvas }) => {
    const library = within(await canvas.findByRole('list', { name: 'Media' }));
    await clickConfirmed(library.getByRole('button', { name: 'Delete 0123456789-_abcdefghij_640x480_640.jpg' }));
    await expect(await canvas.findByText('Failed to delete image: Image still in use by the music cover')).toBeInTheDocument();
  },
};

/** "Download backup" when the server cannot make the archive: the failure, and the server's reason. */
export const BackupFailed: AdminStory = {
  parameters: answeredBy(failingList(BACKUP_PATH, 503, 'Database unavailable')),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download backup' }));
    await expect(await canvas.findByText('Failed to download backup')).toBeInTheDocument();
    await expect(canvas.getByText('Database unavailable')).toBeInTheDocument();
  },
};
