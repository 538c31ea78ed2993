import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { echoLine, textLine } from '../../engine/output';
import { DEMO_PROMPT, demoInput } from './demoSession';
import { inBox, liveTerminalArgs } from './storyArgs';
import { Terminal } from './Terminal';

const meta = {
  title: 'Terminal/Terminal',
  component: Terminal,
  parameters: {
    docs: {
      description: {
        component:
          'A live terminal: `TerminalView` driven by `terminalMachine` (input, history with the draft restored, ' +
          'Tab completion and cycling, sync and async commands, Ctrl+L / Ctrl+C / Ctrl+U, line editing, Ctrl+R ' +
          'reverse search, multi-line paste, a private line masked as typed). `input` is the session — command ' +
          'table, prompt, context, candidates — read once at mount; `prompt` may change later. Effects the ' +
          'terminal cannot carry out go to `onNavigate`, `onThemeChange` and `onOpenUrl` (default: a new tab ' +
          'without opener). These stories run a small home-like table (`demoSession.ts`).',
      },
    },
  },
  decorators: [inBox('22rem')],
  args: {
    input: demoInput(),
    ...liveTerminalArgs(),
  },
} satisfies Meta<typeof Terminal>;

export default meta;
type Story = StoryObj<typeof meta>;

const commandBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Command' });
const log = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log');
/** The printed rows (the log groups them in blocks). */
const rows = (canvasElement: HTMLElement) => [...log(canvasElement).querySelectorAll('[data-kind]')];

/** Fresh session. Enter on an empty line only echoes the prompt. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const lines = rows(canvasElement);
    await expect(lines[lines.length - 1]).toHaveTextContent(new RegExp(`^${DEMO_PROMPT.replace(/\$/g, '\\$')}\\s*$`));
  },
};

/** ArrowUp walks back through history, ArrowDown forward, and the unsent draft comes back at the end. */
export const WithHistory: Story = {
  args: {
    input: demoInput({
      initialHistory: ['ls', 'whoami', 'cat readme.txt'],
      initialLines: [echoLine(DEMO_PROMPT, 'whoami'), textLine('A computer engineering student who likes shells.')],
    }),
  },
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'draft');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('cat readme.txt');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('ls');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('ls');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('cat readme.txt');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('draft');
  },
};

/** Tab with one match completes in place (and keeps focus in the input). */
export const CompletingOne: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'wh');
    await userEvent.keyboard('{Tab}');
    await expect(input).toHaveValue('whoami ');
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'cd pro');
    await userEvent.keyboard('{Tab}');
    await expect(input).toHaveValue('cd projects/');
  },
};

/** Tab with several matches prints them joined by ` | `; the input is left as typed. */
export const CompletingSeveral: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'c');
    await userEvent.keyboard('{Tab}');
    await expect(within(log(canvasElement)).getByText('clear | cd | cat | contact')).toBeInTheDocument();
    await expect(input).toHaveValue('c');
    await expect(input).toHaveFocus();
  },
};

/** An async command is running: the input is disabled until it settles. */
export const RunningAsync: Story = {
  args: { input: demoInput({ test: 'never' }) },
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'test{Enter}');
    await waitFor(() => expect(input).toBeDisabled());
    await expect(log(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The async command answers: its output is printed, the input comes back, focused. */
export const AsyncDone: Story = {
  args: { input: demoInput({ test: 'ok', testDelayMs: 200 }) },
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'test{Enter}');
    await waitFor(() => expect(within(log(canvasElement)).getByText('"status": "ok",', { exact: false })).toBeInTheDocument());
    await waitFor(() => expect(input).toBeEnabled());
    await expect(input).toHaveFocus();
  },
};

/** Errors: an unknown directory, an unknown command, and an async command that fails. */
export const AfterError: Story = {
  args: { input: demoInput({ test: new Error('Network down'), testDelayMs: 50 }) },
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    const output = within(log(canvasElement));
    await userEvent.type(input, 'cd nowhere{Enter}');
    await expect(output.getByText('cd: nowhere: No such file or directory')).toBeInTheDocument();
    await userEvent.type(input, 'frobnicate{Enter}');
    await expect(output.getByText('frobnicate: command not found')).toBeInTheDocument();
    await userEvent.type(input, 'test{Enter}');
    await waitFor(() => expect(output.getByText('test: Network down')).toBeInTheDocument());
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** Ctrl+L clears the screen; Ctrl+U clears the input. */
export const ClearKeys: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'whoami{Enter}');
    await expect(rows(canvasElement).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Control>}l{/Control}');
    await expect(rows(canvasElement)).toHaveLength(0);
    await userEvent.type(input, 'half a line');
    await userEvent.keyboard('{Control>}u{/Control}');
    await expect(input).toHaveValue('');
  },
};

