import type { NameLettering } from '@portfolio/contracts/pageData';
import { columnsOf, MAX_LETTERING_COLUMNS, MIN_LETTERING_COLUMNS, type LetteringDrawing } from '@portfolio/terminal-ui/components/Welcome';
import figlet from 'figlet';
import standardFont from 'figlet/fonts/Standard';

/**
 * The owner's name in ASCII-art letters, for the home's welcome: drawn on the server only (the
 * site's renderer puts it in the page data, `completePageData`), with figlet and its one font,
 * Standard, imported alone — the browser never loads either.
 */

const FONT = 'Standard';
figlet.parseFont(FONT, standardFont);

/** Whether the font has a letter for every character of `text` (figlet silently drops the others). */
function canLetter(text: string): boolean {
  const font = figlet.figFonts[FONT];
  return font !== undefined && [...text].every((character) => font[character.codePointAt(0) ?? 0] !== undefined);
}

/** `text` drawn, without figlet's trailing spaces or blank rows above and below. */
function draw(text: string): string[] {
  const lines = figlet.textSync(text, { font: FONT }).split('\n').map((line) => line.trimEnd());
  const first = lines.findIndex((line) => line !== '');
  const last = lines.findLastIndex((line) => line !== '');
  return first === -1 ? [] : lines.slice(first, last + 1);
}

/** The widths rows of words are packed to: all on one row, then narrower, for narrower terminals. */
const ROW_WIDTHS = [Infinity, 60, MIN_LETTERING_COLUMNS] as const;
/** A drawing of more rows of words than this is no longer a welcome; the name shows as text instead. */
const MAX_ROWS = 3;

/** `words` drawn in rows, each as many words as fit `width` columns (a wider word alone). */
function drawInRows(words: readonly string[], width: number): { rows: number; lines: string[] } {
  const rows: string[][] = [];
  let row: string[] = [];
  let rowLines: string[] = [];
  for (const word of words) {
    const wider = draw([...row, word].join(' '));
    if (row.length > 0 && columnsOf(wider) > width) {
      rows.push(rowLines);
      row = [word];
      rowLines = draw(word);
    } else {
      row = [...row, word];
      rowLines = wider;
    }
  }
  rows.push(rowLines);
  return { rows: rows.length, lines: rows.flat() };
}

/**
 * `name` drawn on one row and, when it has several words, packed into narrower rows (for a narrower
 * terminal); drawings too wide or too tall to show are left out. Undefined when the font lacks one of
 * its characters or no drawing is left.
 */
export function drawName(name: string): NameLettering | undefined {
  const words = name.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0 || !canLetter(words.join(''))) return undefined;
  const drawings: LetteringDrawing[] = [];
  for (const width of ROW_WIDTHS) {
    const { rows, lines } = drawInRows(words, width);
    const shown = rows <= MAX_ROWS && lines.length > 0 && columnsOf(lines) <= MAX_LETTERING_COLUMNS;
    if (shown && !drawings.some((drawing) => drawing.join('\n') === lines.join('\n'))) drawings.push(lines);
  }
  return drawings.length === 0 ? undefined : { name, drawings };
}

let last: { readonly name: string; readonly lettering: NameLettering | undefined } | undefined;

/** `drawName`, remembering the last name: every page of a site draws the same one. */
export function letteredName(name: string): NameLettering | undefined {
  if (last?.name !== name) last = { name, lettering: drawName(name) };
  return last.lettering;
}
