import { allowedDistance, osaDistance } from './suggest';

/**
 * "Did you mean" for an argument — a file for `cat`, a directory for `cd`, an item for `open`, a
 * theme — where `suggest` (for command names) is too strict: an argument is often typed as a
 * shorter form of a longer name, and screens look names up loosely (any case, `.txt` left out).
 *
 * A candidate is close to the typed word when either
 * 1. the two are within the allowed distance (`allowedDistance`: 2, 1 for two or three
 *    characters, 0 for one), measured between their keys (`key`: the screen's lookup form, such as
 *    `readme` for `readme.txt`) or, whichever is nearer, as written in any case — so `readme.tx`
 *    finds `readme.txt` although its key `readme.tx` is three edits from `readme`; or
 * 2. the typed key is the start of the candidate's key and at least `minPrefix` (3) characters
 *    long: `pocket` finds `pocket-oscilloscope`. Shorter starts are Tab's job, and would match
 *    too much to be a correction.
 * Nearest first — a start ranks between one edit and two (`writ` suggests `writing` before `art`,
 * two edits away, but `musik` before `musical-notes` for `musi`) — ties in the candidates' order,
 * each once, at most `limit` (3).
 */
export interface ArgumentSuggestOptions {
  /** The lookup form both sides are compared in (default: lowercased). */
  readonly key?: (value: string) => string;
  /** How many suggestions at most (default 3). */
  readonly limit?: number;
  /** The shortest typed key that may match as the start of a name (default 3). */
  readonly minPrefix?: number;
}

const lowercase = (value: string): string => value.toLowerCase();

/** Where a name the typed word starts ranks: after a one-edit spelling, before a two-edit one. */
const STARTS_WITH = 1.5;

/** How far `candidate` is from what was typed, or null when it is not close. */
function closeness(typedKey: string, typedLower: string, candidate: string, key: (value: string) => string, minPrefix: number): number | null {
  const candidateKey = key(candidate);
  const allowed = allowedDistance([...typedKey].length);
  const distance = Math.min(osaDistance(typedKey, candidateKey), osaDistance(typedLower, candidate.toLowerCase()));
  if (distance <= allowed) return distance;
  if ([...typedKey].length >= minPrefix && candidateKey.startsWith(typedKey)) return STARTS_WITH;
  return null;
}

/** The candidates close to the typed argument, nearest first; none when nothing is close. */
export function suggestArgument(typed: string, candidates: readonly string[], options: ArgumentSuggestOptions = {}): string[] {
  const { key = lowercase, limit = 3, minPrefix = 3 } = options;
  const typedKey = key(typed);
  if (typedKey === '') return [];
  const typedLower = typed.toLowerCase();
  return [...new Set(candidates)]
    .map((candidate, index) => ({ candidate, index, distance: closeness(typedKey, typedLower, candidate, key, minPrefix) }))
    .filter((entry): entry is { candidate: string; index: number; distance: number } => entry.distance !== null)
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
