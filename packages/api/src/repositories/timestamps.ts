/**
 * A stored timestamp as ISO-like UTC text. SQLite's CURRENT_TIMESTAMP reads back as
 * `2026-11-23 21:59:30` (UTC), MySQL with `dateStrings` as the same shape in the server's zone,
 * better-sqlite3 rows written by hand may hold a number or a Date.
 */
export function timestampText(value: string | Date | number): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  return value.replace(' ', 'T');
}
