export type Cell = string | number;

/** A plain-text table: numbers right-aligned, text left-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...text.map((row) => (row[column] ?? '').length)));
  const numeric = headers.map((_, column) => rows.length > 0 && rows.every((row) => /^-?[\d.]+$|^NaN$/.test(String(row[column]))));
  const render = (row: readonly string[]) =>
    row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join('  ').trimEnd();
  const [head, ...body] = text as [string[], ...string[][]];
  return [render(head), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(render)].join('\n');
}

export const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
export const ms = (value: number): string => value.toFixed(1);
