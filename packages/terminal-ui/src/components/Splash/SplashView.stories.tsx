import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FAILED_MESSAGE, ONLINE_MESSAGE, splashContextAt, splashMachine } from '../../machines/splashMachine';
import { splashViewProps } from './splashViewProps';
import { SplashView } from './SplashView';

type Pinned = Parameters<typeof splashMachine.resolveState>[0];

/** The view's props for a machine state, pinned the way the machine documents it. */
const at = (state: Pinned) => splashViewProps(splashMachine.resolveState(state));

const meta = {
  title: 'Splash/SplashView',
  component: SplashView,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The boot screen drawn from `splashMachine`\'s context (`splashViewProps(snapshot)`): the version ' +
          '`portfolio system v2.1.3`, the steps so far (`[ OK ]` done, `[ .. ]` under way), a progress bar ' +
          '(`role="progressbar"` with its value), and the closing line — `System online - Welcome!`, or ' +
          '`Boot sequence complete` on error — announced as a status. `fading` fades it out over 0.5 s ' +
          '(at once under reduced motion). Each story pins one machine state.',
      },
      story: { inline: false, height: '360px' },
    },
  },
  args: at({ value: { boot: 'starting' }, context: splashContextAt(-1) }),
} satisfies Meta<typeof SplashView>;

export default meta;
type Story = StoryObj<typeof meta>;

const progressOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar', { name: 'Boot progress' });

/** The ~500 ms before the first step: version only. */
export const Starting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('portfolio system v2.1.3')).toBeInTheDocument();
    await expect(progressOf(canvasElement)).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Step1InitializingCoreSystems: Story = {
  args: at({ value: { boot: 'booting' }, context: splashContextAt(0) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Initializing core systems/)).toBeInTheDocument();
    await expect(progressOf(canvasElement)).toHaveAttribute('aria-valuenow', '20');
  },
};

export const Step2LoadingFontResources: Story = {
  args: at({ value: { boot: 'booting' }, context: splashContextAt(1) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Loading font resources/)).toBeInTheDocument();
    await expect(progressOf(canvasElement)).toHaveAttribute('aria-valuenow', '45');
    // The fill jumps to each step's value: a transition of it would have the browser render every
    // frame of the boot on the main thread (Splash.module.css).
    const fill = progressOf(canvasElement).firstElementChild;
    await expect(fill && getComputedStyle(fill).transitionDuration).toBe('0s');
    await expect(fill && getComputedStyle(fill).transform).toBe('matrix(0.45, 0, 0, 1, 0, 0)');
  },
};

export const Step3EstablishingApiConnections: Story = {
  args: at({ value: { boot: 'booting' }, context: splashContextAt(2) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Establishing API connections/)).toBeInTheDocument();
    await expect(progressOf(canvasElement)).toHaveAttribute('aria-valuenow', '78');
  },
};

export const Step4FinalizingBootSequence: Story = {
  args: at({ value: { boot: 'booting' }, context: splashContextAt(3) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Finalizing boot sequence/)).toBeInTheDocument();
    await expect(progressOf(canvasElement)).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Done: every step OK and the welcome line, just before the fade. */
export const Online: Story = {
  args: at({ value: { boot: 'online' }, context: { ...splashContextAt(3), message: ONLINE_MESSAGE } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('System online - Welcome!');
    await expect(canvas.getAllByText('[ OK ]')).toHaveLength(4);
  },
};

/** On error: `Boot sequence complete`, then it closes. */
export const Failed: Story = {
  args: at({ value: 'failed', context: { ...splashContextAt(1), message: FAILED_MESSAGE } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Boot sequence complete');
  },
};

/** Done, in the light theme. */
export const OnlineLightTheme: Story = { ...Online, globals: { theme: 'light' } };
