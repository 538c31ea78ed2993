import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { echoLine, fillEntry, link, navigateEntry, outputLine, text, textLine } from '../../engine/output';
import { createOutputLog } from '../../engine/outputLog';
import type { NewOutputLine } from '../../engine/types';
import { DEMO_PROMPT } from './demoSession';
import { inBox, terminalViewArgs } from './storyArgs';
import { TerminalView } from './TerminalView';

const numbered = (lines: readonly NewOutputLine[]) => createOutputLog(lines).lines;
const echo = (input: string) => echoLine(DEMO_PROMPT, input);

const LS: NewOutputLine[] = [
  echo('ls'),
  ...['projects', 'art', 'writing', 'about'].map((dir) => outputLine(text('├── ', 'muted'), navigateEntry(`${dir}/`, `/${dir}`))),
  outputLine(text('└── ', 'muted'), fillEntry('readme.txt', 'cat readme.txt')),
];

const meta = {
  title: 'Terminal/TerminalView',
  component: TerminalView,
  parameters: {
    docs: {
      description: {
        component:
          'The terminal as a pure view — what `Terminal` renders from its machine, and what a story can pin in ' +
          'any state. Output log (`role="log"`, polite live region, each line memoised by `id`), the prompt line ' +
          'and an input with a drawn blinking block cursor (steady under reduced motion), 16 px text, no ' +
          'autocorrect or capitalisation, `enterkeyhint="go"`. Keys are reported, not handled: Enter ' +
          '`onSubmit`, ↑/↓ `onHistoryBack`/`onHistoryForward`, Tab `onComplete`, Ctrl+L `onClear`, Ctrl+C ' +
          '`onInterrupt` (only with nothing selected — otherwise it copies), Ctrl+U `onChange("")`. A click ' +
          'anywhere focuses the input unless text is selected. `disabled` while an async command runs. Shell ' +
          'editing keys (Ctrl+A/E/K/W, Alt+B/F) edit the line and report it through `onChange`; Ctrl+R, a ' +
          'multi-line paste and the search keys go to their optional handlers; `search` shows a reverse search, ' +
          '`masked` a private line as bullets; Escape then Tab leaves the input; a character typed while the ' +
          'page has the focus goes to the input.',
      },
    },
  },
  decorators: [inBox('22rem')],
  args: terminalViewArgs([textLine("Welcome. Type 'help' to see what you can do.", 'muted')]),
} satisfies Meta<typeof TerminalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fresh session: the welcome line, the placeholder, the cursor. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Command' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('autocapitalize', 'off');
    await expect(input).toHaveAttribute('autocorrect', 'off');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(input).toHaveAttribute('enterkeyhint', 'go');
    await expect(parseFloat(getComputedStyle(input).fontSize)).toBeGreaterThanOrEqual(16);
  },
};

/**
 * ASCII art and code in the output keep every character: the terminal turns the web font's
 * ligatures off, so `<|` is not drawn as ◁, `_|_` as ⊥ or `->` as an arrow.
 */
export const AsciiArtWithoutLigatures: Story = {
  args: {
    lines: numbered([
      textLine(' _|_   <|>   |_|'),
      textLine(' -> => != <= |> <| ::'),
    ]),
  },
  play: async ({ canvasElement }) => {
    const output = within(canvasElement).getByRole('log');
    await expect(output).toHaveTextContent('_|_ <|> |_|');
    await expect(getComputedStyle(output).fontVariantLigatures).toBe('none');
    await expect(getComputedStyle(output).fontFeatureSettings).toContain('"calt" 0');
    const input = within(canvasElement).getByRole('textbox', { name: 'Command' });
    await expect(getComputedStyle(input).fontVariantLigatures).toBe('none');
  },
};

/** A few commands in: echoes, a clickable `ls` tree, text output, a typed line. */
export const WithHistory: Story = {
  args: {
    lines: numbered([
      ...LS,
      echo('whoami'),
      textLine('A computer engineering student who likes shells.'),
      echo(''),
      echo('cat readme.txt'),
      textLine('Welcome! Type ls to look around.'),
    ]),
    value: 'cd proj',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'projects/' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/projects');
    await userEvent.click(canvas.getByRole('button', { name: 'readme.txt' }));
    await expect(args.onFill).toHaveBeenCalledWith('cat readme.txt');
    await expect(canvas.getByRole('textbox', { name: 'Command' })).toHaveFocus();
  },
};

