import { MAX_HISTORY_ENTRIES } from '@portfolio/terminal-ui/engine/history';

/**
 * The visit's command history, shared by every terminal screen and kept across reloads for the
 * browser session: session storage under `shellHistory`, a JSON array of lines, oldest first.
 * A missing, corrupt or foreign value reads as an empty history; storage that throws (private
 * modes, blocked cookies) leaves the history in memory for this page only. Never a crash.
 *
 * Private lines (`admin <password>`) never get here: the terminals keep them out of their history,
 * and `shellTerminalInput` drops any that a screen would report.
 */

export const HISTORY_STORAGE_KEY = 'shellHistory';

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface HistoryStore {
  /** The entries, oldest first (what `history` numbers from 1). */
  read(): readonly string[];
  /** Replaces the entries (the terminal's, after each recorded line). */
  write(entries: readonly string[]): void;
}

/** The page's session storage, or null where there is none or it may not be touched. */
export function browserSessionStore(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function keep(entries: readonly unknown[]): string[] {
  return entries.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').slice(-MAX_HISTORY_ENTRIES);
}

function parseEntries(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? keep(value) : [];
  } catch {
    return [];
  }
}

export function createHistoryStore(storage: SessionStore | null): HistoryStore {
  let entries: readonly string[] | null = null;
  const load = (): readonly string[] => {
    try {
      return parseEntries(storage?.getItem(HISTORY_STORAGE_KEY) ?? null);
    } catch {
      return [];
    }
  };
  return {
    read: () => (entries ??= load()),
    write(next) {
      entries = keep(next);
      try {
        storage?.setItem(HISTORY_STORAGE_KEY, JSON.stringify(entries));
      } catch {
        // Full or refused: the history still follows the visitor within this page.
      }
    },
  };
}
