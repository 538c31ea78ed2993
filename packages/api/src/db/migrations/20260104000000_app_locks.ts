import type { Knex } from 'knex';

/** The rows that adds lock while they choose a slug (see `withSlugLock` in db/slugs.ts). */
export const SLUG_LOCKS = { content: 'content-slugs', projects: 'project-ids' } as const;
export type SlugLock = (typeof SLUG_LOCKS)[keyof typeof SLUG_LOCKS];

/** Named rows that writers lock to take turns (a row lock works alike on SQLite and MySQL). */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('app_locks'))) {
    await knex.schema.createTable('app_locks', (table) => {
      table.string('name', 64).primary();
      table.integer('version').notNullable().defaultTo(0);
    });
  }
  for (const name of Object.values(SLUG_LOCKS)) {
    if (!(await knex('app_locks').where('name', name).first())) await knex('app_locks').insert({ name, version: 0 });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('app_locks');
}
