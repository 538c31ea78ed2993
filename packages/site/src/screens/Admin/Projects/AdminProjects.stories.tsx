import type { Meta } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DRAFT_PROJECT, MEDIA_REFUSALS_FROM_API, refusingUploads } from '../../../mocks/adminMocks';
import type { StoryCanvas } from '../../shared/screenStory';
import { AdminRoute } from '../AdminRoute';
import { ADMIN_DOCS, type AdminStory, adminStoryMeta, answeredBy, clickConfirmed, expectEnabledOnceTyped, imageFile, listFailingAt, loggedInWithDrafts, refusedAt } from '../adminStory';

export default {
  title: 'Screens/Admin/Projects',
  component: AdminRoute,
  ...adminStoryMeta(`The projects tab: list, add / edit form, delete. ${ADMIN_DOCS}`, 'projects'),
} satisfies Meta<typeof AdminRoute>;

async function fillRequired(canvas: StoryCanvas, title: string) {
  await userEvent.type(await canvas.findByLabelText(/^Title/), title);
  await userEvent.type(canvas.getByLabelText(/^Description/), 'Made in a story');
  await userEvent.type(canvas.getByLabelText(/^Date/), '2026-03-01');
}

export const Simple: AdminStory = { args: { variant: 'simple' } };

/** Add needs title, description and date; a new project is software / in-progress; it is then listed. */
export const Clean: AdminStory = {
  play: async ({ canvas }) => {
    await canvas.findByText('Pocket Oscilloscope');
    const add = canvas.getByRole('button', { name: 'Add Project' });
    await expect(add).toBeDisabled();
    await expect(canvas.getByLabelText('Type')).toHaveValue('software');
    await expect(canvas.getByLabelText('Status')).toHaveValue('in-progress');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Story Project');
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Made in a story');
    await expectEnabledOnceTyped(add, canvas.getByLabelText(/^Date/), '2026-03-01');
    await userEvent.type(canvas.getByLabelText('Tech (comma-separated)'), 'React, , Vite ');
    await userEvent.click(add);
    await expect(await canvas.findByText('Project saved')).toBeInTheDocument();
    await expect(await canvas.findByText('Story Project')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('');
  },
};

/** Edit loads a project into the form (edit mode); Cancel returns to add mode. */
export const EditMode: AdminStory = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Pocket Oscilloscope' }));
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Pocket Oscilloscope');
    await expect(canvas.getByLabelText('Tech (comma-separated)')).toHaveValue('STM32, C');
    await expect(canvas.getByRole('button', { name: 'Update Project' })).toBeEnabled();
    await userEvent.clear(canvas.getByLabelText(/^Description/));
    await expect(canvas.getByRole('button', { name: 'Update Project' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Add Project' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('');
  },
};

export const SaveFailed: AdminStory = {
  parameters: refusedAt('/api/admin/projects', 500),
  play: async ({ canvas }) => {
    await fillRequired(canvas, 'Doomed Project');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Project' }));
    await expect(await canvas.findByText('Failed to save project')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Doomed Project');
  },
};

export const UpdateAndDeleteFailed: AdminStory = {
  args: { variant: 'simple' },
  parameters: refusedAt('/api/admin/projects', 500),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Terminal Portfolio' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Project' }));
    await expect(await canvas.findByText('Failed to update project')).toBeInTheDocument();
    await clickConfirmed(canvas.getByRole('button', { name: 'Delete Pocket Oscilloscope' }), 'Are you sure you want to delete this project?');
    await expect(await canvas.findByText('Failed to delete project')).toBeInTheDocument();
  },
};

export const Deleted: AdminStory = {
  play: async ({ canvas }) => {
    await clickConfirmed(await canvas.findByRole('button', { name: 'Delete Pocket Oscilloscope' }));
    await expect(await canvas.findByText('Project deleted')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Pocket Oscilloscope')).toBeNull());
  },
};

export const LoadFailed: AdminStory = {
  parameters: listFailingAt('/api/projects', 503),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load projects: 503')).toBeInTheDocument();
  },
};

/** On a phone the form and the list stack in one column. */
export const Phone: AdminStory = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Terminal Portfolio' }));
    await expect(canvas.getByRole('button', { name: 'Update Project' })).toBeEnabled();
  },
};

