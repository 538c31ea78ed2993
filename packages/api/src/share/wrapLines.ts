import { cells } from './plainText';

export const ELLIPSIS = '…';

/**
 * Plain text (see `plainText`) broken into at most `maxLines` lines of at most `maxColumns`
 * monospace columns: at spaces, and inside a word only when the word alone is longer than a line.
 * Text that needs more lines ends its last kept line with an ellipsis.
 */
export function wrapLines(text: string, maxColumns: number, maxLines: number): string[] {
  if (!Number.isInteger(maxColumns) || maxColumns < 2) throw new RangeError(`maxColumns must be an integer >= 2, got ${maxColumns}`);
  if (!Number.isInteger(maxLines) || maxLines < 1) throw new RangeError(`maxLines must be an integer >= 1, got ${maxLines}`);

  const lines: string[][] = [];
  let line: string[] = [];
  for (const word of text.split(' ').filter(Boolean).map(cells)) {
    if (line.length > 0 && line.length + 1 + word.length <= maxColumns) {
      line.push(' ', ...word);
      continue;
    }
    if (line.length > 0) lines.push(line);
    let rest = word;
    while (rest.length > maxColumns) {
      lines.push(rest.slice(0, maxColumns));
      rest = rest.slice(maxColumns);
    }
    line = rest;
  }
  if (line.length > 0) lines.push(line);

  const kept = lines.slice(0, maxLines);
  const last = kept.at(-1);
  if (lines.length > maxLines && last) kept[kept.length - 1] = withEllipsis(last, maxColumns);
  return kept.map((cellsOfLine) => cellsOfLine.join(''));
}

/** A line that was followed by more text, cut so that an ellipsis fits after it. */
function withEllipsis(line: string[], maxColumns: number): string[] {
  let cut = line.length < maxColumns ? line : line.slice(0, maxColumns - 1);
  const endsInsideWord = cut.length < line.length && line[cut.length] !== ' ' && cut.at(-1) !== ' ';
  if (endsInsideWord) {
    // Back to the last space, unless that throws away more than half the line.
    const space = cut.lastIndexOf(' ');
    if (space >= maxColumns / 2) cut = cut.slice(0, space);
  }
  while (cut.at(-1) === ' ') cut = cut.slice(0, -1);
  return [...cut, ELLIPSIS];
}
