import type { Knex } from 'knex';
import { beforeEach } from 'vitest';
import type { TestServer } from './testServer';

/**
 * The tables the admin calls fill. Not `settings` (the password hash), `login_attempts` (the
 * login's counts) nor `app_locks` (rows the migration made, which every add locks).
 */
const CONTENT_TABLES = ['art_covers', 'art_entries', 'writing_posts', 'projects', 'site_config', 'revisions', 'trash'] as const;

/**
 * Deletes every row of the content tables in one transaction. DELETE, not TRUNCATE: on MySQL
 * TRUNCATE commits on its own and is refused on a table a foreign key names (none does today).
 */
export async function deleteContent(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    for (const table of CONTENT_TABLES) await trx(table).delete();
  });
}

/** Empties the site under a running server, as if nothing had been saved yet, cached reads included. */
export async function resetContent(server: TestServer): Promise<void> {
  await deleteContent(server.db.knex);
  server.forgetCachedReads();
}

/** Registers a beforeEach that empties the site (see resetContent), so each test starts from nothing. */
export function resetContentBeforeEach(server: () => TestServer): void {
  beforeEach(() => resetContent(server()));
}
