import { HISTORY_MAX_VERSIONS, type HistoryKind, type HistoryVersion, type HistoryVersionTextResponse } from '@portfolio/contracts/history';
import type { Knex } from 'knex';
import { type ItemVersion, isoOf, KIND_LABELS, readVersion, sameVersion, summaryOf, utcTimestamp, writeVersion } from './items';
import { versionText } from './versionText';

export { readVersion } from './items';

const TABLE = 'revisions';

interface RevisionRow {
  id: number;
  summary: string;
  snapshot: string;
  saved_at: string | Date;
}

/** The revisions of a live item (those of a trashed one carry its `trash_id`). */
const ofItem = (knex: Knex, kind: HistoryKind, key: string) => knex(TABLE).where({ item_kind: kind, item_key: key }).whereNull('trash_id');

/**
 * Keeps `before` (the item as it was when the save began, read with `readVersion` in the same
 * transaction) as a revision, unless the save changed nothing or the item did not exist yet; then
 * drops the item's oldest revisions past HISTORY_MAX_VERSIONS. Call it inside the save's
 * transaction, after the save's writes, so the revision and the save commit or fail together.
 */
export async function keepRevision(trx: Knex.Transaction, kind: HistoryKind, key: string, before: ItemVersion | undefined, now = new Date()): Promise<void> {
  if (!before) return;
  const after = await readVersion(trx, kind, key);
  if (after && sameVersion(kind, before, after)) return;
  await trx(TABLE).insert({
    item_kind: kind,
    item_key: key,
    summary: summaryOf(kind, before),
    snapshot: JSON.stringify(before),
    saved_at: utcTimestamp(now),
    trash_id: null,
  });
  // Read, then delete by id: MySQL refuses a LIMIT inside an IN subquery.
  const dropped = (await ofItem(trx, kind, key)
    .orderBy('id', 'desc')
    .offset(HISTORY_MAX_VERSIONS)
    .limit(1_000_000)
    .select('id')) as { id: number }[];
  if (dropped.length > 0) await trx(TABLE).whereIn('id', dropped.map((row) => row.id)).delete();
}

/** An item's earlier versions, newest first. */
export async function listRevisions(knex: Knex, kind: HistoryKind, key: string): Promise<HistoryVersion[]> {
  const rows = (await ofItem(knex, kind, key).orderBy('id', 'desc').select('id', 'summary', 'saved_at')) as Omit<RevisionRow, 'snapshot'>[];
  return rows.map((row) => ({ id: Number(row.id), savedAt: isoOf(row.saved_at), summary: row.summary }));
}

export type RevisionTextResult =
  | { readonly outcome: 'found'; readonly answer: HistoryVersionTextResponse }
  | { readonly outcome: 'no-item' }
  | { readonly outcome: 'no-revision' };

/** One kept version and the item as it is now, both written out by `versionText`; the outcomes as for a restore. */
export async function readRevisionText(knex: Knex, kind: HistoryKind, key: string, revisionId: number): Promise<RevisionTextResult> {
  const current = await readVersion(knex, kind, key);
  if (!current) return { outcome: 'no-item' };
  const revision = (await ofItem(knex, kind, key).where('id', revisionId).first('id', 'summary', 'snapshot', 'saved_at')) as RevisionRow | undefined;
  if (!revision) return { outcome: 'no-revision' };
  const answer: HistoryVersionTextResponse = {
    version: { id: Number(revision.id), savedAt: isoOf(revision.saved_at), summary: revision.summary },
    text: versionText(kind, JSON.parse(revision.snapshot) as ItemVersion),
    current: versionText(kind, current),
  };
  return { outcome: 'found', answer };
}

export type RestoreRevisionResult =
  | { readonly outcome: 'restored'; readonly message: string }
  | { readonly outcome: 'no-item' }
  | { readonly outcome: 'no-revision' };

/**
 * Makes a kept version current again. It is a save like any other: the current version becomes the
 * newest revision, in the same transaction. `no-item` when the item does not exist (a deleted one
 * is restored from the trash first), `no-revision` when the id is not one of the item's versions.
 */
export async function restoreRevision(knex: Knex, kind: HistoryKind, key: string, revisionId: number, now = new Date()): Promise<RestoreRevisionResult> {
  return knex.transaction(async (trx) => {
    const revision = (await ofItem(trx, kind, key).where('id', revisionId).first('id', 'snapshot', 'saved_at')) as RevisionRow | undefined;
    const before = await readVersion(trx, kind, key);
    if (!before) return { outcome: 'no-item' } as const;
    if (!revision) return { outcome: 'no-revision' } as const;
    await writeVersion(trx, kind, key, JSON.parse(revision.snapshot) as ItemVersion);
    await keepRevision(trx, kind, key, before, now);
    const replaced = isoOf(revision.saved_at).slice(0, 16).replace('T', ' ');
    return { outcome: 'restored', message: `Restored ${KIND_LABELS[kind]} ${key} to its version from before ${replaced} UTC` } as const;
  });
}
