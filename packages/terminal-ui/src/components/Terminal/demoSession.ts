import { createCommandTable } from '../../engine/commandTable';
import { noSuchFileOrDirectory } from '../../engine/messages';
import { navigateEntry, fillEntry, print, printError, printText, text, textLine } from '../../engine/output';
import { clearCommand, createHelpCommand, createTextCommand, themeCommand } from '../../engine/sharedCommands';
import type { CommandTable, Effect, NewOutputLine } from '../../engine/types';
import { defineTerminalInput, type TerminalInput } from '../../machines/terminalMachine';

/**
 * A home-like session for stories and tests: enough commands to show every terminal state. The
 * site's real tables live with its screens; this one only exercises the component.
 */

export const DEMO_PROMPT = 'portfolio@localhost:~$';
export const DEMO_PLACEHOLDER = "Type 'help' for commands or 'quickview' to leave the experience";
const DIRECTORIES = ['projects', 'art', 'writing', 'about'];

export interface DemoOptions {
  /** What `test` answers: resolved after `testDelayMs`, `'never'` to stay running, or an error. */
  readonly test?: 'ok' | 'never' | Error;
  readonly testDelayMs?: number;
  readonly initialLines?: readonly NewOutputLine[];
  readonly initialHistory?: readonly string[];
}

function healthCheck(options: DemoOptions): Promise<readonly Effect[]> {
  const outcome = options.test ?? 'ok';
  if (outcome === 'never') return new Promise(() => {});
  return new Promise((resolve, reject) => {
    window.setTimeout(() => {
      if (outcome instanceof Error) reject(outcome);
      else resolve(JSON.stringify({ status: 'ok', database: 'up' }, null, 2).split('\n').map((line) => printText(line)));
    }, options.testDelayMs ?? 300);
  });
}

export function demoCommands(options: DemoOptions = {}): CommandTable {
  const table: CommandTable = createCommandTable(
    createHelpCommand(() => table),
    clearCommand,
    themeCommand,
    createTextCommand('whoami', 'Print a short bio', ['A computer engineering student who likes shells.']),
    createTextCommand('ls', 'List files', () =>
      DIRECTORIES.map((dir) => [text('├── ', 'muted'), navigateEntry(`${dir}/`, `/${dir}`)]).concat([
        [text('└── ', 'muted'), fillEntry('readme.txt', 'cat readme.txt')],
      ]),
    ),
    {
      name: 'cd',
      description: 'Change directory',
      usage: 'cd <directory>',
      minArgs: 1,
      maxArgs: 1,
      run: ([arg = '']) => {
        const dir = arg.replace(/\/$/, '');
        return DIRECTORIES.includes(dir) ? [{ type: 'navigate', to: `/${dir}` }] : [printError(noSuchFileOrDirectory('cd', arg))];
      },
    },
    {
      name: 'cat',
      description: 'Print a file',
      maxArgs: 1,
      run: ([arg]) => {
        if (arg === undefined) return [printError('cat: missing file operand')];
        if (['readme', 'readme.md', 'readme.txt'].includes(arg)) return [printText('Welcome! Type ls to look around.')];
        return [printError(noSuchFileOrDirectory('cat', arg))];
      },
    },
    { name: 'test', description: 'Check the API health', maxArgs: 0, run: () => healthCheck(options) },
    { name: 'github', description: 'Open GitHub', maxArgs: 0, run: () => [{ type: 'openUrl', url: 'https://github.com/' }] },
    {
      name: 'admin',
      description: 'Log in as the owner',
      usage: 'admin <password>',
      minArgs: 1,
      run: () => [printError('Access denied: Invalid password')],
    },
    {
      name: 'contact',
      description: 'Contact links',
      maxArgs: 0,
      run: () => [print(text('email: '), { kind: 'link', text: 'owner@example.com', href: 'mailto:owner@example.com' })],
    },
  );
  return table;
}

export function demoInput(options: DemoOptions = {}): TerminalInput {
  const commands = demoCommands(options);
  return defineTerminalInput({
    commands,
    prompt: DEMO_PROMPT,
    getContext: () => ({ theme: document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark' }),
    candidates: () => ({
      commands: commands.map((command) => command.name),
      args: { cd: DIRECTORIES.map((dir) => `${dir}/`), cat: ['readme.txt'], theme: ['dark', 'light'] },
    }),
    initialLines: options.initialLines ?? [textLine("Welcome. Type 'help' to see what you can do.", 'muted')],
    initialHistory: options.initialHistory,
    privateLine: (line) => (/^\s*admin\s+\S/.test(line) ? 'admin ********' : null),
  });
}
