import { describe, expect, it, vi } from 'vitest';
import {
  checkArity,
  commandNames,
  createCommandTable,
  findCommand,
  isAsyncResult,
  notFoundEffects,
  runLine,
  runParsed,
} from './commandTable';
import { printError, printText } from './output';
import type { Command, CommandContext, Effect } from './types';

const ctx: CommandContext = { theme: 'dark' };

const echo: Command = {
  name: 'echo',
  description: 'Print the arguments',
  run: (args) => [printText(args.join(' '))],
};
const cd: Command = {
  name: 'cd',
  description: 'Change directory',
  usage: 'cd <directory>',
  minArgs: 1,
  maxArgs: 1,
  run: (args) => [printText(`went to ${args[0] ?? ''}`)],
};
const cat: Command = {
  name: 'cat',
  description: 'Print a file',
  usage: 'cat <filename>.txt',
  minArgs: 1,
  maxArgs: 1,
  tooManyArgs: 'usage',
  run: () => [],
};
const whoami: Command = { name: 'whoami', description: 'Who', maxArgs: 0, run: () => [printText('me')] };
const table = createCommandTable(echo, cd, cat, whoami);

describe('command table', () => {
  it('refuses duplicate names', () => {
    expect(() => createCommandTable(echo, { ...echo })).toThrow('Duplicate command: echo');
  });

  it('finds commands by exact name and lists names in table order', () => {
    expect(findCommand(table, 'cd')).toBe(cd);
    expect(findCommand(table, 'CD')).toBeUndefined();
    expect(commandNames(table)).toEqual(['echo', 'cd', 'cat', 'whoami']);
  });

  it('answers an unknown command with "{cmd}: command not found"', () => {
    expect(runLine(table, 'foo bar', ctx)).toEqual([printError('foo: command not found')]);
    expect(runLine(table, 'LS', ctx)).toEqual([printError('LS: command not found')]);
  });

  it('treats an empty or blank line as no command', () => {
    expect(runLine(table, '', ctx)).toEqual([]);
    expect(runLine(table, '   ', ctx)).toEqual([]);
  });

  it('runs a command with its arguments', () => {
    expect(runLine(table, '  echo   a  b ', ctx)).toEqual([printText('a b')]);
    expect(runLine(table, 'cd art', ctx)).toEqual([printText('went to art')]);
  });

  it('answers more than maxArgs with "{cmd}: too many arguments"', () => {
    expect(runLine(table, 'whoami now', ctx)).toEqual([printError('whoami: too many arguments')]);
    expect(runLine(table, 'cd a b', ctx)).toEqual([printError('cd: too many arguments')]);
  });

  it('answers fewer than minArgs with "Usage: {usage}"', () => {
    expect(runLine(table, 'cd', ctx)).toEqual([printError('Usage: cd <directory>')]);
    expect(checkArity({ name: 'x', description: '', minArgs: 1, run: () => [] }, [])).toEqual([printError('Usage: x')]);
  });

  it('can answer too many arguments with the usage line instead', () => {
    expect(runLine(table, 'cat a.txt b.txt', ctx)).toEqual([printError('Usage: cat <filename>.txt')]);
    expect(runLine(table, 'cat', ctx)).toEqual([printError('Usage: cat <filename>.txt')]);
    expect(checkArity(cat, ['a.txt'])).toBeNull();
  });

  it('reads the context only when the command runs', () => {
    const getContext = vi.fn(() => ctx);
    runParsed(table, { command: 'nope', args: [] }, getContext);
    runParsed(table, { command: 'whoami', args: ['x'] }, getContext);
    expect(getContext).not.toHaveBeenCalled();
    runParsed(table, { command: 'whoami', args: [] }, getContext);
    expect(getContext).toHaveBeenCalledTimes(1);
  });

  it('prints a command that throws instead of throwing', () => {
    const broken = createCommandTable({
      name: 'boom',
      description: '',
      run: () => {
        throw new Error('kaput');
      },
    });
    expect(runLine(broken, 'boom', ctx)).toEqual([printError('boom: kaput')]);
  });

  it('hands a line whose first word is no command to the screen, falling back to "command not found"', () => {
    const table = createCommandTable(echo);
    const opened = [printText('opening')];
    const onUnknown = vi.fn((parsed: { command: string; args: readonly string[] }) =>
      [parsed.command, ...parsed.args].join(' ') === 'Pocket Scope' ? opened : null,
    );
    expect(runLine(table, 'Pocket Scope', ctx, onUnknown)).toBe(opened);
    expect(onUnknown).toHaveBeenCalledWith({ command: 'Pocket', args: ['Scope'] }, ctx);
    expect(runLine(table, 'nope', ctx, onUnknown)).toEqual([printError('nope: command not found')]);
    expect(runLine(table, 'echo hi', ctx, onUnknown)).toEqual([printText('hi')]);
    expect(onUnknown).toHaveBeenCalledTimes(2);
    const throwing = () => {
      throw new Error('kaput');
    };
    expect(runLine(table, 'boom', ctx, throwing)).toEqual([printError('boom: kaput')]);
  });

  it('follows "command not found" with the close commands, each filling the line retyped', () => {
    const [notFound, suggestion] = runLine(table, 'whaomi now', ctx) as readonly Effect[];
    expect(notFound).toEqual(printError('whaomi: command not found'));
    expect(suggestion?.type === 'print' && suggestion.segments.map((segment) => segment.text).join('')).toBe('Did you mean: whoami?');
    expect(suggestion?.type === 'print' && suggestion.segments.find((segment) => segment.kind === 'fill')).toEqual({
      kind: 'fill',
      text: 'whoami',
      input: 'whoami now',
    });
    const several = (runLine(table, 'ct', ctx) as readonly Effect[]).map((effect) =>
      effect.type === 'print' ? effect.segments.map((segment) => segment.text).join('') : '',
    );
    expect(several).toEqual(['ct: command not found', 'Did you mean: cd, cat?']);
  });

  it('suggests too when the screen answers null for the line, never when it takes it', () => {
    const onUnknown = (parsed: { command: string }) => (parsed.command === 'caat' ? [printText('mine')] : null);
    expect(runLine(table, 'caat', ctx, onUnknown)).toEqual([printText('mine')]);
    expect((runLine(table, 'cta', ctx, onUnknown) as readonly Effect[]).length).toBe(2);
    expect(notFoundEffects(table, { command: 'zzz', args: [] })).toEqual([printError('zzz: command not found')]);
  });

  it('passes an async result through untouched', async () => {
    const effects = [printText('ok')];
    const slow = createCommandTable({ name: 'slow', description: '', run: () => Promise.resolve(effects) });
    const result = runLine(slow, 'slow', ctx);
    expect(isAsyncResult(result)).toBe(true);
    await expect(result).resolves.toBe(effects);
    expect(isAsyncResult([])).toBe(false);
  });
});
