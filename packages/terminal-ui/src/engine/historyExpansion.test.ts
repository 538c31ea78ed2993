import { describe, expect, it } from 'vitest';
import { eventNotFound, expandHistory, hasHistoryDesignator } from './historyExpansion';

const entries = ['ls', 'cat readme.txt', 'cd projects'];

describe('expandHistory', () => {
  it('leaves a line without designators unchanged', () => {
    expect(expandHistory('ls -la', entries)).toEqual({ kind: 'unchanged' });
    expect(expandHistory('', entries)).toEqual({ kind: 'unchanged' });
  });

  it('!! is the previous line', () => {
    expect(expandHistory('!!', entries)).toEqual({ kind: 'expanded', line: 'cd projects' });
  });

  it('!n is the line history numbers n, from 1', () => {
    expect(expandHistory('!1', entries)).toEqual({ kind: 'expanded', line: 'ls' });
    expect(expandHistory('!2', entries)).toEqual({ kind: 'expanded', line: 'cat readme.txt' });
    expect(expandHistory('!3', entries)).toEqual({ kind: 'expanded', line: 'cd projects' });
  });

  it('!-n counts back from the newest', () => {
    expect(expandHistory('!-1', entries)).toEqual({ kind: 'expanded', line: 'cd projects' });
    expect(expandHistory('!-3', entries)).toEqual({ kind: 'expanded', line: 'ls' });
  });

  it('replaces designators anywhere in the line, as bash does', () => {
    expect(expandHistory('echo !1 and !!', entries)).toEqual({ kind: 'expanded', line: 'echo ls and cd projects' });
    expect(expandHistory('  !1  ', entries)).toEqual({ kind: 'expanded', line: '  ls  ' });
  });

  it('fails with bash\'s message when the event is out of range', () => {
    expect(expandHistory('!4', entries)).toEqual({ kind: 'failed', message: '!4: event not found' });
    expect(expandHistory('!0', entries)).toEqual({ kind: 'failed', message: '!0: event not found' });
    expect(expandHistory('!-4', entries)).toEqual({ kind: 'failed', message: '!-4: event not found' });
    expect(expandHistory('!-0', entries)).toEqual({ kind: 'failed', message: '!-0: event not found' });
    expect(expandHistory('!99999999999999999999', entries)).toEqual({
      kind: 'failed',
      message: '!99999999999999999999: event not found',
    });
  });

  it('fails !! on an empty history', () => {
    expect(expandHistory('!!', [])).toEqual({ kind: 'failed', message: '!!: event not found' });
  });

  it('names the first designator that fails', () => {
    expect(expandHistory('!1 !7 !8', entries)).toEqual({ kind: 'failed', message: eventNotFound('!7') });
  });

  it('leaves other uses of ! as typed (narrower than bash)', () => {
    for (const line of ['echo hello!', '!ls', '! ls', 'echo a!b', '!?cat']) {
      expect(expandHistory(line, entries)).toEqual({ kind: 'unchanged' });
    }
  });
});

describe('hasHistoryDesignator', () => {
  it('tells a line that depends on history', () => {
    expect(hasHistoryDesignator('!!')).toBe(true);
    expect(hasHistoryDesignator('echo !3')).toBe(true);
    expect(hasHistoryDesignator('!-2')).toBe(true);
    expect(hasHistoryDesignator('echo hello!')).toBe(false);
    expect(hasHistoryDesignator('ls')).toBe(false);
  });

  it('gives the same answer when asked twice (no shared regex state)', () => {
    expect(hasHistoryDesignator('!1')).toBe(true);
    expect(hasHistoryDesignator('!1')).toBe(true);
  });
});
