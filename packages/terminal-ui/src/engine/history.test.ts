import { describe, expect, it } from 'vitest';
import {
  createHistory,
  historyBack,
  historyForward,
  MAX_HISTORY_ENTRIES,
  recordHistory,
  resetNavigation,
  type History,
} from './history';

/** Applies a sequence of keys, returning each input shown. */
function press(start: History, input: string, keys: readonly ('up' | 'down')[]): string[] {
  let state = { history: start, input };
  return keys.map((key) => {
    state = key === 'up' ? historyBack(state.history, state.input) : historyForward(state.history, state.input);
    return state.input;
  });
}

describe('recording', () => {
  it('keeps non-empty lines, trimmed, newest last', () => {
    const history = createHistory(['ls', '', '   ', '  cd art  ']);
    expect(history).toEqual({ entries: ['ls', 'cd art'], index: 2, draft: '' });
  });

  it('does not store a repeat of the previous line twice', () => {
    expect(createHistory(['ls', 'ls', 'ls ', 'help', 'ls']).entries).toEqual(['ls', 'help', 'ls']);
  });

  it('stops browsing and forgets the draft when a line is recorded', () => {
    const browsing = historyBack(createHistory(['ls']), 'dra').history;
    expect(recordHistory(browsing, 'help')).toEqual({ entries: ['ls', 'help'], index: 2, draft: '' });
    expect(recordHistory(browsing, '')).toEqual({ entries: ['ls'], index: 1, draft: '' });
  });

  it('keeps at most MAX_HISTORY_ENTRIES, dropping the oldest', () => {
    const lines = Array.from({ length: MAX_HISTORY_ENTRIES + 3 }, (_, i) => `echo ${i}`);
    const history = createHistory(lines);
    expect(history.entries).toHaveLength(MAX_HISTORY_ENTRIES);
    expect(history.entries[0]).toBe('echo 3');
    expect(history.index).toBe(MAX_HISTORY_ENTRIES);
  });
});

describe('navigation', () => {
  const history = createHistory(['ls', 'cd art', 'help']);

  it('goes back with ArrowUp and stays at the oldest', () => {
    expect(press(history, '', ['up', 'up', 'up', 'up'])).toEqual(['help', 'cd art', 'ls', 'ls']);
  });

  it('goes forward with ArrowDown and restores the unsent draft at the end', () => {
    expect(press(history, 'the', ['up', 'up', 'down', 'down', 'down'])).toEqual([
      'help',
      'cd art',
      'help',
      'the',
      'the',
    ]);
  });

  it('keeps the first draft while browsing, even if a recalled entry was edited', () => {
    const up = historyBack(history, 'mine');
    const edited = historyBack(up.history, 'help --edited');
    expect(edited.input).toBe('cd art');
    const down = historyForward(historyForward(edited.history, edited.input).history, 'x');
    expect(down.input).toBe('mine');
    expect(down.history.index).toBe(3);
  });

  it('does nothing with an empty history or ArrowDown when not browsing', () => {
    expect(historyBack(createHistory(), 'typed')).toEqual({ history: createHistory(), input: 'typed' });
    expect(historyForward(history, 'typed')).toEqual({ history, input: 'typed' });
  });

  it('resets navigation without touching the entries', () => {
    const browsing = historyBack(history, 'draft').history;
    expect(resetNavigation(browsing)).toEqual({ entries: history.entries, index: 3, draft: '' });
  });
});
