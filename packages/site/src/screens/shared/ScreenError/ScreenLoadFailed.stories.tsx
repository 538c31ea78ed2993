import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenLoadFailed } from './ScreenLoadFailed';
import screenLoadFailedDocs from './ScreenLoadFailed.docs.md?raw';

const meta = {
  title: 'Screens/ScreenLoadFailed',
  component: ScreenLoadFailed,
  parameters: { layout: 'fullscreen', docs: { description: { component: screenLoadFailedDocs } } },
  args: { message: 'Failed to fetch dynamically imported module: https://example.com/assets/ArtRoute-abc123.js' },
} satisfies Meta<typeof ScreenLoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message names the failure; the page offers a reload and the way home. */
export const ChunkMissing: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This screen could not be loaded: Failed to fetch dynamically imported module');
    await expect(canvas.getByRole('button', { name: 'reload' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'cd ~' })).toHaveAttribute('href', '/');
  },
};

/** Light theme, and a message far wider than the screen: it wraps instead of scrolling sideways. */
export const LightLongMessage: Story = {
  parameters: { themes: { themeOverride: 'light' } },
  args: { message: `Failed to fetch dynamically imported module: https://example.com/assets/${'VeryLongChunkName'.repeat(20)}.js` },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};
