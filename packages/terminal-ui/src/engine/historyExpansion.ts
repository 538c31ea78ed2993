/**
 * History expansion as bash does it for its event designators: `!!` is the previous line, `!n` the
 * line numbered n by `history` (1 is the oldest entry kept), `!-n` the n-th line back. Every
 * designator in the line is replaced, wherever it stands (`sudo !!` works as in bash); one that
 * names no entry fails the whole line with bash's `!n: event not found`, and nothing runs.
 *
 * Deliberately narrower than bash: `!` followed by anything else (`!ls`, `hi!`, `!?x`) stays as
 * typed, so `echo hello!` or a title with a `!` needs no quoting. The line is not split into words
 * first because the terminal's own parsing (`parseLine`) knows no quotes either.
 */

export type HistoryExpansion =
  /** No designator in the line: run it as typed. */
  | { readonly kind: 'unchanged' }
  /** Every designator replaced: bash prints `line`, then runs and records it. */
  | { readonly kind: 'expanded'; readonly line: string }
  /** A designator named no entry: print `message` and run nothing. */
  | { readonly kind: 'failed'; readonly message: string };

/** `!!`, `!n` or `!-n` (n one or more digits). */
const DESIGNATOR = /!(!|-?\d+)/g;

export const eventNotFound = (designator: string): string => `${designator}: event not found`;

/** Whether the line holds a designator, i.e. what it runs depends on the history it is typed in. */
export function hasHistoryDesignator(line: string): boolean {
  return new RegExp(DESIGNATOR.source).test(line);
}

/** The entry a designator names, or undefined (`!0`, `!-0`, out of range). */
function entryFor(event: string, entries: readonly string[]): string | undefined {
  if (event === '!') return entries.at(-1);
  const n = Number(event);
  if (!Number.isSafeInteger(n) || n === 0) return undefined;
  const index = n > 0 ? n - 1 : entries.length + n;
  return index >= 0 ? entries[index] : undefined;
}

/** Expands `line` against `entries` (oldest first, as `history` numbers them from 1). */
export function expandHistory(line: string, entries: readonly string[]): HistoryExpansion {
  if (!hasHistoryDesignator(line)) return { kind: 'unchanged' };
  let failed: string | null = null;
  const expanded = line.replace(DESIGNATOR, (designator: string, event: string) => {
    const entry = failed === null ? entryFor(event, entries) : undefined;
    if (entry === undefined) {
      failed ??= designator;
      return designator;
    }
    return entry;
  });
  if (failed !== null) return { kind: 'failed', message: eventNotFound(failed) };
  return { kind: 'expanded', line: expanded };
}
