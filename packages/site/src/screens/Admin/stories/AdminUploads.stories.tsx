import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AdminRoute } from '../AdminRoute';
import { ADMIN_DOCS, adminStoryMeta, refusedAt } from './adminStory';

const meta = {
  title: 'Screens/Admin/Uploads',
  component: AdminRoute,
  ...adminStoryMeta(`The uploads tab: the resume PDF. ${ADMIN_DOCS}`, 'uploads'),
} satisfies Meta<typeof AdminRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'resume.pdf', { type: 'application/pdf' });

export const Simple: Story = { args: { variant: 'simple' } };

/** Upload stays disabled until a file is chosen; the returned URL becomes the resume link. */
export const Clean: Story = {
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
export const Failed: Story = {
  parameters: refusedAt('/api/upload-resume', 400, 'file: only PDF files are accepted'),
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Resume PDF'), pdf());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Upload failed')).toBeInTheDocument();
    await expect(canvas.getByText('file: only PDF files are accepted')).toBeInTheDocument();
  },
};
