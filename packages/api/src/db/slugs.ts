import type { Knex } from 'knex';
import { SLUG_LOCKS, type SlugLock } from './migrations/20260104000000_app_locks';

export { SLUG_LOCKS };

const BASE_MAX_LENGTH = 60;

/**
 * Lowercase ASCII words joined by dashes: "Héllo, World!" → "hello-world". Accents are folded;
 * text with no ASCII letters or digits at all gives `fallback`.
 */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BASE_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** A table and the column whose values share one slug namespace. */
export interface SlugSpace {
  readonly table: string;
  readonly column: string;
}

/** `base` if no space uses it yet, else the first free `base-2`, `base-3`, … */
export async function freeSlug(knex: Knex, base: string, spaces: readonly SlugSpace[]): Promise<string> {
  const taken = new Set<string>();
  for (const { table, column } of spaces) {
    // Slugs hold only [a-z0-9-], so the LIKE pattern has no wildcards of its own.
    const rows = (await knex(table)
      .where(column, base)
      .orWhere(column, 'like', `${base}-%`)
      .select({ slug: column })) as { slug: string }[];
    for (const row of rows) taken.add(row.slug);
  }
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** True for a duplicate primary or unique key on SQLite and MySQL/MariaDB. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Inserts under a fresh slug. Callers hold the namespace's slug lock (`withSlugLock`), so no other
 * add picks at the same time; should a writer without it (an older server during a rolling
 * deploy) take the slug first, the insert hits the primary key and tries the next free one.
 */
export async function insertWithFreshSlug<T>(
  knex: Knex,
  base: string,
  spaces: readonly SlugSpace[],
  insert: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await freeSlug(knex, base, spaces);
    try {
      return await insert(slug);
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Writing posts and art entries share one namespace, because a review post takes its entry's slug. */
export const CONTENT_SLUG_SPACES: readonly SlugSpace[] = [
  { table: 'writing_posts', column: 'slug' },
  { table: 'art_entries', column: 'slug' },
];

/**
 * Runs `work` in a transaction that first takes a namespace's slug lock, so adds that choose a slug
 * there take turns. Without it, adds of the same title at the same moment raced: a primary key
 * cannot keep a post and an entry (two tables) from taking one slug, a burst of project adds ran
 * out of retries, and on MySQL a transaction that lost a race re-read its own snapshot and picked
 * the same taken slug again. The lock is a row write, which MySQL holds until commit and which
 * makes SQLite's transaction the writer from its start; MySQL's snapshot begins at the first plain
 * read, after the lock, so it sees every slug committed before.
 */
export function withSlugLock<T>(knex: Knex, lock: SlugLock, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    await trx('app_locks').where('name', lock).increment('version', 1);
    return work(trx);
  });
}

/** Parses a JSON list of strings stored in a text column; anything unexpected reads as empty. */
export function parseStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
