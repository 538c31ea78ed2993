import { type ArtEntry, type ArtKind, isArtKind } from '@portfolio/contracts/art';
import type { WritingPost } from '@portfolio/contracts/writing';
import type { Knex } from 'knex';
import { timestampText } from './timestamps';

/**
 * The art entries that have a review page (`/art/{kind}/{id}`): those whose review post, the writing
 * post of the same slug, is published and not blank (what the site's `cat` shows as a review).
 */

/** An entry with its review: what the review page's head is written from. */
export interface ArtReview {
  readonly entry: ArtEntry;
  readonly post: WritingPost;
  /** When the entry or its review last changed, whichever is later (`YYYY-MM-DD…`). */
  readonly updatedAt: string;
}

interface ReviewRow {
  slug: string;
  kind: string;
  title: string;
  creator: string;
  date: string;
  entry_updated: string | Date;
  post_title: string;
  post_date: string;
  post_kind: string;
  content: string;
  post_updated: string | Date;
}

/** Entries joined to their published review posts. */
function reviewed(knex: Knex): Knex.QueryBuilder {
  return knex({ a: 'art_entries' })
    .join({ w: 'writing_posts' }, (join) => join.on('w.slug', '=', 'a.slug').andOnVal('w.draft', '=', false))
    .select('a.slug', 'a.kind', 'a.title', 'a.creator', 'a.date', { entry_updated: 'a.updated_at' })
    .select({ post_title: 'w.title', post_date: 'w.date', post_kind: 'w.kind', content: 'w.content', post_updated: 'w.updated_at' });
}

const later = (a: string, b: string) => (a > b ? a : b);

function toReview(row: ReviewRow): ArtReview | undefined {
  if (!isArtKind(row.kind) || row.content.trim() === '') return undefined;
  return {
    entry: { id: row.slug, slug: row.slug, kind: row.kind, title: row.title, creator: row.creator, date: row.date, hasReview: true },
    post: { slug: row.slug, title: row.post_title, date: row.post_date, kind: row.post_kind, content: row.content },
    updatedAt: later(timestampText(row.entry_updated), timestampText(row.post_updated)),
  };
}

/** The entry `id` of `kind` with its review, in one query; undefined when there is no such page. */
export async function findArtReview(knex: Knex, kind: ArtKind, id: string): Promise<ArtReview | undefined> {
  const row = (await reviewed(knex).where('a.kind', kind).andWhere('a.slug', id).first()) as ReviewRow | undefined;
  return row && toReview(row);
}

/** Every review page's entry and when it last changed, by kind then id (the sitemap's). */
export async function artReviewChanges(knex: Knex): Promise<{ kind: ArtKind; id: string; updatedAt: string }[]> {
  const rows = (await reviewed(knex).orderBy([{ column: 'a.kind' }, { column: 'a.slug' }])) as ReviewRow[];
  return rows.flatMap((row) => {
    const review = toReview(row);
    return review ? [{ kind: review.entry.kind, id: review.entry.id, updatedAt: review.updatedAt }] : [];
  });
}
