import { runLine } from '@portfolio/terminal-ui/engine/commandTable';
import type { Effect } from '@portfolio/terminal-ui/engine/types';
import { describe, expect, it } from 'vitest';
import { createHistoryCommand, historyLines } from './historyCommand';

const printed = (effects: readonly Effect[]) =>
  effects.flatMap((effect) => (effect.type === 'print' ? [effect.segments.map((segment) => segment.text).join('')] : []));

function run(line: string, entries: readonly string[]) {
  const table = [createHistoryCommand({ readHistory: () => entries })];
  return printed(runLine(table, line, { theme: 'dark' }) as readonly Effect[]);
}

const ENTRIES = ['ls', 'cat readme.txt', 'cd projects', 'history'];

describe('history', () => {
  it('numbers every entry as bash does (%5d, two spaces)', () => {
    expect(run('history', ENTRIES)).toEqual(['    1  ls', '    2  cat readme.txt', '    3  cd projects', '    4  history']);
  });

  it('history n lists the last n, keeping their numbers', () => {
    expect(run('history 2', ENTRIES)).toEqual(['    3  cd projects', '    4  history']);
    expect(run('history 10', ENTRIES)).toHaveLength(4);
    expect(run('history 0', ENTRIES)).toEqual([]);
  });

  it('wants a number, as bash does', () => {
    expect(run('history abc', ENTRIES)).toEqual(['history: abc: numeric argument required']);
    expect(run('history -c', ENTRIES)).toEqual(['history: -c: numeric argument required']);
  });

  it('takes at most one argument', () => {
    expect(run('history 1 2', ENTRIES)).toEqual(['history: too many arguments']);
  });

  it('lines up numbers past four digits', () => {
    const many = Array.from({ length: 10000 }, (_, i) => `echo ${i}`);
    expect(historyLines(many, 2)).toEqual([' 9999  echo 9998', '10000  echo 9999']);
  });
});
