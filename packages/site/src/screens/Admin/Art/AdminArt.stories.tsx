import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StoryCanvas } from '../../shared/screenStory';
import { AdminRoute } from '../AdminRoute';
import { MEDIA_REFUSALS_FROM_API, refusingUploads } from '../../../mocks/adminMocks';
import { ADMIN_DOCS, type AdminStory, adminStoryMeta, answeredBy, clickConfirmed, expectEnabledOnceTyped, expectSavedAndShown, imageFile, listFailingAt, refusedAt } from '../adminStory';

export default {
  title: 'Screens/Admin/Art',
  component: AdminRoute,
  ...adminStoryMeta(`The art tab: covers, adding entries, detail and review editing, delete. ${ADMIN_DOCS}`, 'art'),
} satisfies Meta<typeof AdminRoute>;

/** Simple: Set cover stays disabled while its URL is empty; Add Entry needs title, creator and date. */
export const Simple: AdminStory = {
  args: { variant: 'simple' },
  play: async ({ canvas }) => {
    await expectEnabledOnceTyped(canvas.getByRole('button', { name: 'Set books cover' }), canvas.getByLabelText('books cover URL'), '/covers/books.png');
    await expect(canvas.getByRole('button', { name: 'Add Entry' })).toBeDisabled();
    await expect(canvas.queryByText('Please fill in title, creator, and date')).toBeNull();
    await expect(await canvas.findByText(/^A record made almost entirely.{50,}\.\.\.$/)).toBeInTheDocument();
  },
};

/** Clean: an empty cover URL and a half-filled entry are named, not only disabled. */
export const Clean: AdminStory = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set books cover' }));
    await expect(await canvas.findByText('Please enter a cover URL')).toBeInTheDocument();
    const form = within(canvas.getByRole('form', { name: 'Add art entry' }));
    await userEvent.type(form.getByLabelText(/^Title/), 'Blade Runner');
    await expect(form.getByRole('button', { name: 'Add Entry' })).toBeDisabled();
    await expect(form.getByText('Please fill in title, creator, and date')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText(/^Creator/), 'Ridley Scott');
    await userEvent.type(form.getByLabelText(/^Date/), '2026-03-03');
    await userEvent.selectOptions(form.getByLabelText('Kind'), 'movies');
    await userEvent.type(form.getByLabelText('Review (optional)'), 'Rain, neon and a question.');
    await expectSavedAndShown(canvas, form.getByRole('button', { name: 'Add Entry' }), 'Entry added', 'Rain, neon and a question.');
  },
};

/** Detail mode and review mode, one at a time; the review editor starts blank. */
export const Editing: AdminStory = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit details of Currents' }));
    const details = within(canvas.getByRole('form', { name: 'Edit details of Currents' }));
    await userEvent.clear(details.getByLabelText(/^Creator/));
    await userEvent.click(details.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByText('Please fill in title, creator, and date')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit review of Currents' }));
    await expect(canvas.queryByRole('form', { name: 'Edit details of Currents' })).toBeNull();
    const review = within(canvas.getByRole('form', { name: 'Edit review of Currents' }));
    await expect(review.getByLabelText('Review')).toHaveValue('');
    await expect(review.getByRole('button', { name: 'Save review' })).toBeDisabled();
    await userEvent.type(review.getByLabelText('Review'), 'Better on the second listen.');
    await expectSavedAndShown(canvas, review.getByRole('button', { name: 'Save review' }), 'Review saved', 'Better on the second listen.');
  },
};

/** An uploaded image fills the cover URL; Set makes it the cover. */
export const CoverUpload: AdminStory = {
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Upload books cover'), imageFile('dune.jpg'));
    await expect(await canvas.findByText('dune.jpg uploaded')).toBeInTheDocument();
    await expect(canvas.getByLabelText('books cover URL')).toHaveValue('/media/upload0000000000000001_1600x1200_1600.jpg');
    await userEvent.click(canvas.getByRole('button', { name: 'Set books cover' }));
    await expect(await canvas.findByText('books cover set')).toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: 'Current books cover' })).toBeInTheDocument();
  },
};

/** A refused cover upload says why (here the API's 413) and leaves the URL field alone. */
export const CoverUploadRefused: AdminStory = {
  args: { variant: 'simple' },
  parameters: answeredBy(refusingUploads(413)),
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Upload music cover'), imageFile('poster.jpg'));
    await expect(await canvas.findByText(`Failed to upload poster.jpg: ${MEDIA_REFUSALS_FROM_API[413]}`)).toBeInTheDocument();
    await expect(canvas.getByLabelText('music cover URL')).toHaveValue('');
  },
};

export const CoverFailed: AdminStory = {
  parameters: refusedAt('/api/art', 500),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('music cover URL'), '/covers/music.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Set music cover' }));
    await expect(await canvas.findByText('Failed to set music cover')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear shows cover' }));
    await expect(await canvas.findByText('Failed to clear shows cover')).toBeInTheDocument();
  },
};

/** Add, save details, save review and delete, each refused: the four messages in that order. */
async function failEachOperation(canvas: StoryCanvas, messages: readonly [string, string, string, string]) {
  const form = within(canvas.getByRole('form', { name: 'Add art entry' }));
  await userEvent.type(form.getByLabelText(/^Title/), 'Doomed');
  await userEvent.type(form.getByLabelText(/^Creator/), 'Nobody');
  await userEvent.type(form.getByLabelText(/^Date/), '2026-01-01');
  await userEvent.click(form.getByRole('button', { name: 'Add Entry' }));
  await expect(await canvas.findByText(messages[0])).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Edit details of Dune' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
  await expect(await canvas.findByText(messages[1])).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Edit review of Dune' }));
  await userEvent.type(canvas.getByLabelText('Review'), 'Lost.');
  await userEvent.click(canvas.getByRole('button', { name: 'Save review' }));
  await expect(await canvas.findByText(messages[2])).toBeInTheDocument();
  await clickConfirmed(canvas.getByRole('button', { name: 'Delete Dune' }), 'Are you sure you want to delete this entry?');
  await expect(await canvas.findByText(messages[3])).toBeInTheDocument();
}

/** The clean admin's wording of the entry failures. */
export const EntryFailedClean: AdminStory = {
  parameters: refusedAt('/api/admin/art', 500),
  play: ({ canvas }) =>
    failEachOperation(canvas, ['Failed to add entry', 'Failed to save entry details', 'Failed to save review', 'Failed to delete entry']),
};

/** The simple admin's wording of the entry failures. */
export const EntryFailedSimple: AdminStory = {
  args: { variant: 'simple' },
  parameters: refusedAt('/api/admin/art', 500),
  play: ({ canvas }) =>
    failEachOperation(canvas, ['Failed to save entry', 'Failed to update entry', 'Failed to save review', 'Failed to remove']),
};

/** The art data cannot load: both sections say so with the status, and no cover is claimed missing. */
export const LoadFailed: AdminStory = {
  parameters: listFailingAt('/api/art', 500),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Failed to load art data: 500')).toHaveLength(2));
    // Whether a cover is set is unknown, so the covers do not claim there is none.
    await expect(canvas.getAllByText('Cover unknown: the art data did not load')).toHaveLength(4);
    await expect(canvas.queryByText(/^No cover set for/)).toBeNull();
  },
};

export const Phone: AdminStory = {
  args: { variant: 'simple' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
