import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { textLine } from '../../engine/output';
import { demoInput } from '../Terminal/demoSession';
import { inBox, liveTerminalArgs } from '../Terminal/storyArgs';
import { DeferredTerminal, type SessionDriverLoader } from './DeferredTerminal';
import { SessionDriver } from './SessionDriver';

const never: SessionDriverLoader = () => new Promise(() => {});

const header = (
  <p>
    Found 2 projects: <a href="#one">one.md</a>, <a href="#two">two.md</a>
  </p>
);

const meta = {
  title: 'Terminal/DeferredTerminal',
  component: DeferredTerminal,
  parameters: {
    docs: {
      description: {
        component:
          'A `Terminal` whose machine (XState and the command runner) is fetched after the screen has painted. ' +
          'Until it arrives the header, the initial lines and the prompt show, and the input already takes keys: ' +
          'the text and an Enter pressed meanwhile (after which the input is busy, as while a command runs), and the ' +
          'keys typed after it, go to the machine when it arrives and run in order (a link they open opens, a page they go to is left), and the same view comes alive. The header stays clickable; the input ' +
          'takes the focus unless the visitor has focused something else. Used by the projects, about, art and ' +
          'writing screens, whose content is the header. With `loadWhen="reached"` (the site\'s phones) the machine is ' +
          'fetched only when the visitor reaches for the command line: a touch on it, or a key.',
      },
    },
  },
  decorators: [inBox('16rem')],
  args: {
    input: demoInput({ initialLines: [textLine('Welcome to the demo', 'muted')] }),
    header,
    ...liveTerminalArgs(),
  },
} satisfies Meta<typeof DeferredTerminal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the machine loads (here: forever): content and prompt in place; a command typed and entered waits, the input busy. */
export const Loading: Story = {
  args: { load: never },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'one.md' })).toBeVisible();
    await expect(canvas.getByText('Welcome to the demo')).toBeVisible();
    const command = canvas.getByRole('textbox', { name: 'Command' });
    await userEvent.type(command, 'ls{Enter}');
    await expect(command).toHaveValue('ls');
    await expect(command).toBeDisabled();
  },
};

/** The machine has arrived: the same view, now live. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Command' });
    await waitFor(() => expect(input).toBeEnabled());
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'whoami{Enter}');
    await expect(await canvas.findByText('A computer engineering student who likes shells.')).toBeVisible();
  },
};

/** Lets the machine arrive when the play function says (`arrive`). */
function heldLoader(): { load: SessionDriverLoader; arrive: () => void } {
  let arrive: () => void = () => undefined;
  const load: SessionDriverLoader = () => new Promise((resolve) => (arrive = () => resolve(SessionDriver)));
  return { load, arrive: () => arrive() };
}

const held = heldLoader();

/** Three lines typed while the machine loads: the later ones wait behind the busy input; all run, in order, once it arrives, and `github` opens its link. */
export const KeysTypedAhead: Story = {
  args: { load: held.load },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const command = canvas.getByRole('textbox', { name: 'Command' });
    await userEvent.type(command, 'whoami{Enter}');
    await expect(command).toBeDisabled();
    await userEvent.keyboard('contact{Enter}github{Enter}he');
    await expect(command).toHaveValue('whoami');
    held.arrive();
    await waitFor(() => expect(command).toHaveValue('he'));
    const log = canvas.getByRole('log', { name: 'Terminal output' });
    await expect(log).toHaveTextContent(
      'Welcome to the demo' +
        'portfolio@localhost:~$ whoamiA computer engineering student who likes shells.' +
        'portfolio@localhost:~$ contactemail: owner@example.com' +
        'portfolio@localhost:~$ github',
    );
    await expect(args.onOpenUrl).toHaveBeenCalledWith('https://github.com/');
  },
};

/** Counts the loads, for the story below. */
let phoneLoads = 0;
const countedLoad: SessionDriverLoader = () => {
  phoneLoads += 1;
  return Promise.resolve(SessionDriver);
};

/** As on a phone (`loadWhen="reached"`): reading and tapping a link fetch nothing; touching the command line fetches the machine, and it comes alive. */
export const LoadsWhenReached: Story = {
  args: { load: countedLoad, loadWhen: 'reached' },
  play: async ({ canvasElement }) => {
    phoneLoads = 0;
    const canvas = within(canvasElement);
    const command = canvas.getByRole('textbox', { name: 'Command' });
    // A finger on a link (not followed here: the story would leave its page).
    canvas.getByRole('link', { name: 'one.md' }).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    await expect(command.closest('[data-pending]')).not.toBeNull();
    await expect(phoneLoads).toBe(0);
    await userEvent.click(command);
    await waitFor(() => expect(command.closest('[data-pending]')).toBeNull());
    await expect(phoneLoads).toBe(1);
    await userEvent.type(command, 'whoami{Enter}');
    await expect(await canvas.findByText('A computer engineering student who likes shells.')).toBeVisible();
  },
};