/** Ctrl+C abandons the line (`^C`); with output text selected it copies instead and changes nothing. */
export const CtrlC: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'cat read');
    await userEvent.keyboard('{Control>}c{/Control}');
    await expect(within(log(canvasElement)).getByText('cat read^C')).toBeInTheDocument();
    await expect(input).toHaveValue('');

    await userEvent.type(input, 'keep me');
    const welcome = within(log(canvasElement)).getByText(/Welcome\./);
    window.getSelection()?.selectAllChildren(welcome);
    const count = rows(canvasElement).length;
    await userEvent.keyboard('{Control>}c{/Control}');
    await expect(input).toHaveValue('keep me');
    await expect(rows(canvasElement)).toHaveLength(count);
    window.getSelection()?.removeAllRanges();
  },
};

/** `ls` entries: a directory navigates, readme.txt fills the input with its cat command. */
export const ClickableEntries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'ls{Enter}');
    await userEvent.click(canvas.getByRole('link', { name: 'art/' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/art');
    await userEvent.click(canvas.getByRole('button', { name: 'readme.txt' }));
    await expect(input).toHaveValue('cat readme.txt');
    await expect(input).toHaveFocus();
  },
};

/** A click on the output focuses the input — unless the visitor is selecting text. */
export const ClickToFocus: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    const welcome = within(log(canvasElement)).getByText(/Welcome\./);
    input.blur();
    await userEvent.click(welcome);
    await expect(input).toHaveFocus();
    input.blur();
    // Drag across the first word: the click that ends the drag must leave the selection alone.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: welcome, offset: 0 },
      { target: welcome, offset: 8 },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(input).not.toHaveFocus();
    await expect(window.getSelection()?.toString()).toContain('Welcome.');
    window.getSelection()?.removeAllRanges();
  },
};

/** Effects for the screen: `cd`, `theme light` and opening a URL reach the callbacks. */
export const ScreenEffects: Story = {
  play: async ({ canvasElement, args }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'cd writing/{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/writing');
    await userEvent.type(input, 'theme LIGHT{Enter}');
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
    await userEvent.type(input, 'github{Enter}');
    await expect(args.onOpenUrl).toHaveBeenCalledWith('https://github.com/');
  },
};

/** The light theme, after `help`. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await userEvent.type(commandBox(canvasElement), 'help{Enter}');
    await expect(within(log(canvasElement)).getByText('Available commands:')).toBeInTheDocument();
  },
};

// Module data, not args: Storybook walks and copies args, which costs seconds for 2,000 lines.
const LONG_LOG_INPUT = demoInput({
  initialLines: Array.from({ length: 2000 }, (_, i) =>
    i % 2 === 0 ? echoLine(DEMO_PROMPT, `cat post-${i}.txt`) : textLine(`line ${i}: the quick brown fox jumps over the lazy dog`),
  ),
});

/** 2,000 lines in the log: lines are memoised, so typing stays instant. */
export const LongLog: Story = {
  parameters: {
    // axe takes ten seconds and more on 2,000 lines (even with most of them excluded from its context);
    // the markup here is the same as in every other Terminal story, where it is checked.
    a11y: { test: 'off' },
  },
  render: (args) => <Terminal {...args} input={LONG_LOG_INPUT} />,
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(2000);
    // Speed is measured by `npm run bench` (terminal section), not asserted here; that lines are
    // not re-rendered per key is checked by TerminalView.test.tsx's render count.
    await userEvent.type(input, 'cat readme.txt');
    await expect(input).toHaveValue('cat readme.txt');
  },
};

const searchLine = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('reverse-search');

/**
 * Ctrl+R: a reverse incremental search through history. Typing refines, Ctrl+R again finds the next
 * older match, Enter runs it; Escape (or Ctrl+G) gives up, keeping the line; an arrow accepts it to edit.
 */
export const ReverseSearch: Story = {
  args: { input: demoInput({ initialHistory: ['cat readme', 'ls', 'cat readme.txt', 'whoami'] }) },
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}r{/Control}ca');
    await expect(searchLine(canvasElement)).toHaveTextContent("(reverse-i-search)'ca': cat readme.txt");
    await userEvent.keyboard('{Control>}r{/Control}');
    await expect(searchLine(canvasElement)).toHaveTextContent("(reverse-i-search)'ca': cat readme");
    await userEvent.keyboard('{Enter}');
    await expect(within(log(canvasElement)).getByText('Welcome! Type ls to look around.')).toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId('reverse-search')).toBeNull();

    await userEvent.type(input, 'draft');
    await userEvent.keyboard('{Control>}r{/Control}who{Escape}');
    await expect(input).toHaveValue('draft');
    await userEvent.keyboard('{Control>}r{/Control}ls{ArrowRight}');
    await expect(input).toHaveValue('ls');
    await expect(input).toHaveFocus();
  },
};

