import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import type { StoryCanvas } from '../../shared/screenStory';
import { AdminRoute } from '../AdminRoute';
import { ADMIN_DOCS, adminStoryMeta, listFailingAt, refusedAt } from './adminStory';

const meta = {
  title: 'Screens/Admin/Projects',
  component: AdminRoute,
  ...adminStoryMeta(`The projects tab: list, add / edit form, delete. ${ADMIN_DOCS}`, 'projects'),
} satisfies Meta<typeof AdminRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillRequired(canvas: StoryCanvas, title: string) {
  await userEvent.type(await canvas.findByLabelText(/^Title/), title);
  await userEvent.type(canvas.getByLabelText(/^Description/), 'Made in a story');
  await userEvent.type(canvas.getByLabelText(/^Date/), '2026-03-01');
}

export const Simple: Story = { args: { variant: 'simple' } };

/** Add needs title, description and date; a new project is software / in-progress; it is then listed. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Pocket Oscilloscope');
    const add = canvas.getByRole('button', { name: 'Add Project' });
    await expect(add).toBeDisabled();
    await expect(canvas.getByLabelText('Type')).toHaveValue('software');
    await expect(canvas.getByLabelText('Status')).toHaveValue('in-progress');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Story Project');
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Made in a story');
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Date/), '2026-03-01');
    await expect(add).toBeEnabled();
    await userEvent.type(canvas.getByLabelText('Tech (comma-separated)'), 'React, , Vite ');
    await userEvent.click(add);
    await expect(await canvas.findByText('Project saved')).toBeInTheDocument();
    await expect(await canvas.findByText('Story Project')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('');
  },
};

/** Edit loads a project into the form (edit mode); Cancel returns to add mode. */
export const EditMode: Story = {
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

export const SaveFailed: Story = {
  parameters: refusedAt('/api/admin/projects', 500),
  play: async ({ canvas }) => {
    await fillRequired(canvas, 'Doomed Project');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Project' }));
    await expect(await canvas.findByText('Failed to save project')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Doomed Project');
  },
};

export const UpdateAndDeleteFailed: Story = {
  args: { variant: 'simple' },
  parameters: refusedAt('/api/admin/projects', 500),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Terminal Portfolio' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update Project' }));
    await expect(await canvas.findByText('Failed to update project')).toBeInTheDocument();
    const confirm = spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Pocket Oscilloscope' }));
    await expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this project?');
    await expect(await canvas.findByText('Failed to delete project')).toBeInTheDocument();
    confirm.mockRestore();
  },
};

export const Deleted: Story = {
  play: async ({ canvas }) => {
    const confirm = spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Pocket Oscilloscope' }));
    await expect(await canvas.findByText('Project deleted')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Pocket Oscilloscope')).toBeNull());
    confirm.mockRestore();
  },
};

export const LoadFailed: Story = {
  parameters: listFailingAt('/api/projects', 503),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load projects: 503')).toBeInTheDocument();
  },
};

/** On a phone the form and the list stack in one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Terminal Portfolio' }));
    await expect(canvas.getByRole('button', { name: 'Update Project' })).toBeEnabled();
  },
};
