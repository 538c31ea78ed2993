import type { SearchMatch } from '../search';
import { foldedWithOrigins } from './foldText';

/** About this many characters of a field are shown around its first match (ellipses aside). */
export const SNIPPET_LENGTH = 72;
/** How many characters come before the first match, when the text has them. */
const LEAD = 24;
/** How far a cut may move to fall between two words rather than inside one. */
const WORD_SLACK = 12;
const ELLIPSIS = '…';
const MARK = /\p{M}/u;

export interface Snippet {
  readonly text: string;
  /** Each occurrence of a query word in `text`, in order, merged where they overlap or touch. */
  readonly matches: SearchMatch[];
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The first occurrence of any word (the longer word when two start together), in folded offsets. */
function firstOccurrence(folded: string, words: readonly string[]): { start: number; end: number } | undefined {
  let first: { start: number; end: number } | undefined;
  for (const word of words) {
    const at = folded.indexOf(word);
    if (at === -1) continue;
    if (!first || at < first.start || (at === first.start && at + word.length > first.end)) first = { start: at, end: at + word.length };
  }
  return first;
}

/** Moves a cut forward to the next word when one starts close by (never past `limit`), off spaces, marks and half characters. */
function startBetweenWords(text: string, cut: number, limit: number): number {
  let start = cut;
  if (start > 0 && text[start - 1] !== ' ') {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < limit && space - start <= WORD_SLACK) start = space + 1;
  }
  while (start < limit && (text[start] === ' ' || isLowSurrogate(text.charCodeAt(start)) || MARK.test(text[start] ?? ''))) start += 1;
  return start;
}

/** Moves a cut back to the end of a word when one ends close by (never before `limit`), keeping a letter's marks and both halves of a character. */
function endBetweenWords(text: string, cut: number, limit: number): number {
  let end = cut;
  if (end < text.length && text[end] !== ' ') {
    const space = text.lastIndexOf(' ', end - 1);
    if (space >= limit && end - space <= WORD_SLACK) end = space;
  }
  while (end < text.length && (isLowSurrogate(text.charCodeAt(end)) || MARK.test(text[end] ?? ''))) end += 1;
  while (end > limit && text[end - 1] === ' ') end -= 1;
  if (end > limit && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return end;
}

/** Where to cut `text` to show about SNIPPET_LENGTH characters around `match`, the match whole. */
function windowAround(text: string, match: { start: number; end: number }): { start: number; end: number } {
  let start = Math.max(0, match.start - LEAD);
  const end = Math.min(text.length, Math.max(start + SNIPPET_LENGTH, match.end));
  // Near the end of the text, what is missing after the match is shown before it.
  if (end === text.length) start = Math.max(0, Math.min(start, end - SNIPPET_LENGTH));
  return { start: startBetweenWords(text, start, match.start), end: endBetweenWords(text, end, match.end) };
}

/** Every occurrence of `words` in `text`, in order, overlapping or touching ones merged. */
export function matchesIn(text: string, words: readonly string[]): SearchMatch[] {
  const source = foldedWithOrigins(text);
  const found: SearchMatch[] = [];
  for (const word of words) {
    for (let at = source.folded.indexOf(word); at !== -1; at = source.folded.indexOf(word, at + 1)) found.push(source.originalRange(at, at + word.length));
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: SearchMatch[] = [];
  for (const match of found) {
    const last = merged[merged.length - 1];
    if (last && match.start <= last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, match.end) };
    else merged.push(match);
  }
  return merged;
}

/**
 * One line of `text` (already on one line) around the first occurrence of a word, cut between
 * words with `…` where text was left out, and the occurrences of every word in it. Undefined when
 * no word occurs in `text`.
 */
export function snippetOf(text: string, words: readonly string[]): Snippet | undefined {
  const source = foldedWithOrigins(text);
  const first = firstOccurrence(source.folded, words);
  if (!first) return undefined;
  const { start, end } = windowAround(text, source.originalRange(first.start, first.end));
  const before = start > 0 ? ELLIPSIS : '';
  const shown = text.slice(start, end);
  return {
    text: `${before}${shown}${end < text.length ? ELLIPSIS : ''}`,
    matches: matchesIn(shown, words).map((match) => ({ start: match.start + before.length, end: match.end + before.length })),
  };
}
