import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminRoute } from '../AdminRoute';
import { ADMIN_DOCS, type AdminStory, adminStoryMeta } from '../adminStory';

export default {
  title: 'Screens/Admin/History',
  component: AdminRoute,
  ...adminStoryMeta(
    `Revision history and trash: each post, project and art entry has History (its earlier versions, when each was replaced, a summary, Restore); each of those tabs has a Trash (deleted items for 30 days: Restore, Delete forever). ${ADMIN_DOCS}`,
    'projects',
  ),
} satisfies Meta<typeof AdminRoute>;

/** `/admin`: the projects tab with its trash; History is closed until asked for. */
export const Simple: AdminStory = { args: { variant: 'simple' } };

/** History open on a project; restoring a version says so, and the replaced version heads the list. */
export const RestoreAVersion: AdminStory = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'History of Pocket Oscilloscope' }));
    const history = within(await canvas.findByRole('region', { name: 'History of Pocket Oscilloscope' }));
    await userEvent.click(await history.findByRole('button', { name: 'Restore version 2 of Pocket Oscilloscope' }));
    await expect(await history.findByText(/^Restored project pocket-oscilloscope to its version from before/)).toBeInTheDocument();
    await expect(await history.findByText(/The version before the restore/)).toBeInTheDocument();
  },
};

/** A trashed project whose id another took meanwhile comes back under a fresh one, and says so. */
export const RestoreFromTrash: AdminStory = {
  play: async ({ canvas }) => {
    const trash = within(await canvas.findByRole('list', { name: 'Trash' }));
    await userEvent.click(trash.getByRole('button', { name: 'Restore Old Terminal Portfolio' }));
    await expect(await canvas.findByText('Restored project as terminal-portfolio-2 (terminal-portfolio was taken)')).toBeInTheDocument();
    await expect(await canvas.findByText('Trash is empty')).toBeInTheDocument();
  },
};
