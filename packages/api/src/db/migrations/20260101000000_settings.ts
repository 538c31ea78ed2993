import type { Knex } from 'knex';

/** Server-side key/value settings: the owner password hash lives here, never the password. */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('settings')) return;
  await knex.schema.createTable('settings', (table) => {
    table.string('key', 64).primary();
    table.text('value').notNullable();
    table.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('settings');
}
