import { describe, expect, it } from 'vitest';
import { createCommandTable, runLine } from './commandTable';
import { clear, link, navigateTo, print, printError, printText, setTheme, text } from './output';
import {
  clearCommand,
  createCdUpCommand,
  createHelpCommand,
  createLsCommand,
  createNavigateCommand,
  createTableWithHelp,
  createTextCommand,
  HELP_KEYS_LINE,
  isThemeName,
  themeCommand,
} from './sharedCommands';
import { suggestionEffects } from './suggest';
import type { Command, CommandContext, CommandTable, Effect } from './types';

interface BioContext extends CommandContext {
  readonly bio: string;
}

const dark: BioContext = { theme: 'dark', bio: 'A student' };
const light: BioContext = { theme: 'light', bio: 'A student' };

const cd: Command<BioContext> = {
  name: 'cd',
  description: 'Change directory',
  usage: 'cd <dir>',
  run: () => [],
};
const whoami = createTextCommand<BioContext>('whoami', 'Who am I', (ctx) => [ctx.bio]);
const table: CommandTable<BioContext> = createCommandTable<BioContext>(
  createHelpCommand(() => table),
  cd,
  clearCommand,
  themeCommand,
  whoami,
);

describe('help', () => {
  it('lists every command of the table with its description, synopses aligned', () => {
    expect(runLine(table, 'help', dark)).toEqual([
      printText('Available commands:'),
      print(text('  help                ', 'accent'), text('Show available commands')),
      print(text('  cd <dir>            ', 'accent'), text('Change directory')),
      print(text('  clear               ', 'accent'), text('Clear the terminal screen')),
      print(text('  theme <dark|light>  ', 'accent'), text('Show or switch the colour theme')),
      print(text('  whoami              ', 'accent'), text('Who am I')),
      print(text(HELP_KEYS_LINE, 'muted')),
    ]);
  });

  it('takes a custom description', () => {
    expect(createHelpCommand(() => [], 'Aide').description).toBe('Aide');
  });

  it('answers arguments with "help: too many arguments"', () => {
    expect(runLine(table, 'help me', dark)).toEqual([printError('help: too many arguments')]);
  });
});

describe('createTableWithHelp', () => {
  it('puts help where it is given, listing the table it is in', () => {
    const withHelp = createTableWithHelp<BioContext>((help) => [cd, help, clearCommand]);
    expect(withHelp.map((command) => command.name)).toEqual(['cd', 'help', 'clear']);
    expect(runLine(withHelp, 'help', dark)).toEqual([
      printText('Available commands:'),
      print(text('  cd <dir>  ', 'accent'), text('Change directory')),
      print(text('  help      ', 'accent'), text('Show available commands')),
      print(text('  clear     ', 'accent'), text('Clear the terminal screen')),
      print(text(HELP_KEYS_LINE, 'muted')),
    ]);
  });
});

describe('clear', () => {
  it('clears the output', () => {
    expect(runLine(table, 'clear', dark)).toEqual([clear()]);
  });

  it('answers arguments with "clear: too many arguments"', () => {
    expect(runLine(table, 'clear all', dark)).toEqual([printError('clear: too many arguments')]);
  });
});

