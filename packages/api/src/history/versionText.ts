import type { HistoryKind } from '@portfolio/contracts/history';
import { contentOf, type ItemVersion, type Row } from './items';

/** Columns holding a JSON list of strings (a project's tech and images, the config's lists): one item a line. */
const LIST_COLUMNS = new Set(['tech', 'images', 'image_alts', 'current_focus', 'recent_experiences']);
/** Columns holding a JSON object (the skills): written out indented, one value a line, so a diff shows what changed. */
const OBJECT_COLUMNS = new Set(['skills_json']);
/** Stored as 0/1 on SQLite and MySQL, true/false elsewhere. */
const FLAG_COLUMNS = new Set(['draft']);

/** `profile_text` → `profile text`. */
const labelOf = (column: string): string => column.replace(/_/g, ' ');

function parsed(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON column as lines, or undefined when it does not hold what the column should (then it is shown as stored). */
function jsonLines(column: string, value: string): string[] | undefined {
  const data = parsed(value);
  if (LIST_COLUMNS.has(column) && Array.isArray(data)) return data.map((item) => `- ${typeof item === 'string' ? item : JSON.stringify(item)}`);
  if (OBJECT_COLUMNS.has(column) && data !== null && typeof data === 'object') return JSON.stringify(data, null, 2).split('\n');
  return undefined;
}

function fieldLines(column: string, value: unknown): string[] {
  const label = labelOf(column);
  if (FLAG_COLUMNS.has(column)) return [`${label}: ${value === true || value === 1 || value === '1' ? 'yes' : 'no'}`];
  if (value === null || value === undefined) return [`${label}:`];
  const text = typeof value === 'string' ? value : String(value as number | boolean);
  const block = jsonLines(column, text) ?? (text.includes('\n') ? text.split(/\r?\n/) : undefined);
  // A long or structured value under its label, as it reads; a short one on the label's line.
  return block === undefined ? [`${label}: ${text}`] : [`${label}:`, ...block];
}

const rowLines = (row: Row): string[] => Object.entries(row).flatMap(([column, value]) => fieldLines(column, value));

/**
 * An item's version written out for the owner to read and compare: each field on its own line
 * (`title: Dune`), a multi-line text or a list under its label, an art entry's review last. The same writing for a kept version and the current item, so a line diff of
 * the two shows what a restore would change.
 */
export function versionText(kind: HistoryKind, version: ItemVersion): string {
  const { row, review } = contentOf(kind, version);
  const lines = rowLines(row);
  // The review post's title and date follow the entry's: its text is what the owner wrote.
  if (kind === 'art') lines.push(...(review ? fieldLines('review', review.content) : ['review: none']));
  return lines.join('\n');
}
