import type { Knex } from 'knex';

/** The tables the admin calls write (the login's attempt counts aside). */
const CONTENT_TABLES = ['projects', 'art_entries', 'art_covers', 'writing_posts', 'site_config', 'app_locks'] as const;

/**
 * Every row of those tables, in an order of its own (no column is common to all): two equal
 * snapshots mean nothing was written in between, not even a timestamp.
 */
export async function storedContent(knex: Knex): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of CONTENT_TABLES) {
    const rows: unknown[] = await knex(table).select();
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
