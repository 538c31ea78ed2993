// Untrusted text (titles, names, slugs) on its way into an SVG <text>: made plain, then escaped.

/**
 * Dropped outright: C0/C1 controls, format characters (bidi overrides, zero-width joiners, soft
 * hyphen, BOM, tag characters), lone surrogates and U+FFFE/U+FFFF. XML 1.0 forbids some of them;
 * the rest draw nothing and would make the column count lie.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\uFFFE\uFFFF]/gu;
/** A combining mark with no base character to sit on. */
const ORPHAN_MARKS = /(^| )[\p{Mn}\p{Me}]+/gu;
/** One column of monospace text: a base character and the zero-width marks on it. */
const CELL = /[^\p{Mn}\p{Me}][\p{Mn}\p{Me}]*/gu;

/** One line of plain text: whitespace runs become one space, unsafe characters go, NFC. */
export function plainText(input: string): string {
  return input
    .replace(/\p{White_Space}+/gu, ' ')
    .replace(UNSAFE, '')
    .normalize('NFC')
    .replace(/ {2,}/g, ' ')
    .replace(ORPHAN_MARKS, '$1')
    .trim();
}

/**
 * The columns of plain text, one string each. Every character advances one cell in DejaVu Sans
 * Mono (a missing glyph draws a one-cell box) except combining marks, which resvg stacks on the
 * character before.
 */
export function cells(text: string): string[] {
  return text.match(CELL) ?? [];
}

/** How many columns plain text takes. */
export function columns(text: string): number {
  return cells(text).length;
}