/** A query that matches nothing older: `(failed reverse-i-search)`, the last line found kept. */
export const ReverseSearchFailed: Story = {
  args: { input: demoInput({ initialHistory: ['ls', 'whoami'] }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(commandBox(canvasElement));
    await userEvent.keyboard('{Control>}r{/Control}whx');
    await expect(searchLine(canvasElement)).toHaveTextContent("(failed reverse-i-search)'whx': whoami");
  },
};

/** Tab lists the matches; Tab again puts each in the input in turn, then the line as typed. */
export const CyclingCompletion: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'c');
    await userEvent.keyboard('{Tab}');
    await expect(within(log(canvasElement)).getByText('clear | cd | cat | contact')).toBeInTheDocument();
    await expect(input).toHaveValue('c');
    const seen: string[] = [];
    for (let press = 0; press < 5; press += 1) {
      await userEvent.keyboard('{Tab}');
      seen.push((input as HTMLInputElement).value);
    }
    await expect(seen).toEqual(['clear ', 'cd ', 'cat ', 'contact ', 'c']);
    await expect(within(log(canvasElement)).getAllByText('clear | cd | cat | contact')).toHaveLength(1);
    await expect(input).toHaveFocus();
  },
};

/** `admin <password>` is masked as it is typed; the echo after Enter is the fixed mask. */
export const MaskedPassword: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.type(input, 'admin s3cret');
    await expect(input).toHaveValue('admin ••••••');
    await expect(canvasElement.textContent).not.toContain('s3cret');
    await userEvent.keyboard('{Enter}');
    await expect(within(log(canvasElement)).getByText('admin ********')).toBeInTheDocument();
    await expect(within(log(canvasElement)).getByText('Access denied: Invalid password')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain('s3cret');
  },
};

/** Ctrl+A / Ctrl+E (start / end), Ctrl+W (word), Ctrl+K (to the end), Alt+B / Alt+F (word left / right). */
export const LineEditing: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement) as HTMLInputElement;
    await userEvent.type(input, 'cat readme.txt');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 0]);
    await userEvent.keyboard('{Control>}e{/Control}{Alt>}b{/Alt}');
    await expect(input.selectionStart).toBe(11);
    await userEvent.keyboard('{Alt>}b{/Alt}{Control>}k{/Control}');
    await expect(input).toHaveValue('cat ');
    await userEvent.type(input, 'readme.txt extra');
    await userEvent.keyboard('{Control>}w{/Control}');
    await expect(input).toHaveValue('cat readme.txt ');
    await userEvent.keyboard('{Enter}');
    await expect(within(log(canvasElement)).getByText('Welcome! Type ls to look around.')).toBeInTheDocument();
  },
};

/** A multi-line paste runs each non-empty line in order, as a shell does. */
export const MultiLinePaste: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('whoami\n\ncat readme.txt\n');
    const echoes = rows(canvasElement).filter((row) => row.getAttribute('data-kind') === 'echo');
    await expect(echoes.map((row) => row.textContent)).toEqual([`${DEMO_PROMPT} whoami`, `${DEMO_PROMPT} cat readme.txt`]);
    await expect(within(log(canvasElement)).getByText('Welcome! Type ls to look around.')).toBeInTheDocument();
    await expect(input).toHaveValue('');
  },
};

/** After a mouse selection (the page has the focus), typing goes to the input. */
export const TypingAfterSelection: Story = {
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    input.blur();
    window.getSelection()?.selectAllChildren(within(log(canvasElement)).getByText(/Welcome\./));
    await userEvent.keyboard('l');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('l');
  },
};

/** Tab completes, so a keyboard user leaves the input with Escape then Tab (or Shift+Tab). */
export const KeyboardWayOut: Story = {
  render: (args) => (
    <>
      <Terminal {...args} />
      <a href="#elsewhere">elsewhere</a>
    </>
  ),
  play: async ({ canvasElement }) => {
    const input = commandBox(canvasElement);
    await expect(input).toHaveAccessibleDescription(/Escape then Tab/);
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}{Tab}');
    await expect(within(canvasElement).getByRole('link', { name: 'elsewhere' })).toHaveFocus();
  },
};
