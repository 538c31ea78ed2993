import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prompt } from './Prompt';

const meta = {
  title: 'Terminal/Prompt',
  component: Prompt,
  parameters: {
    docs: {
      description: {
        component: 'The shell prompt `user@host:path$` that opens every terminal line. Colours come from the theme.',
      },
    },
  },
  args: { user: 'portfolio', host: 'localhost', path: '~' },
} satisfies Meta<typeof Prompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('prompt')).toHaveTextContent('portfolio@localhost:~$');
  },
};

export const InsideArtCategory: Story = { args: { path: '~/art/music' } };