const gallery = (canvas: StoryCanvas) => within(canvas.getByRole('list', { name: 'Gallery images' }));
const uploadLines = (canvas: StoryCanvas) => within(canvas.getByRole('list', { name: 'Image uploads' }));

/**
 * Images: several uploaded at once (a line each, then a thumbnail each), one dropped on the zone,
 * one typed; described, reordered with the buttons; the project is saved with all of them.
 */
export const Images: AdminStory = {
  play: async ({ canvas }) => {
    await fillRequired(canvas, 'Gallery Project');
    await userEvent.upload(canvas.getByLabelText('Upload images'), [imageFile('front.jpg'), imageFile('back.jpg')]);
    await expect(await uploadLines(canvas).findByText('front.jpg uploaded')).toBeInTheDocument();
    await expect(await uploadLines(canvas).findByText('back.jpg uploaded')).toBeInTheDocument();
    const zone = canvas.getByText('or drop images here').parentElement as HTMLElement;
    const dropped = new DataTransfer();
    dropped.items.add(imageFile('detail.jpg'));
    // The browser's own drop event (Testing Library's would copy the DataTransfer's own properties: none).
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }));
    await expect(await uploadLines(canvas).findByText('detail.jpg uploaded')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Images (comma-separated URLs)'), '/demo/cover-music.svg');
    await userEvent.click(canvas.getByRole('button', { name: 'Add URLs' }));
    await waitFor(() => expect(gallery(canvas).getAllByRole('img')).toHaveLength(4));
    await userEvent.type(gallery(canvas).getByLabelText('Alt text for image 4'), 'The album cover');
    await userEvent.click(gallery(canvas).getByRole('button', { name: 'Move image 4 up' }));
    await expect(gallery(canvas).getByLabelText('Alt text for image 3')).toHaveValue('The album cover');
    await expect(gallery(canvas).getByRole('button', { name: 'Move image 3 up' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Project' }));
    await expect(await canvas.findByText('Project saved')).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Gallery Project' }));
    await expect(gallery(canvas).getByLabelText('Alt text for image 3')).toHaveValue('The album cover');
    await expect(gallery(canvas).getByText('/demo/cover-music.svg')).toBeInTheDocument();
  },
};

/** A project's gallery in edit mode: its uploaded image with its alt text; Remove takes it out. */
export const ImagesEditing: AdminStory = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Terminal Portfolio' }));
    await expect(gallery(canvas).getByLabelText('Alt text for image 1')).toHaveValue('The home terminal, mid-command');
    await userEvent.click(gallery(canvas).getByRole('button', { name: 'Remove image 1' }));
    await expect(canvas.queryByRole('list', { name: 'Gallery images' })).toBeNull();
    await expect(canvas.getByLabelText('Images (comma-separated URLs)')).toHaveFocus();
  },
};

/** An upload on its way: its line shows the progress, and the project cannot be saved until it ends. */
export const ImageUploading: AdminStory = {
  parameters: answeredBy(
    http.post('/api/admin/media', async () => {
      await delay('infinite');
    }),
  ),
  play: async ({ canvas }) => {
    await fillRequired(canvas, 'Waiting Project');
    await userEvent.upload(canvas.getByLabelText('Upload images'), imageFile('slow.jpg'));
    await expect(await uploadLines(canvas).findByText(/^(Uploading slow\.jpg\.\.\. \d+%|Processing slow\.jpg\.\.\.)$/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add Project' })).toBeDisabled();
  },
};

/** A refused upload says why on its line (here the API's 415), and adds no image. */
export const ImageUploadRefused: AdminStory = {
  parameters: answeredBy(refusingUploads(415)),
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Upload images'), imageFile('scan.jpg'));
    await expect(await uploadLines(canvas).findByText(`Failed to upload scan.jpg: ${MEDIA_REFUSALS_FROM_API[415]}`)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Gallery images' })).toBeNull();
  },
};

/** A draft project: marked, with Open draft and Publish; Edit shows its Draft checkbox ticked. */
export const Drafts: AdminStory = {
  beforeEach: loggedInWithDrafts,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(DRAFT_PROJECT.title)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: `Open draft ${DRAFT_PROJECT.title}` })).toHaveAttribute('href', `/projects/${DRAFT_PROJECT.id}`);
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${DRAFT_PROJECT.title}` }));
    await expect(within(canvas.getByRole('form', { name: 'Edit project' })).getByRole('checkbox', { name: 'Draft' })).toBeChecked();
  },
};
