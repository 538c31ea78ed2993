import { createCommandTable } from './commandTable';
import { manualPageOf } from './manualPage';
import { currentTheme, invalidTheme, noSuchFileOrDirectory, themeSet, tooManyArguments, usageMessage } from './messages';
import { clear, navigateTo, print, printError, printText, setTheme, text } from './output';
import { suggestionEffects } from './suggest';
import { suggestArgument } from './suggestArgument';
import type { Command, CommandContext, CommandTable, Effect, OutputSegment, ThemeName } from './types';

/**
 * Commands every terminal screen shares, written once. A screen composes its table from these and
 * its own commands; to reword a description, spread: `{ ...clearCommand, description: '…' }`.
 */

export const THEMES: readonly ThemeName[] = ['dark', 'light'];

export function isThemeName(value: string): value is ThemeName {
  return (THEMES as readonly string[]).includes(value);
}

/**
 * `help`: a header, then one line per command of the table: its synopsis padded to a column, then
 * its description. The table is read through a getter because `help` is part of the table it lists.
 * `help <command>` prints that command's manual page, as `man <command>` does; any other argument
 * keeps docs/spec.md §8's `help: too many arguments`.
 */
/**
 * The last line of `help`, after the screen's list (docs/spec.md §2): the keys a shell user looks for, and how a keyboard
 * user leaves the command line for the page's links.
 */
export const HELP_KEYS_LINE =
  'Keys: Tab completes, ArrowUp/ArrowDown walk the history, Ctrl+R searches it; Escape then Tab leaves the command line for the links.';

export function createHelpCommand<Ctx extends CommandContext>(
  getTable: () => CommandTable<Ctx>,
  description = 'Show available commands',
): Command<Ctx> {
  return {
    name: 'help',
    description,
    manual: {
      synopsis: ['help', 'help <command>'],
      description: [
        'Alone, lists the commands of this screen, each with its synopsis and what it does.',
        "With the name of one of them, prints its manual page, as 'man <command>' does.",
      ],
      examples: ['help', 'help ls'],
    },
    run: (args) => {
      const table = getTable();
      if (args.length > 0) {
        const [name = ''] = args;
        const page = args.length === 1 ? manualPageOf(table, name) : null;
        return page ?? [printError(tooManyArguments('help'))];
      }
      const synopses = table.map((command) => command.usage ?? command.name);
      const width = Math.max(0, ...synopses.map((synopsis) => synopsis.length));
      return [
        printText('Available commands:'),
        ...table.map((command, index) =>
          print(text(`  ${(synopses[index] ?? command.name).padEnd(width)}  `, 'accent'), text(command.description)),
        ),
        print(text(HELP_KEYS_LINE, 'muted')),
      ];
    },
  };
}

/**
 * A screen's table with `help` in it, listing that same table: `commands` is given the help command
 * (and a getter of the finished table, for commands that read it, like `man`) and returns the
 * table's commands in the order `help` prints them.
 */
export function createTableWithHelp<Ctx extends CommandContext>(
  commands: (help: Command<Ctx>, getTable: () => CommandTable<Ctx>) => Command<Ctx>[],
): CommandTable<Ctx> {
  const getTable = (): CommandTable<Ctx> => table;
  const table: CommandTable<Ctx> = createCommandTable<Ctx>(...commands(createHelpCommand(getTable), getTable));
  return table;
}

/** `clear`: empties the output log. */
export const clearCommand: Command = {
  name: 'clear',
  description: 'Clear the terminal screen',
  maxArgs: 0,
  manual: {
    description: ['Empties the terminal: every earlier command and its output disappear; the history stays.'],
    examples: ['clear'],
  },
  run: () => [clear()],
};

/**
 * `theme`: with no argument prints `Current theme: {theme}`; `dark` or `light` in any case sets
 * it and says so (`Theme set to light`, messages.ts `themeSet`: a change of colour alone was easy to
 * miss, and a screen reader heard nothing); anything else prints the invalid-theme error. More than
 * one argument is `theme: too many arguments`. A misspelt theme gets `Did you mean: light?` under the error.
 */
export const themeCommand: Command = {
  name: 'theme',
  description: 'Show or switch the colour theme',
  usage: 'theme <dark|light>',
  maxArgs: 1,
  manual: {
    synopsis: ['theme', 'theme <dark|light>'],
    description: [
      'Alone, prints the current theme. With dark or light (any case), switches the colours of the',
      'whole site and prints the theme now in use; the choice is remembered on this browser.',
    ],
    examples: ['theme', 'theme light', 'theme dark'],
  },
  run: (args, ctx) => {
    const [arg] = args;
    if (arg === undefined) return [printText(currentTheme(ctx.theme))];
    const theme = arg.toLowerCase();
    if (isThemeName(theme)) return [setTheme(theme), printText(themeSet(theme))];
    return [printError(invalidTheme(arg)), ...suggestionEffects(suggestArgument(arg, THEMES), (name) => `theme ${name}`)];
  },
};

/** One printed line: plain text, or segments (links, clickable entries). */
export type PrintableLine = string | readonly OutputSegment[];

/**
 * A command that takes no argument and prints fixed lines, like `whoami`; with arguments it
 * prints `{name}: too many arguments`. Lines may be a getter when they come from loaded data.
 */
export function createTextCommand<Ctx extends CommandContext = CommandContext>(
  name: string,
  description: string,
  lines: readonly PrintableLine[] | ((ctx: Ctx) => readonly PrintableLine[]),
): Command<Ctx> {
  return {
    name,
    description,
    maxArgs: 0,
    run: (_args, ctx) =>
      (typeof lines === 'function' ? lines(ctx) : lines).map((line) =>
        typeof line === 'string' ? printText(line) : print(...line),
      ),
  };
}

/** A command that takes no argument and goes to `to`, like `quickview`; with arguments, `{name}: too many arguments`. */
export function createNavigateCommand(name: string, description: string, to: string): Command {
  return { name, description, maxArgs: 0, run: () => [navigateTo(to)] };
}

/**
 * `ls`: `list` gives what it prints. A screen refuses arguments in one of two wordings:
 * `ls: {args}: No such file or directory` (`'noSuchFile'`, the default) or `ls: too many arguments`.
 */
export function createLsCommand<Ctx extends CommandContext>(
  description: string,
  list: (ctx: Ctx) => readonly Effect[],
  withArguments: 'noSuchFile' | 'tooMany' = 'noSuchFile',
): Command<Ctx> {
  if (withArguments === 'tooMany') return { name: 'ls', description, maxArgs: 0, run: (_args, ctx) => list(ctx) };
  return {
    name: 'ls',
    description,
    run: (args, ctx) => (args.length > 0 ? [printError(noSuchFileOrDirectory('ls', args.join(' ')))] : list(ctx)),
  };
}

/**
 * `cd` on a screen one level below `parent`: `cd ..` (or `cd ../`) goes there; any other argument,
 * or more than one, prints `Usage: cd ..`. A bare `cd` prints `Usage: {usage}`, which `help` shows.
 */
export function createCdUpCommand(description: string, parent: string, usage = 'cd ..'): Command {
  return {
    name: 'cd',
    description,
    usage,
    minArgs: 1,
    manual: {
      synopsis: ['cd ..'],
      description: [
        `Goes back up, to ${parent === '/' ? 'the home terminal (~)' : parent}: '..' is the only directory here.`,
      ],
      examples: ['cd ..'],
    },
    run: (args) => {
      const [target] = args;
      const up = args.length === 1 && (target === '..' || target === '../');
      return up ? [navigateTo(parent)] : [printError(usageMessage('cd ..'))];
    },
  };
}