/** Tab with several matches printed joined by ` | `. */
export const CompletingSeveral: Story = {
  args: { lines: numbered([echo('ls'), ...LS.slice(1), textLine('clear | cd | cat | contact')]), value: 'c' },
};

/** An async command (`test`) is running: the input is disabled, the log is busy. */
export const Running: Story = {
  args: { lines: numbered([echo('test')]), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Command' })).toBeDisabled();
    await expect(canvas.getByRole('log')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('log')).toHaveAttribute('tabindex', '0');
  },
};

/** Errors print in the error tone. */
export const AfterError: Story = {
  args: {
    lines: numbered([
      echo('cd nowhere'),
      textLine('cd: nowhere: No such file or directory', 'error'),
      echo('frobnicate'),
      textLine('frobnicate: command not found', 'error'),
      echo('test'),
      textLine('test: Network down', 'error'),
    ]),
  },
};

/** Every segment kind and tone, for the palette check in both themes. */
export const SegmentsAndTones: Story = {
  args: {
    lines: numbered([
      textLine('normal text'),
      textLine('muted text', 'muted'),
      textLine('accent text', 'accent'),
      textLine('success text', 'success'),
      textLine('error text', 'error'),
      outputLine(text('link: '), link('github.com/owner', 'https://github.com/owner')),
      outputLine(text('navigate: '), navigateEntry('projects/', '/projects'), text('  fill: '), fillEntry('contact.txt', 'cat contact.txt')),
      outputLine(),
      echo('help'),
    ]),
  },
  play: async ({ canvasElement }) => {
    const external = within(canvasElement).getByRole('link', { name: 'github.com/owner' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The same, in the light theme. */
export const SegmentsLightTheme: Story = { ...SegmentsAndTones, globals: { theme: 'light' } };

/** Keys are reported to the owner; the view changes nothing by itself. */
export const KeysReported: Story = {
  args: { value: 'whoami' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Command' }));
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{Tab}{Enter}');
    await userEvent.keyboard('{Control>}l{/Control}{Control>}u{/Control}{Control>}c{/Control}');
    await expect(args.onHistoryBack).toHaveBeenCalledTimes(1);
    await expect(args.onHistoryForward).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(args.onInterrupt).toHaveBeenCalledTimes(1);
  },
};

/** Ctrl+R searching: its line replaces the prompt; the query is typed in the (hidden) input. */
export const ReverseSearching: Story = {
  args: {
    lines: numbered([echo('cat readme.txt'), textLine('Welcome! Type ls to look around.')]),
    value: '',
    search: { query: 'ca', line: 'cat readme.txt', failed: false },
    onReverseSearch: fn(),
    onSearchChange: fn(),
    onSearchAccept: fn(),
    onSearchCancel: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('reverse-search')).toHaveTextContent("(reverse-i-search)'ca': cat readme.txt");
    const input = canvas.getByRole('textbox', { name: 'Command' });
    await expect(input).toHaveValue('ca');
    await userEvent.keyboard('t{ArrowRight}{Escape}');
    await expect(args.onSearchChange).toHaveBeenCalledWith('cat');
    await expect(args.onSearchAccept).toHaveBeenCalledTimes(1);
    await expect(args.onSearchCancel).toHaveBeenCalledTimes(1);
  },
};

/** A query that finds nothing older. */
export const ReverseSearchFailed: Story = {
  args: { search: { query: 'zz', line: 'cat readme.txt', failed: true }, onReverseSearch: fn() },
};

/** `admin <password>` as it is typed: the field shows bullets, the session keeps the real line. */
export const MaskedLine: Story = {
  args: { value: 'admin s3cretpw', masked: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Command' });
    await expect(input).toHaveValue('admin ••••••••');
    await expect(canvasElement.textContent).not.toContain('s3cretpw');
  },
};
