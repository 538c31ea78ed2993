import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLUMN_STEP, columnsOf, columnStepFor, fitLettering, MAX_LETTERING_COLUMNS, MIN_LETTERING_COLUMNS } from './letteringFit';
import { SAMPLE_LETTERING } from './sampleLettering';

/** A drawing `columns` wide and `rows` high. */
const drawing = (columns: number, rows = 3) => Array.from({ length: rows }, (_, row) => (row === 0 ? '#'.repeat(columns) : '#'));

describe('columnsOf', () => {
  it('is the longest line, counted in characters', () => {
    expect(columnsOf(['ab', 'abcd', ''])).toBe(4);
    expect(columnsOf(['ëö', '😀x'])).toBe(2);
    expect(columnsOf([])).toBe(0);
  });
});

describe('columnStepFor', () => {
  it('rounds up to the next step, never below the narrowest lettered width', () => {
    expect(columnStepFor(1)).toBe(MIN_LETTERING_COLUMNS);
    expect(columnStepFor(26)).toBe(40);
    expect(columnStepFor(40)).toBe(40);
    expect(columnStepFor(41)).toBe(50);
    expect(columnStepFor(48)).toBe(50);
    expect(columnStepFor(120)).toBe(120);
  });
});

describe('fitLettering', () => {
  it('the sample name: one row from 50 columns, a word per row from 40, text below', () => {
    const fit = fitLettering(SAMPLE_LETTERING);
    expect(fit.drawings.map(({ fromColumns, untilColumns }) => ({ fromColumns, untilColumns }))).toEqual([
      { fromColumns: 50, untilColumns: null },
      { fromColumns: 40, untilColumns: 50 },
    ]);
    expect(fit.drawings[0]?.lines).toBe(SAMPLE_LETTERING[0]);
    expect(fit.textUntilColumns).toBe(40);
  });

  it('no drawing: always text', () => {
    expect(fitLettering([])).toEqual({ drawings: [], textUntilColumns: null });
    expect(fitLettering([[], ['']])).toEqual({ drawings: [], textUntilColumns: null });
  });

  it('prefers the wider drawing wherever it fits, whatever the order given', () => {
    const narrow = drawing(30);
    const wide = drawing(75);
    const fit = fitLettering([narrow, wide]);
    expect(fit.drawings).toEqual([
      { lines: wide, fromColumns: 80, untilColumns: null },
      { lines: narrow, fromColumns: 40, untilColumns: 80 },
    ]);
    expect(fit.textUntilColumns).toBe(40);
  });

  it('leaves out a drawing that needs the same step as a wider one, and one too wide to show', () => {
    const fit = fitLettering([drawing(MAX_LETTERING_COLUMNS + 1), drawing(58), drawing(52), drawing(12)]);
    expect(fit.drawings.map((fitted) => [columnsOf(fitted.lines), fitted.fromColumns, fitted.untilColumns])).toEqual([
      [58, 60, null],
      [12, 40, 60],
    ]);
  });
});

describe('Lettering.module.css', () => {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'Lettering.module.css'), 'utf8');
  const steps = Array.from({ length: (MAX_LETTERING_COLUMNS - MIN_LETTERING_COLUMNS) / COLUMN_STEP + 1 }, (_, index) => MIN_LETTERING_COLUMNS + index * COLUMN_STEP);

  it('has one query per step, from the narrowest to the widest, in that order', () => {
    const queried = [...css.matchAll(/@container lettering \(min-width: (\d+)ch\)/g)].map((match) => Number(match[1]));
    expect(queried).toEqual(steps);
  });

  it('each query shows the drawings from its step, hides those until it, and hides the text behind them', () => {
    for (const step of steps) {
      const block = css.slice(css.indexOf(`(min-width: ${step}ch)`)).split('}\n}')[0] ?? '';
      expect(block).toContain(`.art[data-from='${step}'] { display: block; }`);
      expect(block).toContain(`.art[data-until='${step}'] { display: none; }`);
      expect(block).toContain(`.text[data-until='${step}'] { position: absolute;`);
    }
  });
});
