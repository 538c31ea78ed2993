import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** The skills as groups of items: add, rename, reorder and remove; the JSON the form saves follows each edit. */
export const SkillsAsGroups: AdminStory = {
  play: async ({ canvas }) => {
    const skills = within(await canvas.findByRole('group', { name: 'Skills' }));
    const group = within(skills.getByRole('group', { name: 'Group 1' }));
    await expect(group.getByLabelText('Group name')).toHaveValue('languages');
    await userEvent.click(group.getByRole('button', { name: 'Add item' }));
    await userEvent.keyboard('Zig');
    await userEvent.click(group.getByRole('button', { name: 'Move item 4 up' }));
    await expect(group.getByRole('button', { name: 'Move item 3 up' })).toHaveFocus();
    await userEvent.click(skills.getByRole('button', { name: 'Add group' }));
    await userEvent.type(within(skills.getByRole('group', { name: 'Group 2' })).getByRole('textbox', { name: 'Item 1' }), 'English');
    await userEvent.click(skills.getByRole('button', { name: 'Edit as JSON' }));
    await expect(skills.getByLabelText('Skills (JSON object)')).toHaveValue('{"languages":["C","Rust","Zig","TypeScript"],"New group":["English"]}');
    await userEvent.click(skills.getByRole('button', { name: 'Edit as groups' }));
    await expect(skills.getByRole('group', { name: 'Group 2' })).toBeInTheDocument();
  },
};

/** The JSON view with JSON that is not valid: kept as typed, what is wrong under it, nothing sent. */
export const SkillsJsonError: AdminStory = {
  play: async ({ canvas }) => {
    const skills = within(await canvas.findByRole('group', { name: 'Skills' }));
    await userEvent.click(skills.getByRole('button', { name: 'Edit as JSON' }));
    const json = skills.getByLabelText('Skills (JSON object)');
    await userEvent.type(json, '{backspace}, "tools": ');
    await userEvent.click(skills.getByRole('button', { name: 'Edit as groups' }));
    await expect(json).toHaveValue('{"languages":["C","Rust","TypeScript"], "tools": ');
    await expect(json).toHaveAccessibleDescription(/^Not valid JSON: /);
    await expect(skills.getByRole('button', { name: 'Edit as groups' })).toBeInTheDocument();
  },
};