describe('theme', () => {
  it('sets dark or light in any case, and says what it set', () => {
    expect(runLine(table, 'theme light', dark)).toEqual([setTheme('light'), printText('Theme set to light')]);
    expect(runLine(table, 'theme DARK', light)).toEqual([setTheme('dark'), printText('Theme set to dark')]);
    expect(runLine(table, 'theme LiGhT', dark)).toEqual([setTheme('light'), printText('Theme set to light')]);
  });

  it('answers the theme already in use the same way', () => {
    expect(runLine(table, 'theme dark', dark)).toEqual([setTheme('dark'), printText('Theme set to dark')]);
  });

  it('prints the current theme when given no argument', () => {
    expect(runLine(table, 'theme', dark)).toEqual([printText('Current theme: dark')]);
    expect(runLine(table, 'theme', light)).toEqual([printText('Current theme: light')]);
  });

  it('rejects anything else, quoting the argument as typed', () => {
    expect(runLine(table, 'theme Blue', dark)).toEqual([
      printError('Invalid theme: Blue. Available themes: dark, light'),
    ]);
  });

  it('adds the close theme under the error to a misspelt one', () => {
    const [error, hint] = runLine(table, 'theme ligth', dark) as Effect[];
    expect(error).toEqual(printError('Invalid theme: ligth. Available themes: dark, light'));
    expect(hint).toEqual(suggestionEffects(['light'], (name) => `theme ${name}`)[0]);
  });

  it('answers more than one argument with "theme: too many arguments"', () => {
    expect(runLine(table, 'theme dark light', dark)).toEqual([printError('theme: too many arguments')]);
  });

  it('knows the theme names', () => {
    expect(isThemeName('dark')).toBe(true);
    expect(isThemeName('light')).toBe(true);
    expect(isThemeName('Dark')).toBe(false);
  });
});

describe('text commands (whoami)', () => {
  it('prints its lines, from data or from the context', () => {
    expect(runLine(table, 'whoami', dark)).toEqual([printText('A student')]);
    const contact = createTextCommand('contact', 'Contact', ['Reach me:', [link('Email', 'mailto:a@b.c', false)]]);
    expect(runLine([contact], 'contact', dark)).toEqual([
      printText('Reach me:'),
      print(link('Email', 'mailto:a@b.c', false)),
    ]);
  });

  it('answers arguments with "{cmd}: too many arguments"', () => {
    expect(runLine(table, 'whoami --all', dark)).toEqual([printError('whoami: too many arguments')]);
  });
});

describe('ls', () => {
  const list = (ctx: BioContext) => [printText(ctx.bio)];

  it('prints what the screen lists, from the context', () => {
    expect(runLine([createLsCommand('List', list)], 'ls', dark)).toEqual([printText('A student')]);
  });

  it('answers arguments with "ls: {args}: No such file or directory" by default', () => {
    expect(runLine([createLsCommand('List', list)], 'ls -la foo', dark)).toEqual([
      printError('ls: -la foo: No such file or directory'),
    ]);
  });

  it('or with "ls: too many arguments"', () => {
    expect(runLine([createLsCommand('List', list, 'tooMany')], 'ls foo', dark)).toEqual([printError('ls: too many arguments')]);
  });
});

describe('cd ..', () => {
  const up = createCdUpCommand('Go back home', '/');

  it('goes to the parent with .. or ../', () => {
    expect(runLine([up], 'cd ..', dark)).toEqual([navigateTo('/')]);
    expect(runLine([up], 'cd ../', dark)).toEqual([navigateTo('/')]);
  });

  it('answers anything else, or more, with "Usage: cd .."', () => {
    for (const line of ['cd', 'cd art', 'cd .. ..']) expect(runLine([up], line, dark)).toEqual([printError('Usage: cd ..')]);
  });

  it('may show a wider synopsis for a bare cd', () => {
    const wide = createCdUpCommand('Go back home', '/', 'cd <directory>');
    expect(runLine([wide], 'cd', dark)).toEqual([printError('Usage: cd <directory>')]);
    expect(runLine([wide], 'cd art', dark)).toEqual([printError('Usage: cd ..')]);
  });
});

describe('navigate commands (quickview)', () => {
  const quickview = createNavigateCommand('quickview', 'One page', '/about/quickview');

  it('go to their page', () => {
    expect(runLine([quickview], 'quickview', dark)).toEqual([navigateTo('/about/quickview')]);
  });

  it('answer arguments with "{cmd}: too many arguments"', () => {
    expect(runLine([quickview], 'quickview now', dark)).toEqual([printError('quickview: too many arguments')]);
  });
});
