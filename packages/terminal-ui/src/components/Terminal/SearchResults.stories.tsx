import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { echoLine, highlightedEntry, outputLine, textLine } from '../../engine/output';
import type { NewOutputLine, TextRange } from '../../engine/types';
import { DEMO_PROMPT } from './demoSession';
import { inBox, terminalViewArgs } from './storyArgs';
import { TerminalView } from './TerminalView';

/** A result line as the site's `grep` prints it: `{location}: {snippet}`, each `word` in the snippet marked. */
function result(location: string, snippet: string, to: string, word: string): NewOutputLine {
  const label = `${location}: ${snippet}`;
  const highlights: TextRange[] = [];
  const lower = label.toLowerCase();
  for (let at = lower.indexOf(word, location.length); at !== -1; at = lower.indexOf(word, at + word.length)) highlights.push({ start: at, end: at + word.length });
  return outputLine(highlightedEntry(label, to, highlights));
}

const GREP: NewOutputLine[] = [
  echoLine(DEMO_PROMPT, 'grep oscilloscope'),
  result('projects/pocket-oscilloscope', 'A two-channel, 1 MS/s oscilloscope that fits in a mint tin. An STM32G4…', '/projects/pocket-oscilloscope', 'oscilloscope'),
  result('writing/four-layer-boards.txt', '…The pocket oscilloscope’s second revision moved from two layers to four…', '/writing/four-layer-boards', 'oscilloscope'),
  result('about/skills.json', '…FPGA prototyping, Oscilloscopes and logic analyzers', '/about', 'oscilloscope'),
  echoLine(DEMO_PROMPT, 'grep zzqx'),
  textLine('grep: no matches for "zzqx"', 'muted'),
];

const meta = {
  title: 'Terminal/Search results',
  component: TerminalView,
  parameters: {
    docs: {
      description: {
        component:
          "`grep`'s answer: one clickable line per match (a `navigate` segment with `highlights`), the words " +
          'marked (`<mark>`, bold on a faint wash of the link colour) inside the one link that opens the item.',
      },
    },
  },
  decorators: [inBox('16rem')],
  args: terminalViewArgs(GREP),
} satisfies Meta<typeof TerminalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matches marked in their lines; a click on a line opens its item. */
export const Matches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const project = canvas.getByRole('link', { name: /^projects\/pocket-oscilloscope: / });
    const marks = project.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent)).toEqual(['oscilloscope']);
    await expect(getComputedStyle(marks[0]!).fontWeight).toBe('700');
    await userEvent.click(marks[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/projects/pocket-oscilloscope');
    await expect(canvas.getByText('grep: no matches for "zzqx"')).toBeVisible();
  },
};

/** The same, in the light theme. */
export const MatchesLightTheme: Story = { ...Matches, globals: { theme: 'light' } };
