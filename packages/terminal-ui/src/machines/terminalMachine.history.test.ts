import { describe, expect, it, vi } from 'vitest';
import { createCommandTable } from '../engine/commandTable';
import { printLines } from '../engine/output';
import { PROMPT, startTerminal } from './terminalMachine.fixture';

const maskSecret = (line: string) => (/^\s*whoami\s+\S/.test(line) ? 'whoami ********' : null);

describe('terminalMachine: history expansion', () => {
  it('!! echoes what was typed, prints the expanded line, runs and records it', () => {
    const t = startTerminal({ initialHistory: ['help', 'whoami'] });
    t.submit('!!');
    expect(t.screen()).toEqual([`${PROMPT} !!`, 'whoami', 'A computer engineering student']);
    expect(t.context().history.entries).toEqual(['help', 'whoami']);
  });

  it('!n runs the entry history numbers n', () => {
    const t = startTerminal({ initialHistory: ['whoami', 'theme'] });
    t.submit('!1');
    expect(t.screen()).toEqual([`${PROMPT} !1`, 'whoami', 'A computer engineering student']);
    expect(t.context().history.entries).toEqual(['whoami', 'theme', 'whoami']);
  });

  it('an event out of range prints bash\'s message, runs nothing and is not recorded', () => {
    const t = startTerminal({ initialHistory: ['whoami'] });
    t.submit('!7');
    expect(t.screen()).toEqual([`${PROMPT} !7`, '!7: event not found']);
    expect(t.context().history.entries).toEqual(['whoami']);
    expect(t.context().input).toBe('');
    expect(t.emitted).toEqual([]);
  });

  it('expands designators inside a line', () => {
    const t = startTerminal({ initialHistory: ['projects'] });
    t.submit('cd !!');
    expect(t.screen()).toEqual([`${PROMPT} cd !!`, 'cd projects']);
    expect(t.emitted).toEqual([{ type: 'effect', effect: { type: 'navigate', to: '/projects' } }]);
    expect(t.context().history.entries).toEqual(['projects', 'cd projects']);
  });

  it('runs a private line as typed, a ! in it being no designator, and masks it', () => {
    const t = startTerminal({ initialHistory: ['help'], privateLine: maskSecret });
    t.submit('whoami pa!!word');
    expect(t.screen()).toEqual([`${PROMPT} whoami ********`, 'whoami: too many arguments']);
    expect(t.context().history.entries).toEqual(['help']);
  });

  it('masks a line that only becomes private once expanded, and keeps it out of history', () => {
    const t = startTerminal({ initialHistory: ['whoami'], privateLine: maskSecret });
    t.submit('!! s3cret');
    expect(t.screen()).toEqual([`${PROMPT} whoami ********`, 'whoami: too many arguments']);
    expect(t.screen().join('\n')).not.toContain('s3cret');
    expect(t.context().history.entries).toEqual(['whoami']);
  });
});

describe('terminalMachine: onHistoryChange', () => {
  it('reports the entries each time a line is recorded', () => {
    const seen: string[][] = [];
    const t = startTerminal({ onHistoryChange: (entries) => void seen.push([...entries]) });
    t.submit('whoami');
    t.submit('whoami');
    t.submit('theme');
    expect(seen).toEqual([['whoami'], ['whoami', 'theme']]);
  });

  it('reports them before the line runs, so a history command lists itself (as bash does)', () => {
    let recorded: readonly string[] = [];
    const commands = createCommandTable({
      name: 'history',
      description: 'List the history',
      run: () => printLines(recorded.map((entry, i) => `${i + 1}  ${entry}`)),
    });
    const t = startTerminal({ commands, initialHistory: ['ls'], onHistoryChange: (entries) => void (recorded = entries) });
    t.submit('history');
    expect(t.screen()).toEqual([`${PROMPT} history`, '1  ls', '2  history']);
  });

  it('reports nothing for an empty line, a private line or an event not found', () => {
    const onHistoryChange = vi.fn();
    const t = startTerminal({ onHistoryChange, privateLine: maskSecret });
    t.submit('');
    t.submit('whoami s3cret');
    t.submit('!3');
    expect(onHistoryChange).not.toHaveBeenCalled();
  });
});

describe('terminalMachine: command.run and command.refuse', () => {
  it('command.run runs a line as if typed, replacing the input', () => {
    const t = startTerminal();
    t.type('draft');
    t.actor.send({ type: 'command.run', line: 'whoami' });
    expect(t.screen()).toEqual([`${PROMPT} whoami`, 'A computer engineering student']);
    expect(t.context().history.entries).toEqual(['whoami']);
    expect(t.context().input).toBe('');
  });

  it('command.refuse echoes the line and the reason, runs and records nothing', () => {
    const t = startTerminal();
    t.actor.send({ type: 'command.refuse', line: 'theme light', reason: 'Not run from a link.' });
    expect(t.screen()).toEqual([`${PROMPT} theme light`, 'Not run from a link.']);
    expect(t.context().history.entries).toEqual([]);
    expect(t.emitted).toEqual([]);
  });

  it('command.refuse masks a private line', () => {
    const t = startTerminal({ privateLine: maskSecret });
    t.actor.send({ type: 'command.refuse', line: 'whoami s3cret', reason: 'No.' });
    expect(t.screen()).toEqual([`${PROMPT} whoami ********`, 'No.']);
  });
});
