import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { outputLine, slotSegment } from '../../engine/output';
import { demoInput, DEMO_PLACEHOLDER, DEMO_PROMPT } from '../Terminal/demoSession';
import { Terminal } from '../Terminal/Terminal';
import { SAMPLE_LETTERING, SAMPLE_NAME } from './sampleLettering';
import { Welcome } from './Welcome';

const HINTS = ['help', 'ls', 'cd projects', 'quickview'];
const INTRO = 'Computer Engineering Student. This site is a terminal: type a command, or pick one below.';

const meta = {
  title: 'Terminal/Welcome',
  component: Welcome,
  parameters: {
    docs: {
      description: {
        component:
          'A terminal\'s welcome block (the home\'s, above its first prompt): the name large, a one-line intro and ' +
          'a row of commands to try, each a button that runs its command as if typed. `lettering` holds the name ' +
          'drawn in ASCII-art letters (the site\'s server draws it with figlet); every drawing is in the markup and ' +
          'the stylesheet shows the widest that fits the block\'s width (container queries in steps of 10 ' +
          'columns), or the name as text below 40 columns — a phone\'s width — or without lettering. Screen ' +
          'readers always read the text.',
      },
    },
  },
  args: { name: SAMPLE_NAME, lettering: SAMPLE_LETTERING, intro: INTRO, hints: HINTS, onRun: fn() },
} satisfies Meta<typeof Welcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawings, widest first: the one on one row, then the one with a word per row. */
const drawings = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('pre')];

/** Wide enough for the name on one row (from 50 columns); a hint runs its command. */
export const Wide: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [oneRow, wordPerRow] = drawings(canvasElement);
    await expect(oneRow).toBeVisible();
    await expect(wordPerRow).not.toBeVisible();
    // The text stays for screen readers, out of sight.
    await expect(canvas.getByText(SAMPLE_NAME)).toHaveStyle({ position: 'absolute' });
    await userEvent.click(canvas.getByRole('button', { name: 'help' }));
    await expect(args.onRun).toHaveBeenCalledWith('help');
  },
};

/** The same in the light theme. */
export const WideLight: Story = {
  ...Wide,
  globals: { theme: 'light' },
};

/** 45 columns wide: too narrow for one row, the name drawn a word per row. */
export const Narrow: Story = {
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ width: '45ch', fontFamily: 'var(--font-mono)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [oneRow, wordPerRow] = drawings(canvasElement);
    await expect(oneRow).not.toBeVisible();
    await expect(wordPerRow).toBeVisible();
  },
};

/** A phone's width: the name as text, large; no drawing. */
export const PhoneWidth: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const drawing of drawings(canvasElement)) await expect(drawing).not.toBeVisible();
    await expect(canvas.getByText(SAMPLE_NAME)).not.toHaveStyle({ position: 'absolute' });
    await expect(canvas.getByText(SAMPLE_NAME)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'cd projects' })).toBeVisible();
  },
};

/** The phone's width in the light theme. */
export const PhoneWidthLight: Story = {
  ...PhoneWidth,
  globals: { theme: 'light', viewport: { value: 'mobile1', isRotated: false } },
};

/** A name the font cannot draw (or drawn for someone else): the text, at any width. */
export const WithoutLettering: Story = {
  args: { name: '李 Wei', lettering: [] },
  play: async ({ canvasElement }) => {
    await expect(drawings(canvasElement)).toEqual([]);
    await expect(within(canvasElement).getByText('李 Wei')).toBeVisible();
  },
};

/**
 * In a live terminal, as the home shows it: the block is the log's first line (a `slot` segment the
 * screen draws). A hint runs as if typed; `clear` clears the block like any output.
 */
export const InTerminal: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ height: '30rem' }}>
      <Terminal
        input={demoInput({ initialLines: [outputLine(slotSegment('welcome', SAMPLE_NAME))] })}
        placeholder={DEMO_PLACEHOLDER}
        slots={{ welcome: ({ run }) => <Welcome {...args} onRun={run} /> }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = within(canvas.getByRole('log'));
    await userEvent.click(log.getByRole('button', { name: 'ls' }));
    await expect(canvasElement.querySelector('[data-kind="echo"]')).toHaveTextContent(`${DEMO_PROMPT} ls`);
    await expect(log.getByRole('button', { name: 'readme.txt' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Command' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Command' }), 'clear{Enter}');
    await expect(canvas.queryByTestId('welcome')).toBeNull();
  },
};
