/**
 * Command history as pure functions over `{ entries, index, draft }`.
 *
 * `index` points at the entry shown; `index === entries.length` means "not browsing" (the input is
 * the user's own). Leaving that position with ArrowUp keeps the unsent input as `draft`, and coming
 * back down past the newest entry restores it. Edits made to a recalled entry are not kept when
 * moving on (as in a plain readline without history editing).
 * Only non-empty lines are stored, trimmed; a repeat of the newest entry is not stored twice; the
 * oldest entries go past MAX_HISTORY_ENTRIES.
 */
export interface History {
  readonly entries: readonly string[];
  readonly index: number;
  readonly draft: string;
}

/** The result of a move: the history and what the input now reads. */
export interface HistoryMove {
  readonly history: History;
  readonly input: string;
}

export const MAX_HISTORY_ENTRIES = 500;

export function createHistory(entries: readonly string[] = []): History {
  return entries.reduce(recordHistory, { entries: [], index: 0, draft: '' });
}

export function recordHistory(history: History, line: string): History {
  const entry = line.trim();
  const last = history.entries[history.entries.length - 1];
  const entries =
    entry === '' || entry === last ? history.entries : [...history.entries, entry].slice(-MAX_HISTORY_ENTRIES);
  return { entries, index: entries.length, draft: '' };
}

/** Stops browsing without changing the entries (after Ctrl+C, an empty submit, a filled input). */
export function resetNavigation(history: History): History {
  return { ...history, index: history.entries.length, draft: '' };
}

/** ArrowUp: the previous entry; at the oldest it stays there. */
export function historyBack(history: History, input: string): HistoryMove {
  if (history.entries.length === 0) return { history, input };
  const browsing = history.index < history.entries.length;
  const index = Math.max(0, Math.min(history.index, history.entries.length) - 1);
  return {
    history: { ...history, index, draft: browsing ? history.draft : input },
    input: history.entries[index] ?? input,
  };
}

/** ArrowDown: the next entry, then the draft; when not browsing it changes nothing. */
export function historyForward(history: History, input: string): HistoryMove {
  if (history.index >= history.entries.length) return { history, input };
  const index = history.index + 1;
  if (index === history.entries.length) {
    return { history: { ...history, index, draft: '' }, input: history.draft };
  }
  return { history: { ...history, index }, input: history.entries[index] ?? input };
}
