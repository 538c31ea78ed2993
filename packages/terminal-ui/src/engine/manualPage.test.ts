import { describe, expect, it } from 'vitest';
import { runLine } from './commandTable';
import { createManCommand, manualPageEffects, manualPageOf } from './manualPage';
import { clearCommand, createTableWithHelp, themeCommand } from './sharedCommands';
import type { Command, CommandTable, Effect, OutputSegment } from './types';

const cd: Command = {
  name: 'cd',
  description: 'Open a section',
  usage: 'cd <directory>',
  minArgs: 1,
  manual: { description: ['Opens a section of the site.', 'Any case.'], examples: ['cd projects', 'cd art'] },
  run: () => [],
};
const bare: Command = { name: 'whoami', description: 'Who runs this site', run: () => [] };

const table: CommandTable = createTableWithHelp((help, getTable) => [cd, help, clearCommand, themeCommand, bare, createManCommand(getTable)]);
const ctx = { theme: 'dark' as const };

const segmentsOf = (effects: readonly Effect[]): OutputSegment[][] =>
  effects.map((effect) => (effect.type === 'print' ? [...effect.segments] : []));
const textOf = (effects: readonly Effect[]): string[] => segmentsOf(effects).map((line) => line.map((segment) => segment.text).join(''));
const run = (line: string): Effect[] => [...(runLine(table, line, ctx) as readonly Effect[])];

describe('manual pages', () => {
  it('lays out NAME, SYNOPSIS, DESCRIPTION and EXAMPLES, the headings bold', () => {
    const page = manualPageEffects(cd);
    expect(textOf(page)).toEqual([
      'NAME',
      '    cd - Open a section',
      'SYNOPSIS',
      '    cd <directory>',
      'DESCRIPTION',
      '    Opens a section of the site.',
      '    Any case.',
      'EXAMPLES',
      '    cd projects',
      '    cd art',
    ]);
    expect(segmentsOf(page)[0]).toEqual([{ kind: 'text', text: 'NAME', tone: 'accent', marks: ['bold'] }]);
  });

  it('makes each example fill the input', () => {
    const examples = segmentsOf(manualPageEffects(cd)).slice(-2);
    expect(examples.map((line) => line[1])).toEqual([
      { kind: 'fill', text: 'cd projects', input: 'cd projects' },
      { kind: 'fill', text: 'cd art', input: 'cd art' },
    ]);
  });

  it('uses the synopsis lines of the manual when given, and the description alone without a manual', () => {
    expect(textOf(manualPageEffects(themeCommand)).slice(2, 5)).toEqual(['SYNOPSIS', '    theme', '    theme <dark|light>']);
    expect(textOf(manualPageEffects(bare))).toEqual([
      'NAME',
      '    whoami - Who runs this site',
      'SYNOPSIS',
      '    whoami',
      'DESCRIPTION',
      '    Who runs this site',
    ]);
  });

  it('finds a page by exact command name only', () => {
    expect(manualPageOf(table, 'cd')).toEqual(manualPageEffects(cd));
    expect(manualPageOf(table, 'CD')).toBeNull();
  });
});

describe('man', () => {
  it('prints the page of a command of the table, man included', () => {
    expect(run('man cd')).toEqual(manualPageEffects(cd));
    expect(textOf(run('man man'))[1]).toBe('    man - Show the manual page of a command');
  });

  it('asks which page without an argument, as man-db does', () => {
    expect(textOf(run('man'))).toEqual(['What manual page do you want?', "For example, try 'man man'."]);
    expect(run('man')[0]).toEqual({ type: 'print', segments: [{ kind: 'text', text: 'What manual page do you want?', tone: 'error' }] });
  });

  it('has no entry for an unknown name, and suggests close ones', () => {
    expect(textOf(run('man foo'))).toEqual(['No manual entry for foo']);
    expect(textOf(run('man hepl'))).toEqual(['No manual entry for hepl', 'Did you mean: help?']);
    expect(segmentsOf(run('man hepl'))[1]?.find((segment) => segment.kind === 'fill')).toEqual({ kind: 'fill', text: 'help', input: 'man help' });
  });

  it('takes one name', () => {
    expect(textOf(run('man cd ls'))).toEqual(['man: too many arguments']);
  });
});

describe('help <command>', () => {
  it('prints the manual page of a command of this screen', () => {
    expect(run('help cd')).toEqual(manualPageEffects(cd));
    expect(textOf(run('help help')).slice(2, 5)).toEqual(['SYNOPSIS', '    help', '    help <command>']);
  });

  it('keeps docs/spec.md §8: alone it lists the commands; anything else is "help: too many arguments"', () => {
    expect(textOf(run('help'))[0]).toBe('Available commands:');
    expect(textOf(run('help me'))).toEqual(['help: too many arguments']);
    expect(textOf(run('help CD'))).toEqual(['help: too many arguments']);
    expect(textOf(run('help cd clear'))).toEqual(['help: too many arguments']);
  });
});
