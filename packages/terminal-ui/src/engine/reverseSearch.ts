/**
 * Ctrl+R, readline's reverse incremental search, as pure functions over the history's entries
 * (oldest first).
 *
 * - The search shows `(reverse-i-search)'{query}': {line}`; when the query matches nothing older,
 *   `(failed reverse-i-search)'{query}': {line}`, the line staying the last one found.
 * - Typing refines: a longer query searches on from the line found (it still matches if it can),
 *   any other change of the query searches again from the newest entry. An empty query shows the
 *   line as it was when the search began.
 * - Ctrl+R again finds the next older entry holding the query, skipping entries identical to the
 *   line shown (as readline does), so a repeated command is not found twice in a row.
 * - Matching ignores case (our choice: a visitor does not remember how a line was capitalised).
 */
export interface ReverseSearch {
  readonly query: string;
  /** The index in the entries of the line found, or null when none is (yet). */
  readonly found: number | null;
  /** What the search line shows after the query: the entry found, or `original`. */
  readonly line: string;
  /** The input as it was when the search began: giving up (Escape, Ctrl+G) puts it back. */
  readonly original: string;
  /** The query matches no older entry. */
  readonly failed: boolean;
}

/** What a view needs to draw a search. */
export type ReverseSearchView = Pick<ReverseSearch, 'query' | 'line' | 'failed'>;

export function startReverseSearch(original: string): ReverseSearch {
  return { query: '', found: null, line: original, original, failed: false };
}

const holds = (entry: string, query: string) => entry.toLowerCase().includes(query.toLowerCase());

/** The newest entry at or before `from` that holds `query` and is not `skip`, or -1. */
function findOlder(entries: readonly string[], query: string, from: number, skip?: string): number {
  for (let index = Math.min(from, entries.length - 1); index >= 0; index -= 1) {
    const entry = entries[index];
    if (entry !== undefined && entry !== skip && holds(entry, query)) return index;
  }
  return -1;
}

function foundAt(search: ReverseSearch, entries: readonly string[], query: string, index: number): ReverseSearch {
  if (index === -1) return { ...search, query, failed: true };
  return { ...search, query, found: index, line: entries[index] ?? search.line, failed: false };
}

export function changeSearchQuery(search: ReverseSearch, entries: readonly string[], query: string): ReverseSearch {
  if (query === '') return { ...search, query, found: null, line: search.original, failed: false };
  const refines = search.found !== null && query.startsWith(search.query);
  const from = refines && search.found !== null ? search.found : entries.length - 1;
  return foundAt(search, entries, query, findOlder(entries, query, from));
}

export function searchOlder(search: ReverseSearch, entries: readonly string[]): ReverseSearch {
  if (search.query === '') return search;
  const from = search.found === null ? entries.length - 1 : search.found - 1;
  return foundAt(search, entries, search.query, findOlder(entries, search.query, from, search.line));
}

export function reverseSearchLabel(failed: boolean): string {
  return failed ? '(failed reverse-i-search)' : '(reverse-i-search)';
}

/** The search line as the visitor reads it, e.g. `(reverse-i-search)'ca': cat readme.txt`. */
export function formatReverseSearch({ query, line, failed }: ReverseSearchView): string {
  return `${reverseSearchLabel(failed)}'${query}': ${line}`;
}
