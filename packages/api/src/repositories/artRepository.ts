import { type ArtEntry, type ArtInput, type ArtKind, type ArtResponse, type ArtUpdate, isArtKind } from '@portfolio/contracts/art';
import type { Knex } from 'knex';
import { keepRevision, readVersion } from '../history/revisions';
import { putInTrash } from '../history/trash';
import { CONTENT_SLUG_SPACES, insertWithFreshSlug, slugify, SLUG_LOCKS, withSlugLock } from '../db/slugs';
import { type ReviewStore, reviewStore } from './writingRepository';

const ENTRIES = 'art_entries';
const COVERS = 'art_covers';

interface EntryRow {
  slug: string;
  kind: string;
  title: string;
  creator: string;
  date: string;
  review_slug: string | null;
}

function toEntry(row: EntryRow): ArtEntry | undefined {
  if (!isArtKind(row.kind)) return undefined;
  return {
    id: row.slug,
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    creator: row.creator,
    date: row.date,
    hasReview: row.review_slug !== null,
  };
}

/**
 * Entries with whether their review post exists and is published (a draft post is no review to a
 * visitor: `GET /api/writing/{slug}` answers 404 for it); newest date first, ties by slug.
 */
function selectEntries(knex: Knex): Knex.QueryBuilder {
  return knex({ a: ENTRIES })
    .leftJoin({ w: 'writing_posts' }, (join) => join.on('w.slug', '=', 'a.slug').andOnVal('w.draft', '=', false))
    .select('a.slug', 'a.kind', 'a.title', 'a.creator', 'a.date', { review_slug: 'w.slug' })
    .orderBy([
      { column: 'a.date', order: 'desc' },
      { column: 'a.slug', order: 'asc' },
    ]);
}

/** Every entry, or only one category's. */
export async function listEntries(knex: Knex, kind?: ArtKind): Promise<ArtEntry[]> {
  const query = selectEntries(knex);
  if (kind) query.where('a.kind', kind);
  const rows = (await query) as EntryRow[];
  return rows.map(toEntry).filter((entry): entry is ArtEntry => entry !== undefined);
}

export async function findEntry(knex: Knex, id: string): Promise<ArtEntry | undefined> {
  const row = (await selectEntries(knex).where('a.slug', id).first()) as EntryRow | undefined;
  return row && toEntry(row);
}

export async function countEntries(knex: Knex): Promise<number> {
  const row = (await knex(ENTRIES).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/** Every category with its cover (null when none is set) and its entries. */
export async function artByCategory(knex: Knex): Promise<ArtResponse> {
  const entries = await listEntries(knex);
  const covers = (await knex(COVERS).select('category', 'url')) as { category: string; url: string }[];
  const group = (kind: ArtKind) => ({
    currentCover: covers.find((cover) => cover.category === kind)?.url ?? null,
    items: entries.filter((entry) => entry.kind === kind).map(({ kind: _kind, ...item }) => item),
  });
  return { music: group('music'), books: group('books'), movies: group('movies'), shows: group('shows') };
}

/** Sets a category's cover, or clears it with null. */
export async function setCover(knex: Knex, category: ArtKind, url: string | null): Promise<void> {
  if (url === null) {
    await knex(COVERS).where('category', category).delete();
    return;
  }
  await knex(COVERS)
    .insert({ category, url, updated_at: knex.fn.now() })
    .onConflict('category')
    .merge(['url', 'updated_at']);
}

function hasText(content: string | null | undefined): content is string {
  return typeof content === 'string' && content.trim().length > 0;
}

/**
 * Adds an entry under a slug unique among entries and writing posts, and with non-blank `content`
 * its review post of the same slug, in one transaction: either both are stored or neither. Adds
 * take turns on the slug lock, so a post added at the same moment never shares the slug.
 */
export async function addEntry(
  knex: Knex,
  input: ArtInput,
  content: string | null | undefined,
  reviews: ReviewStore = reviewStore,
): Promise<ArtEntry> {
  return withSlugLock(knex, SLUG_LOCKS.content, async (trx) => {
    const base = slugify(input.title, 'entry');
    const slug = await insertWithFreshSlug(trx, base, CONTENT_SLUG_SPACES, async (candidate) => {
      await trx(ENTRIES).insert({ slug: candidate, ...input });
      return candidate;
    });
    if (hasText(content)) await reviews.save(trx, { slug, title: input.title, date: input.date, content });
    return { id: slug, slug, ...input, hasReview: hasText(content) };
  });
}

/**
 * Changes the given fields (the slug stays) and, with non-blank `content`, creates or replaces the
 * review, in one transaction. Blank or missing content leaves an existing review as it is.
 */
export async function editEntry(
  knex: Knex,
  id: string,
  update: ArtUpdate,
  content: string | null | undefined,
  reviews: ReviewStore = reviewStore,
): Promise<ArtEntry | undefined> {
  return knex.transaction(async (trx) => {
    const current = await findEntry(trx, id);
    if (!current) return undefined;
    const before = await readVersion(trx, 'art', id);
    if (Object.keys(update).length > 0) {
      await trx(ENTRIES)
        .where('slug', id)
        .update({ ...update, updated_at: trx.fn.now() });
    }
    const next = { ...current, ...update };
    if (hasText(content)) await reviews.save(trx, { slug: id, title: next.title, date: next.date, content });
    await keepRevision(trx, 'art', id, before);
    return findEntry(trx, id);
  });
}

/**
 * Deletes an entry and its review post together, after putting both (and their histories) in the
 * trash as one item (history/trash.ts); undefined when there is no such entry.
 */
export async function removeEntry(
  knex: Knex,
  id: string,
  reviews: ReviewStore = reviewStore,
): Promise<{ review: boolean } | undefined> {
  return knex.transaction(async (trx) => {
    if (!(await putInTrash(trx, 'art', id))) return undefined;
    const deleted = await trx(ENTRIES).where('slug', id).delete();
    if (deleted === 0) return undefined;
    return { review: await reviews.remove(trx, id) };
  });
}
