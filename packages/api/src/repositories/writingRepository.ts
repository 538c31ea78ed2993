import type { WritingInput, WritingListItem, WritingListResponse, WritingPost, WritingUpdate } from '@portfolio/contracts/writing';
import type { Knex } from 'knex';
import { timestampText } from './timestamps';
import { CONTENT_SLUG_SPACES, insertWithFreshSlug, slugify, SLUG_LOCKS, withSlugLock } from './slugs';

const TABLE = 'writing_posts';
const LIST_COLUMNS = ['slug', 'title', 'date', 'kind'] as const;
const POST_COLUMNS = [...LIST_COLUMNS, 'content'] as const;

/** The kind given to a review post created from an art entry. */
export const REVIEW_KIND = 'review';

/** Newest date first; ties by slug, so pages never overlap. */
export async function listPosts(knex: Knex, page: { limit: number; offset: number }): Promise<WritingListResponse> {
  const items = (await knex(TABLE)
    .select(LIST_COLUMNS)
    .orderBy([
      { column: 'date', order: 'desc' },
      { column: 'slug', order: 'asc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as WritingListItem[];
  return { items, total: await countPosts(knex) };
}

/** The newest `limit` posts with their content, newest first (for the feeds). */
export async function newestPosts(knex: Knex, limit: number): Promise<WritingPost[]> {
  return (await knex(TABLE)
    .select(POST_COLUMNS)
    .orderBy([
      { column: 'date', order: 'desc' },
      { column: 'slug', order: 'asc' },
    ])
    .limit(limit)) as WritingPost[];
}

/** Every post's slug and when it last changed (`YYYY-MM-DD…`), for the sitemap. */
export async function postChanges(knex: Knex): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = (await knex(TABLE).select('slug', 'updated_at').orderBy('slug')) as { slug: string; updated_at: string | Date }[];
  return rows.map((row) => ({ slug: row.slug, updatedAt: timestampText(row.updated_at) }));
}

export async function countPosts(knex: Knex): Promise<number> {
  const row = (await knex(TABLE).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

export async function findPost(knex: Knex, slug: string): Promise<WritingPost | undefined> {
  return (await knex(TABLE).where('slug', slug).first(POST_COLUMNS)) as WritingPost | undefined;
}

/** Stores a new post under a slug made from its title, unique among posts and art entries. */
export async function addPost(knex: Knex, input: WritingInput): Promise<WritingPost> {
  const base = slugify(input.title, 'post');
  const slug = await withSlugLock(knex, SLUG_LOCKS.content, (trx) =>
    insertWithFreshSlug(trx, base, CONTENT_SLUG_SPACES, async (candidate) => {
      await trx(TABLE).insert({ slug: candidate, ...input });
      return candidate;
    }),
  );
  return { slug, ...input };
}

/** Changes the given fields; the slug stays. Undefined when there is no such post. */
export async function updatePost(knex: Knex, slug: string, update: WritingUpdate): Promise<WritingPost | undefined> {
  return knex.transaction(async (trx) => {
    if (!(await findPost(trx, slug))) return undefined;
    if (Object.keys(update).length > 0) {
      await trx(TABLE)
        .where('slug', slug)
        .update({ ...update, updated_at: trx.fn.now() });
    }
    return findPost(trx, slug);
  });
}

/** False when there was no such post. */
export async function removePost(knex: Knex, slug: string): Promise<boolean> {
  return (await knex(TABLE).where('slug', slug).delete()) > 0;
}

/** The writes an art entry makes to its review post; art takes it as a parameter so tests can make it fail. */
export interface ReviewStore {
  /** Creates the post `slug` as a review, or replaces the content (and title, date) of the existing one. */
  save(knex: Knex, review: { slug: string; title: string; date: string; content: string }): Promise<void>;
  /** Deletes the post `slug`; false when there was none. */
  remove(knex: Knex, slug: string): Promise<boolean>;
}

export const reviewStore: ReviewStore = {
  async save(knex, { slug, title, date, content }) {
    const updated = await knex(TABLE).where('slug', slug).update({ title, date, content, updated_at: knex.fn.now() });
    if (updated === 0 && !(await findPost(knex, slug))) {
      await knex(TABLE).insert({ slug, title, date, kind: REVIEW_KIND, content });
    }
  },
  remove: removePost,
};
