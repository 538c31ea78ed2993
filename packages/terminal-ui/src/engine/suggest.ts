import { DID_YOU_MEAN } from './messages';
import { fillEntry, print, text } from './output';
import type { Effect, OutputSegment } from './types';

/**
 * "Did you mean": the names close to a mistyped one. Close is the Damerau-Levenshtein distance in
 * its optimal-string-alignment form (insert, delete, substitute, swap two neighbours; each
 * character edited once) of at most 2, but at most 1 for a word of two or three
 * characters and 0 for one character: in a word that short, two edits leave almost nothing of it
 * (`rm` would "mean" `ls`, `foo` `boom`), while `sl` still finds `ls`.
 */

export interface SuggestOptions {
  /** The largest distance still suggested (default 2). */
  readonly maxDistance?: number;
  /** How many suggestions at most (default 3). */
  readonly limit?: number;
  /** Applied to both sides before measuring, e.g. lowercasing file names; commands compare as typed. */
  readonly normalize?: (value: string) => string;
}

/** The optimal-string-alignment distance between `a` and `b`. */
export function osaDistance(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  // rows[i][j]: the distance between the first i characters of x and the first j of y.
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= x.length; i += 1) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(x.length, y.length);
}

/** The largest distance suggested for a typed word of `length` characters. */
export function allowedDistance(length: number, maxDistance = 2): number {
  if (length <= 1) return 0;
  return Math.min(maxDistance, length <= 3 ? 1 : 2);
}

/** The candidates close to `typed`, nearest first, ties in the candidates' order; each once. */
export function suggest(typed: string, candidates: readonly string[], options: SuggestOptions = {}): string[] {
  const { maxDistance = 2, limit = 3, normalize = (value: string) => value } = options;
  const wanted = normalize(typed);
  const allowed = allowedDistance([...wanted].length, maxDistance);
  return [...new Set(candidates)]
    .map((candidate, index) => ({ candidate, index, distance: osaDistance(wanted, normalize(candidate)) }))
    .filter(({ distance }) => distance <= allowed)
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/**
 * The `Did you mean: ls, cd?` line, or nothing when there is no suggestion. Each name is clickable:
 * it fills the input with `toInput(name)` (e.g. the corrected line, ready for Enter).
 */
export function suggestionEffects(suggestions: readonly string[], toInput: (suggestion: string) => string): Effect[] {
  if (suggestions.length === 0) return [];
  const names = suggestions.flatMap((name, index): OutputSegment[] => [
    ...(index > 0 ? [text(', ', 'muted')] : []),
    fillEntry(name, toInput(name)),
  ]);
  // The segments read as `didYouMean(suggestions)`.
  return [print(text(DID_YOU_MEAN, 'muted'), ...names, text('?', 'muted'))];
}
