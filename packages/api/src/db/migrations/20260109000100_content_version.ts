import type { Knex } from 'knex';

/**
 * One row counting the writes to the site's content (`db/contentVersion.ts`): every server bumps it
 * before acknowledging a write, and checks it before answering from its read cache, so a write made
 * through one server shows in the next read from every other. Safe to re-run.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('content_version'))) {
    await knex.schema.createTable('content_version', (table) => {
      table.integer('id').primary();
      table.bigInteger('version').notNullable().defaultTo(0);
    });
  }
  const row: unknown = await knex('content_version').where({ id: 1 }).first();
  if (row === undefined) await knex('content_version').insert({ id: 1, version: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('content_version');
}
