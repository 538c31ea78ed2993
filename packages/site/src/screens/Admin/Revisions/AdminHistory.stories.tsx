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

/** A version opened with View: its text, then a diff against the current text, each changed line signed (+ / −) and named. */
export const ViewAVersion: AdminStory = {
  args: { initialTab: 'writing' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'History of A Short Note' }));
    const history = within(await canvas.findByRole('region', { name: 'History of A Short Note' }));
    await userEvent.click(await history.findByRole('button', { name: 'View version 2 of A Short Note' }));
    const opened = within(await history.findByRole('group', { name: 'Viewing version 2 of A Short Note' }));
    await expect(await opened.findByRole('group', { name: 'This version' })).toHaveTextContent(/content: Short, sweet/);
    await expect(opened.getByText('+ 2 lines only in this version · − 2 lines only in the current text')).toBeInTheDocument();
    const diff = opened.getByRole('group', { name: 'Compared with the current text' });
    await expect(diff.querySelector('ins')).toHaveTextContent('+Only in this version: content: Short, sweet');
    await expect(diff.querySelector('del')).toHaveTextContent('−Only in the current text: content: Short.');
  },
};

/** The same on `/admin`: the light palette keeps the diff's signs and tints readable. */
export const ViewAVersionSimple: AdminStory = {
  args: { variant: 'simple', initialTab: 'projects' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'History of Pocket Oscilloscope' }));
    const history = within(await canvas.findByRole('region', { name: 'History of Pocket Oscilloscope' }));
    await userEvent.click(await history.findByRole('button', { name: 'View version 1 of Pocket Oscilloscope' }));
    await expect(await history.findByText('+ 1 line only in this version · − 4 lines only in the current text')).toBeInTheDocument();
  },
};
