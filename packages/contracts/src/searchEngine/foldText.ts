/**
 * The search's one comparison rule: text is compared after Unicode canonical decomposition (NFD),
 * with every combining mark removed and in lower case, on both sides, so `cafe` finds `Café` and
 * `ÉTÉ` finds `été`. Letters that are not a base letter plus marks (`ß`, `ø`, `æ`) stay themselves.
 */

const MARKS = /\p{M}/gu;
// eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
const ASCII = /^[\u0000-\u007f]*$/;

function foldCodePoint(codePoint: string): string {
  return codePoint.normalize('NFD').toLowerCase().replace(MARKS, '');
}

/** `text` folded for comparison (see above). Folded per code point, so `foldedWithOrigins` gives the same string. */
export function fold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let folded = '';
  for (const codePoint of text) folded += foldCodePoint(codePoint);
  return folded;
}

/** Folded text that knows where each of its code units came from in the original. */
export interface FoldedWithOrigins {
  readonly folded: string;
  /** Where in the original the code units `[start, end)` of `folded` came from (`start < end`). */
  originalRange(start: number, end: number): { readonly start: number; readonly end: number };
}

/**
 * `fold(text)`, with the way back to `text`'s offsets (for highlighting a match in the original).
 * A match always maps to whole code points of the original, marks that were dropped included
 * when they sit inside it.
 */
export function foldedWithOrigins(text: string): FoldedWithOrigins {
  if (ASCII.test(text)) return { folded: text.toLowerCase(), originalRange: (start, end) => ({ start, end }) };
  let folded = '';
  // For each code unit of `folded`: the offsets of the original code point it came from.
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const codePoint of text) {
    const part = foldCodePoint(codePoint);
    folded += part;
    for (let unit = 0; unit < part.length; unit += 1) {
      starts.push(offset);
      ends.push(offset + codePoint.length);
    }
    // A mark that folds to nothing belongs to the letter before it (`e` + U+0301 is highlighted whole).
    const last = starts.length - 1;
    for (let unit = last; part === '' && unit >= 0 && starts[unit] === starts[last]; unit -= 1) ends[unit] = offset + codePoint.length;
    offset += codePoint.length;
  }
  return {
    folded,
    originalRange: (start, end) => ({ start: starts[start] ?? text.length, end: ends[end - 1] ?? text.length }),
  };
}

/** The words of a query: split on white space, folded, each once, in the order typed; none may be empty. */
export function queryWords(query: string): string[] {
  const words = query
    .split(/\s+/)
    .map(fold)
    .filter((word) => word !== '');
  return [...new Set(words)];
}
