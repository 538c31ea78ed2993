import type { Knex } from 'knex';

/** Art entries (keyed by slug) and one optional cover per category. */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('art_entries'))) {
    await knex.schema.createTable('art_entries', (table) => {
      table.string('slug', 80).primary();
      table.string('kind', 16).notNullable();
      table.string('title', 200).notNullable();
      table.string('creator', 200).notNullable();
      table.string('date', 10).notNullable();
      table.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
      table.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
      table.index(['kind', 'date'], 'art_entries_kind_date_index');
    });
  }
  if (!(await knex.schema.hasTable('art_covers'))) {
    await knex.schema.createTable('art_covers', (table) => {
      table.string('category', 16).primary();
      table.text('url').notNullable();
      table.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('art_covers');
  await knex.schema.dropTableIfExists('art_entries');
}
