/**
 * Which drawing of a lettered name shows at which terminal width. The choice is made by the
 * stylesheet (container queries on the lettering's own width, `Lettering.module.css`), not by
 * measuring in script: the server's HTML and the browser's first render are then the same, and the
 * right drawing is there from the first paint, at any width, without a layout shift.
 *
 * A query cannot read a number from the page, so widths go in steps: a drawing `columns` wide shows
 * from the step at or above it (`fromColumns`) until a wider drawing fits (`untilColumns`); below
 * the narrowest drawing's step the name is plain text. The stylesheet has one query per step, from
 * MIN_LETTERING_COLUMNS to MAX_LETTERING_COLUMNS: keep the two in step.
 */

/** Narrower terminals (a phone's width) show the name as plain text. */
export const MIN_LETTERING_COLUMNS = 40;
/** A drawing wider than this is never shown (a very long name is plain text, or drawn a word per row). */
export const MAX_LETTERING_COLUMNS = 120;
export const COLUMN_STEP = 10;

/** One drawing of the name: its lines, top to bottom. */
export type LetteringDrawing = readonly string[];

export interface FittedDrawing {
  readonly lines: LetteringDrawing;
  /** The terminal width, in columns (`ch`), from which it shows. */
  readonly fromColumns: number;
  /** The width from which a wider drawing shows instead; null for the widest. */
  readonly untilColumns: number | null;
}

export interface LetteringFit {
  /** The drawings that can show, widest first. */
  readonly drawings: readonly FittedDrawing[];
  /** The width from which a drawing replaces the plain text; null: always plain text. */
  readonly textUntilColumns: number | null;
}

/** A drawing's width in columns: its longest line, in characters (not UTF-16 units). */
export function columnsOf(lines: LetteringDrawing): number {
  return lines.reduce((widest, line) => Math.max(widest, [...line].length), 0);
}

/** The step from which `columns` columns fit: at least MIN_LETTERING_COLUMNS. */
export function columnStepFor(columns: number): number {
  return Math.max(MIN_LETTERING_COLUMNS, Math.ceil(columns / COLUMN_STEP) * COLUMN_STEP);
}

/**
 * The drawings worth showing and from which width each does. A wider drawing is preferred wherever
 * it fits; one that needs the same step as a wider one would never show, and is left out, as is an
 * empty one or one wider than MAX_LETTERING_COLUMNS.
 */
export function fitLettering(drawings: readonly LetteringDrawing[]): LetteringFit {
  const candidates = drawings
    .map((lines) => ({ lines, columns: columnsOf(lines) }))
    .filter(({ columns }) => columns > 0 && columns <= MAX_LETTERING_COLUMNS)
    .sort((a, b) => b.columns - a.columns);
  const kept: FittedDrawing[] = [];
  for (const { lines, columns } of candidates) {
    const fromColumns = columnStepFor(columns);
    const wider = kept.at(-1);
    if (wider !== undefined && fromColumns >= wider.fromColumns) continue;
    kept.push({ lines, fromColumns, untilColumns: wider?.fromColumns ?? null });
  }
  return { drawings: kept, textUntilColumns: kept.at(-1)?.fromColumns ?? null };
}
