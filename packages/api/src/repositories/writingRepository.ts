import type {
  WritingAdminListItem,
  WritingAdminListResponse,
  WritingAdminPost,
  WritingInput,
  WritingListItem,
  WritingListResponse,
  WritingPost,
  WritingUpdate,
} from '@portfolio/contracts/writing';
import type { Knex } from 'knex';
import { keepRevision, readVersion } from '../history/revisions';
import { putInTrash } from '../history/trash';
import { timestampText } from './timestamps';
import { CONTENT_SLUG_SPACES, insertWithFreshSlug, slugify, SLUG_LOCKS, withSlugLock } from '../db/slugs';

const TABLE = 'writing_posts';
const LIST_COLUMNS = ['slug', 'title', 'date', 'kind'] as const;
const POST_COLUMNS = [...LIST_COLUMNS, 'content'] as const;

/** The kind given to a review post created from an art entry. */
export const REVIEW_KIND = 'review';

/** Only the posts visitors see: drafts are the owner's alone (every visitor read goes through this). */
const published = (knex: Knex) => knex(TABLE).where('draft', false);

/** `draft` as SQLite and MySQL give it back (0 or 1). */
const withDraftFlag = <T extends { draft: unknown }>(row: T): Omit<T, 'draft'> & { draft: boolean } => ({ ...row, draft: Boolean(row.draft) });

const newestFirst = [
  { column: 'date', order: 'desc' },
  { column: 'slug', order: 'asc' },
] as const;

/** The visitors' list: published posts, newest date first; ties by slug, so pages never overlap. `total` counts published posts. */
export async function listPosts(knex: Knex, page: { limit: number; offset: number }): Promise<WritingListResponse> {
  const items = (await published(knex).select(LIST_COLUMNS).orderBy([...newestFirst]).limit(page.limit).offset(page.offset)) as WritingListItem[];
  const row = (await published(knex).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return { items, total: Number(row?.count ?? 0) };
}

/** The owner's list: every post, drafts too, each with `draft`; `total` counts them all. */
export async function listPostsWithDrafts(knex: Knex, page: { limit: number; offset: number }): Promise<WritingAdminListResponse> {
  const rows = (await knex(TABLE)
    .select([...LIST_COLUMNS, 'draft'])
    .orderBy([...newestFirst])
    .limit(page.limit)
    .offset(page.offset)) as (WritingListItem & { draft: unknown })[];
  return { items: rows.map((row): WritingAdminListItem => withDraftFlag(row)), total: await countPosts(knex) };
}

/** The newest `limit` published posts with their content, newest first (for the feeds). */
export async function newestPosts(knex: Knex, limit: number): Promise<WritingPost[]> {
  return (await published(knex)
    .select(POST_COLUMNS)
    .orderBy([
      { column: 'date', order: 'desc' },
      { column: 'slug', order: 'asc' },
    ])
    .limit(limit)) as WritingPost[];
}

/** Every published post with its content, newest first (the search reads them all: a portfolio holds tens, not thousands). */
export async function publishedPostsWithContent(knex: Knex): Promise<WritingPost[]> {
  return (await published(knex)
    .select(POST_COLUMNS)
    .orderBy([...newestFirst])) as WritingPost[];
}

/** Every published post's slug and when it last changed (`YYYY-MM-DD…`), for the sitemap. */
export async function postChanges(knex: Knex): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = (await published(knex).select('slug', 'updated_at').orderBy('slug')) as { slug: string; updated_at: string | Date }[];
  return rows.map((row) => ({ slug: row.slug, updatedAt: timestampText(row.updated_at) }));
}

/** Every post, drafts too (whether the site holds any content). */
export async function countPosts(knex: Knex): Promise<number> {
  const row = (await knex(TABLE).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/** The post `slug`, draft or not, with `draft` (the owner's read, and the writes'). */
export async function findPost(knex: Knex, slug: string): Promise<WritingAdminPost | undefined> {
  const row = (await knex(TABLE).where('slug', slug).first([...POST_COLUMNS, 'draft'])) as (WritingPost & { draft: unknown }) | undefined;
  return row && withDraftFlag(row);
}

/** The post `slug` as visitors read it: undefined when there is none or it is a draft. */
export async function findPublishedPost(knex: Knex, slug: string): Promise<WritingPost | undefined> {
  return (await published(knex).where('slug', slug).first(POST_COLUMNS)) as WritingPost | undefined;
}

/** The published post `slug` and when it last changed (`YYYY-MM-DD…`, as `postChanges`), in one query: a page head's `dateModified`. */
export async function findPublishedPostChanged(knex: Knex, slug: string): Promise<{ post: WritingPost; updatedAt: string } | undefined> {
  const row = (await published(knex).where('slug', slug).first([...POST_COLUMNS, 'updated_at'])) as (WritingPost & { updated_at: string | Date }) | undefined;
  if (!row) return undefined;
  const { updated_at: updatedAt, ...post } = row;
  return { post, updatedAt: timestampText(updatedAt) };
}

/** Stores a new post under a slug made from its title, unique among posts and art entries. */
export async function addPost(knex: Knex, input: WritingInput): Promise<WritingAdminPost> {
  const post = { ...input, draft: input.draft ?? false };
  const base = slugify(input.title, 'post');
  const slug = await withSlugLock(knex, SLUG_LOCKS.content, (trx) =>
    insertWithFreshSlug(trx, base, CONTENT_SLUG_SPACES, async (candidate) => {
      await trx(TABLE).insert({ slug: candidate, ...post });
      return candidate;
    }),
  );
  return { slug, ...post };
}

/** Changes the given fields; the slug stays. Undefined when there is no such post. */
export async function updatePost(knex: Knex, slug: string, update: WritingUpdate): Promise<WritingAdminPost | undefined> {
  return knex.transaction(async (trx) => {
    if (!(await findPost(trx, slug))) return undefined;
    const before = await readVersion(trx, 'post', slug);
    if (Object.keys(update).length > 0) {
      await trx(TABLE)
        .where('slug', slug)
        .update({ ...update, updated_at: trx.fn.now() });
    }
    await keepRevision(trx, 'post', slug, before);
    return findPost(trx, slug);
  });
}

/** Deletes the post row alone (an art entry's review goes to the trash with its entry). */
async function deletePostRow(knex: Knex, slug: string): Promise<boolean> {
  return (await knex(TABLE).where('slug', slug).delete()) > 0;
}

/** Moves the post, with its history, to the trash (history/trash.ts); false when there was no such post. */
export async function removePost(knex: Knex, slug: string): Promise<boolean> {
  return knex.transaction(async (trx) => (await putInTrash(trx, 'post', slug)) && deletePostRow(trx, slug));
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
  remove: deletePostRow,
};
