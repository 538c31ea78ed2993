import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Banner } from './Banner';

const WORDS = ['Alex Rivera', 'designer', 'engineer', 'programmer'];

const meta = {
  title: 'Terminal/Banner',
  component: Banner,
  parameters: {
    docs: {
      description: {
        component:
          'The home header\'s animated banner: the last word cycles through `words` ({name}, designer, engineer, ' +
          'programmer) every `intervalMs` (4 s). Honours `prefers-reduced-motion`: no rotation, all words shown ' +
          'at once (`reduceMotion` pins either behaviour). Screen readers hear the whole list once, not every change.',
      },
    },
  },
  args: { words: WORDS, lead: "Hi, I'm" },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on the home page: starts on the name, changes every 4 s. */
export const Default: Story = {
  args: { reduceMotion: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('banner-word')).toHaveTextContent('Alex Rivera');
    await expect(canvas.getByText("Hi, I'm Alex Rivera, designer, engineer, programmer")).toBeInTheDocument();
  },
};

/** A short interval to watch the rotation. */
export const Rotating: Story = {
  args: { intervalMs: 600, reduceMotion: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('banner-word')).toHaveTextContent('designer'));
    await waitFor(() => expect(canvas.getByTestId('banner-word')).toHaveTextContent('engineer'));
  },
};

/** prefers-reduced-motion: nothing moves; every word is shown. */
export const ReducedMotion: Story = {
  args: { reduceMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('banner-word')).toHaveTextContent('Alex Rivera / designer / engineer / programmer');
  },
};

/** Without a lead: just the word. */
export const WordOnly: Story = { args: { lead: undefined, reduceMotion: false } };
