import type { Knex } from 'knex';
import * as settings from './migrations/20260101000000_settings';
import * as siteConfig from './migrations/20260102000000_site_config';
import * as loginAttempts from './migrations/20260102000100_login_attempts';
import * as projects from './migrations/20260103000000_projects';
import * as writingPosts from './migrations/20260103000100_writing_posts';
import * as art from './migrations/20260103000200_art';
import * as appLocks from './migrations/20260104000000_app_locks';
import * as siteConfigIdentity from './migrations/20260105000000_site_config_identity';
import * as storedFiles from './migrations/20260106000100_stored_files';
import * as projectImageAlts from './migrations/20260106000200_project_image_alts';
import * as media from './migrations/20260107000000_media';
import * as mediaFiles from './migrations/20260107000100_media_files';
import * as drafts from './migrations/20260108000100_drafts';
import * as revisionsTrash from './migrations/20260108000200_revisions_trash';
import * as contentVersion from './migrations/20260109000100_content_version';
import * as siteConfigHandles from './migrations/20260110000100_site_config_handles';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Migrations are imported, not read from a folder, so they work the same from TypeScript sources
 * (tests, `turbo dev`) and from the bundled server. Add each new file here, in order.
 */
const migrations: ReadonlyArray<readonly [string, Migration]> = [
  ['20260101000000_settings', settings],
  ['20260102000000_site_config', siteConfig],
  ['20260102000100_login_attempts', loginAttempts],
  ['20260103000000_projects', projects],
  ['20260103000100_writing_posts', writingPosts],
  ['20260103000200_art', art],
  ['20260104000000_app_locks', appLocks],
  ['20260105000000_site_config_identity', siteConfigIdentity],
  ['20260106000100_stored_files', storedFiles],
  ['20260106000200_project_image_alts', projectImageAlts],
  ['20260107000000_media', media],
  ['20260107000100_media_files', mediaFiles],
  ['20260108000100_drafts', drafts],
  ['20260108000200_revisions_trash', revisionsTrash],
  ['20260109000100_content_version', contentVersion],
  ['20260110000100_site_config_handles', siteConfigHandles],
];

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = migrations.find(([candidate]) => candidate === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return found[1];
  },
};

/** Brings the schema up to date; safe to call on every start. Returns the names it applied. */
export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource: source })) as [number, string[]];
  return applied;
}

/** The table where knex records the migrations it applied (its default name). */
const APPLIED_MIGRATIONS_TABLE = 'knex_migrations';

/**
 * The migrations this build ships that the database has not applied, in order. Only reads: unlike
 * knex's `migrate.list`, it creates no table (a readiness check must not write). A database without
 * knex's table lacks them all; a database that is away rejects.
 */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const shipped = migrations.map(([name]) => name);
  if (!(await knex.schema.hasTable(APPLIED_MIGRATIONS_TABLE))) return shipped;
  const applied = new Set((await knex(APPLIED_MIGRATIONS_TABLE).pluck('name')) as string[]);
  return shipped.filter((name) => !applied.has(name));
}
