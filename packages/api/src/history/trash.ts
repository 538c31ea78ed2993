import { TRASH_KEEP_DAYS, type TrashItem, type TrashKind, type TrashRestoreResponse } from '@portfolio/contracts/history';
import type { Knex } from 'knex';
import { CONTENT_SLUG_SPACES, freeSlug, SLUG_LOCKS, type SlugSpace, withSlugLock } from '../db/slugs';
import { insertVersion, isoOf, type ItemVersion, KIND_LABELS, readVersion, titleOf, utcTimestamp } from './items';

const TABLE = 'trash';
const REVISIONS = 'revisions';
const DAY_MS = 86_400_000;

/** The review post of a trashed art entry goes with it, and so does its history. */
const REVIEW_KIND = 'review';

interface TrashRow {
  id: number;
  item_kind: string;
  item_key: string;
  title: string;
  snapshot: string;
  deleted_at: string | Date;
}

const isTrashKind = (value: string): value is TrashKind => value === 'post' || value === 'project' || value === 'art';
const cutoff = (now: Date) => utcTimestamp(new Date(now.getTime() - TRASH_KEEP_DAYS * DAY_MS));

/**
 * Deletes the trash entries (and the histories they hold) deleted more than TRASH_KEEP_DAYS before
 * `now`. Run lazily: by every delete, by the trash list and before a restore (nothing runs on a
 * timer). Returns how many went.
 */
export async function purgeExpiredTrash(knex: Knex, now = new Date()): Promise<number> {
  const expired = (await knex(TABLE).where('deleted_at', '<', cutoff(now)).select('id')) as { id: number }[];
  if (expired.length === 0) return 0;
  const ids = expired.map((row) => row.id);
  await knex(REVISIONS).whereIn('trash_id', ids).delete();
  await knex(TABLE).whereIn('id', ids).delete();
  return ids.length;
}

/**
 * Puts the item in the trash, as it is, with an art entry's review post; its revisions (and those of
 * the review) are set aside with it. The caller deletes the item itself, in the same transaction.
 * False when there is no such item.
 */
export async function putInTrash(trx: Knex.Transaction, kind: TrashKind, key: string, now = new Date()): Promise<boolean> {
  const version = await readVersion(trx, kind, key);
  if (!version) return false;
  await purgeExpiredTrash(trx, now);
  // Both drivers answer an insert with the new row's id.
  const [trashId] = (await trx(TABLE).insert({
    item_kind: kind,
    item_key: key,
    title: titleOf(kind, version).slice(0, 200),
    snapshot: JSON.stringify(version),
    deleted_at: utcTimestamp(now),
  })) as number[];
  const kinds = kind === 'art' ? ['art', 'post'] : [kind];
  await trx(REVISIONS).whereIn('item_kind', kinds).where('item_key', key).whereNull('trash_id').update({ trash_id: trashId });
  return true;
}

/**
 * Deletes a trash entry for good, with the history it holds ("Delete forever": what frees the images
 * only it still shows). False when there is no such entry.
 */
export async function deleteFromTrash(knex: Knex, id: number): Promise<boolean> {
  return knex.transaction(async (trx) => {
    await trx(REVISIONS).where('trash_id', id).delete();
    return (await trx(TABLE).where('id', id).delete()) > 0;
  });
}

/** What is in the trash, newest delete first (expired entries are purged first). */
export async function listTrash(knex: Knex, now = new Date()): Promise<TrashItem[]> {
  await purgeExpiredTrash(knex, now);
  const rows = (await knex(TABLE)
    .select('id', 'item_kind', 'item_key', 'title', 'deleted_at')
    .orderBy('id', 'desc')) as Omit<TrashRow, 'snapshot'>[];
  return rows.flatMap((row) => {
    if (!isTrashKind(row.item_kind)) return [];
    const deletedAt = isoOf(row.deleted_at);
    const expiresAt = new Date(Date.parse(deletedAt) + TRASH_KEEP_DAYS * DAY_MS).toISOString();
    return [{ id: Number(row.id), kind: row.item_kind, key: row.item_key, title: row.title, deletedAt, expiresAt }];
  });
}

const exists = async (knex: Knex, { table, column }: SlugSpace, key: string) => Boolean(await knex(table).where(column, key).first(column));
const PROJECT_SPACES: readonly SlugSpace[] = [{ table: 'projects', column: 'id' }];
const [POST_SPACE, ENTRY_SPACE] = CONTENT_SLUG_SPACES as readonly [SlugSpace, SlugSpace];

/**
 * The key a restored item takes: its own when free, else the first free `key-2`, `key-3`, … A
 * review post whose art entry still holds the slug takes it back: that is how it was linked.
 */
async function keyFor(trx: Knex.Transaction, kind: TrashKind, key: string, version: ItemVersion): Promise<string> {
  if (kind === 'project') return freeSlug(trx, key, PROJECT_SPACES);
  if (kind === 'post' && version.row.kind === REVIEW_KIND && !(await exists(trx, POST_SPACE, key)) && (await exists(trx, ENTRY_SPACE, key))) return key;
  return freeSlug(trx, key, CONTENT_SLUG_SPACES);
}

function restoredMessage(kind: TrashKind, key: string, previousKey: string, version: ItemVersion): string {
  const withReview = kind === 'art' && version.review ? ' with its review' : '';
  return key === previousKey
    ? `Restored ${KIND_LABELS[kind]} ${key}${withReview}`
    : `Restored ${KIND_LABELS[kind]} as ${key}${withReview} (${previousKey} was taken)`;
}

/**
 * Puts a trashed item back, with its review post and its history, under its own key or a fresh one
 * when another item took it meanwhile (the message says so). Restores take the slug lock adds take,
 * so an add at the same moment never gets the same key. Undefined when there is no such entry
 * (restored already, expired, or never there).
 */
export async function restoreFromTrash(knex: Knex, id: number, now = new Date()): Promise<TrashRestoreResponse | undefined> {
  const found = (await knex(TABLE).where('id', id).first('item_kind')) as Pick<TrashRow, 'item_kind'> | undefined;
  if (!found || !isTrashKind(found.item_kind)) return undefined;
  const lock = found.item_kind === 'project' ? SLUG_LOCKS.projects : SLUG_LOCKS.content;
  return withSlugLock(knex, lock, async (trx) => {
    await purgeExpiredTrash(trx, now);
    const row = (await trx(TABLE).where('id', id).first()) as TrashRow | undefined;
    if (!row || !isTrashKind(row.item_kind)) return undefined;
    const kind = row.item_kind;
    const version = JSON.parse(row.snapshot) as ItemVersion;
    const key = await keyFor(trx, kind, row.item_key, version);
    await insertVersion(trx, kind, key, version);
    await trx(REVISIONS).where('trash_id', id).update({ item_key: key, trash_id: null });
    await trx(TABLE).where('id', id).delete();
    const previousKey = key === row.item_key ? null : row.item_key;
    return { restored: { kind, key, previousKey, title: row.title }, message: restoredMessage(kind, key, row.item_key, version) };
  });
}
