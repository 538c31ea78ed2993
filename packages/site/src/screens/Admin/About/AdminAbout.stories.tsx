import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { configOf, siteConfigLoader } from '../../../data/siteConfig';
import { AdminRoute } from '../AdminRoute';
import { ADMIN_DOCS, type AdminStory, adminStoryMeta, refusedAt } from '../adminStory';

export default {
  title: 'Screens/Admin/About',
  component: AdminRoute,
  ...adminStoryMeta(`The about tab (clean admin only). ${ADMIN_DOCS}`, 'about'),
} satisfies Meta<typeof AdminRoute>;

/** The simple admin's about tab has no content. */
export const Simple: AdminStory = {
  args: { variant: 'simple' },
  play: ({ canvas }) => expect(canvas.getByRole('tabpanel', { name: 'about' })).toBeEmptyDOMElement(),
};

/** Every config field; the lists one item per line; saving updates what every screen reads. */
export const Clean: AdminStory = {
  play: async ({ canvas }) => {
    const focus = await canvas.findByLabelText('Current focus (one per line)');
    await expect(focus).toHaveValue('A greenhouse controller\nA RISC-V simulator');
    await expect(canvas.getByLabelText('Owner name')).toHaveValue('Riley Chen');
    await expect(canvas.getByLabelText('Spotify URL')).toHaveValue('https://open.spotify.com/user/riley-chen-example');
    const tagline = canvas.getByLabelText('Quick overview tagline');
    await userEvent.clear(tagline);
    await userEvent.type(tagline, 'Saved from a story');
    await userEvent.click(canvas.getByRole('button', { name: 'Save About Config' }));
    await expect(await canvas.findByText('About config saved')).toBeInTheDocument();
    await expect(configOf(siteConfigLoader.peek())).toMatchObject({ quickviewTagline: 'Saved from a story', ownerName: 'Riley Chen' });
  },
};

/** A refused save names the field the server objected to. */
export const SaveFailed: AdminStory = {
  parameters: refusedAt('/api/admin/config', 400, 'linkedinUrl: must be an http(s):// URL, or empty'),
  play: async ({ canvas }) => {
    const linkedin = await canvas.findByLabelText('LinkedIn URL');
    await userEvent.clear(linkedin);
    await userEvent.type(linkedin, 'not a url');
    await userEvent.click(canvas.getByRole('button', { name: 'Save About Config' }));
    await expect(await canvas.findByText('Failed to save about config')).toBeInTheDocument();
    await expect(canvas.getByText('linkedinUrl: must be an http(s):// URL, or empty')).toBeInTheDocument();
    await expect(linkedin).toHaveValue('not a url');
  },
};
