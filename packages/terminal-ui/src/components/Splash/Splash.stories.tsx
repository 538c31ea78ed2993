import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { splashMachine } from '../../machines/splashMachine';
import { Splash } from './Splash';

// The fade delay outlasts the 0.5 s CSS fade, so a finished story is never caught mid-fade.
const fast = { initialDelay: 100, stepDelay: 150, onlineDelay: 400, fadeDuration: 700 };

const meta = {
  title: 'Splash/Splash',
  component: Splash,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The boot screen, live: runs `splashMachine` (pass `machine={splashMachine.provide({ actors: { warmUp } })}` ' +
          'to warm the API up; its failures are tolerated) and calls `onDone` once it has faded out. A click, ' +
          'Escape or Enter skips to the fade unless `skippable={false}` (the key does nothing else); other keys ' +
          'pass through to the page, where the command line waits. These stories use shortened delays.',
      },
      story: { inline: false, height: '360px' },
    },
  },
  args: { onDone: fn(), machine: splashMachine.provide({ delays: fast }) },
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole sequence: four steps, the welcome line, the fade, then `onDone`. */
export const FullBoot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/Loading font resources/)).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('System online - Welcome!'));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

/** The warm-up call fails: the boot carries on as if nothing happened. */
export const WarmUpFails: Story = {
  args: {
    machine: splashMachine.provide({
      delays: fast,
      actors: { warmUp: fromPromise(() => Promise.reject(new Error('API down'))) },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('System online - Welcome!'));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

/** A click skips straight to the fade. */
export const Skipped: Story = {
  args: { machine: splashMachine.provide({ delays: { ...fast, stepDelay: 60_000 } }) },
  play: async ({ canvasElement, args }) => {
    const splash = within(canvasElement).getByTestId('splash');
    await userEvent.click(splash);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

/** Typing does not end the boot (the keys go to the page, for the prompt that follows); Escape does. */
export const TypingThenEscape: Story = {
  args: { machine: splashMachine.provide({ delays: { ...fast, stepDelay: 60_000 } }) },
  play: async ({ canvasElement, args }) => {
    const splash = within(canvasElement).getByTestId('splash');
    await waitFor(() => expect(splash).toHaveTextContent('Initializing core systems'));
    await userEvent.keyboard('help');
    await expect(splash).not.toHaveAttribute('data-fading');
    await expect(splash).toHaveTextContent('portfolio system v2.1.3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};
