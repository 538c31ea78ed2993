import { CONFIG_HISTORY_KEY, type HistoryKind } from '@portfolio/contracts/history';
import type { Knex } from 'knex';

/** A database row as read: whole, so columns added later (such as `draft`) are kept and written back. */
export type Row = Record<string, unknown>;

/**
 * An item as history and the trash keep it: its row and, for an art entry, its review post (the
 * writing post of the same slug; null when it has none). Saved as JSON text.
 */
export interface ItemVersion {
  readonly row: Row;
  readonly review?: Row | null;
}

interface ItemTable {
  readonly table: string;
  readonly keyColumn: string;
}

const POSTS: ItemTable = { table: 'writing_posts', keyColumn: 'slug' };
const TABLES: Readonly<Record<HistoryKind, ItemTable>> = {
  post: POSTS,
  project: { table: 'projects', keyColumn: 'id' },
  art: { table: 'art_entries', keyColumn: 'slug' },
  config: { table: 'site_config', keyColumn: 'id' },
};
/** The config is one row, id 1, named `site` in history paths. */
const CONFIG_ROW_ID = 1;
/** Set by every write, so left out when a version is compared or written back. */
const WRITE_TIME_COLUMNS = new Set(['updated_at', 'created_at']);

/** How each kind is named in messages and summaries. */
export const KIND_LABELS: Readonly<Record<HistoryKind, string>> = { post: 'post', project: 'project', art: 'art entry', config: 'site config' };

const rowKey = (kind: HistoryKind, key: string): string | number => (kind === 'config' ? CONFIG_ROW_ID : key);

async function readRow(knex: Knex, { table, keyColumn }: ItemTable, key: string | number): Promise<Row | undefined> {
  return (await knex(table).where(keyColumn, key).first()) as Row | undefined;
}

/** The item as it is now; undefined when there is none (or the config was never saved). */
export async function readVersion(knex: Knex, kind: HistoryKind, key: string): Promise<ItemVersion | undefined> {
  if (kind === 'config' && key !== CONFIG_HISTORY_KEY) return undefined;
  const row = await readRow(knex, TABLES[kind], rowKey(kind, key));
  if (!row) return undefined;
  return kind === 'art' ? { row, review: (await readRow(knex, POSTS, key)) ?? null } : { row };
}

/** A row's content, without its key and write times: what a save may change. */
function content(row: Row, keyColumn: string): Row {
  return Object.fromEntries(Object.entries(row).filter(([column]) => column !== keyColumn && !WRITE_TIME_COLUMNS.has(column)));
}

/** What a save may change of a version: its row's content, and an art entry's review's (null without one). */
export function contentOf(kind: HistoryKind, version: ItemVersion): { readonly row: Row; readonly review: Row | null } {
  return { row: content(version.row, TABLES[kind].keyColumn), review: version.review ? content(version.review, POSTS.keyColumn) : null };
}

/** True when nothing a save may change differs (so a save that changed nothing keeps no revision). */
export function sameVersion(kind: HistoryKind, a: ItemVersion, b: ItemVersion): boolean {
  const { keyColumn } = TABLES[kind];
  const text = (version: ItemVersion) =>
    JSON.stringify([content(version.row, keyColumn), version.review ? content(version.review, POSTS.keyColumn) : null]);
  return text(a) === text(b);
}

/** The columns the table has now: a snapshot's columns that were dropped since are left out. */
async function onlyExisting(knex: Knex, table: string, values: Row): Promise<Row> {
  const columns = new Set(Object.keys(await knex(table).columnInfo()));
  return Object.fromEntries(Object.entries(values).filter(([column]) => columns.has(column)));
}

async function upsertRow(knex: Knex, item: ItemTable, key: string | number, row: Row): Promise<void> {
  const values = await onlyExisting(knex, item.table, content(row, item.keyColumn));
  const updated = await knex(item.table)
    .where(item.keyColumn, key)
    .update({ ...values, updated_at: knex.fn.now() });
  // MySQL may count 0 changed rows for a row that exists: insert only when it does not.
  if (updated === 0 && !(await readRow(knex, item, key))) await knex(item.table).insert({ ...values, [item.keyColumn]: key });
}

/**
 * Writes a version back over the item `key` (a history restore): its row's content, and an art
 * entry's review when the version had one (a version without a review leaves the current review:
 * edits never delete one, and the review post keeps its own history).
 */
export async function writeVersion(knex: Knex, kind: HistoryKind, key: string, version: ItemVersion): Promise<void> {
  await upsertRow(knex, TABLES[kind], rowKey(kind, key), version.row);
  if (kind === 'art' && version.review) await upsertRow(knex, POSTS, key, version.review);
}

/** Inserts a version as a new item under `key` (a trash restore), with its review for an art entry. */
export async function insertVersion(knex: Knex, kind: HistoryKind, key: string, version: ItemVersion): Promise<void> {
  const insert = async (item: ItemTable, row: Row) => {
    const values = await onlyExisting(knex, item.table, { ...row, [item.keyColumn]: key });
    await knex(item.table).insert({ ...values, updated_at: knex.fn.now() });
  };
  await insert(TABLES[kind], version.row);
  if (kind === 'art' && version.review) await insert(POSTS, version.review);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const characters = (value: unknown): string => `${text(value).length} characters`;
const listLength = (value: unknown): number => {
  try {
    const parsed: unknown = JSON.parse(text(value));
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
};
const draftMark = (row: Row): string => (row.draft === true || row.draft === 1 ? ' · draft' : '');

/** The item's title (its owner's name for the config), for the trash list. */
export function titleOf(kind: HistoryKind, version: ItemVersion): string {
  return kind === 'config' ? text(version.row.owner_name) || 'Site config' : text(version.row.title);
}

/** A short description to tell versions apart: title, and the size of what changes most. */
export function summaryOf(kind: HistoryKind, { row, review }: ItemVersion): string {
  const title = titleOf(kind, { row });
  const summary = {
    post: () => `${title} · ${characters(row.content)}${draftMark(row)}`,
    project: () => `${title} · ${text(row.status)} · ${listLength(row.images)} images${draftMark(row)}`,
    art: () => `${title} by ${text(row.creator)} · ${review ? `review of ${characters(review.content)}` : 'no review'}`,
    config: () => `Site config · ${title === 'Site config' ? 'no owner name' : title} · profile of ${characters(row.profile_text)}`,
  }[kind]();
  return summary.slice(0, 300);
}

/** `YYYY-MM-DD HH:MM:SS` in UTC: how history times are written (both databases read it back the same). */
export const utcTimestamp = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** A stored history time as ISO 8601 UTC. */
export function isoOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const date = new Date(`${String(value).replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}
