import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoInput } from './demoSession';
import { inBox, liveTerminalArgs } from './storyArgs';
import { Terminal } from './Terminal';

const meta = {
  title: 'Terminal/Terminal: history expansion and command links',
  component: Terminal,
  parameters: {
    docs: {
      description: {
        component:
          '`!!`, `!n` and `!-n` run a history entry again: the echo shows what was typed, then the ' +
          'expanded line as bash prints it, then its output; an entry that does not exist prints bash\'s ' +
          '`!n: event not found`. `input.startupCommand` is a line handed in from outside (the site\'s `?cmd=` ' +
          'links): run once the session is live, or echoed with its `refusal`.',
      },
    },
  },
  decorators: [inBox('22rem')],
  args: {
    input: demoInput({ initialHistory: ['ls', 'whoami', 'cat readme.txt'] }),
    ...liveTerminalArgs(),
  },
} satisfies Meta<typeof Terminal>;

export default meta;
type Story = StoryObj<typeof meta>;

const commandBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Command' });
const log = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('log'));

/** `!2` runs history entry 2 (`whoami`), `!!` the last one; `!9` names no entry. */
export const HistoryExpansion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(commandBox(canvasElement), '!2{Enter}');
    await expect(await log(canvasElement).findByText('!2')).toBeVisible();
    await expect(log(canvasElement).getByText('whoami', { exact: true })).toBeVisible();
    await expect(log(canvasElement).getByText('A computer engineering student who likes shells.')).toBeVisible();
    await userEvent.type(commandBox(canvasElement), '!9{Enter}');
    await expect(await log(canvasElement).findByText('!9: event not found')).toBeVisible();
  },
};

/** A link's line (`?cmd=whoami`) runs once the terminal is live, as if typed. */
export const LinkCommandRun: Story = {
  args: { input: { ...demoInput(), startupCommand: { line: 'whoami' } } },
  play: async ({ canvasElement }) => {
    await expect(await log(canvasElement).findByText('A computer engineering student who likes shells.')).toBeVisible();
    await expect(commandBox(canvasElement)).toHaveValue('');
  },
};

/** A link's line the screen will not run is echoed with why, and nothing runs. */
export const LinkCommandRefused: Story = {
  args: {
    input: {
      ...demoInput(),
      startupCommand: { line: 'theme light', refusal: 'Not run from a link: theme light changes a setting; type it yourself.' },
    },
  },
  play: async ({ canvasElement, args }) => {
    await expect(await log(canvasElement).findByText(/^Not run from a link: theme light changes a setting/)).toBeVisible();
    await expect(log(canvasElement).getByText('theme light')).toBeVisible();
    await expect(args.onThemeChange).not.toHaveBeenCalled();
  },
};
