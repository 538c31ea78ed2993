import type { Knex } from 'knex';

/**
 * Revision history and trash (src/history/). Plain, portable columns, so a backup moves them between
 * SQLite and MySQL as they are: snapshots are JSON text of whole rows (columns added later, such as
 * `draft`, come along), times are UTC `YYYY-MM-DD HH:MM:SS` written by the code, never a column
 * default (MySQL would take its own zone).
 *
 * - `revisions`: one earlier version of an item (`item_kind` post, project, art or config; `item_key`
 *   its slug or id, `site` for the config), at most 25 per item; `saved_at` is when a later save
 *   replaced it, `summary` a short description for the list. While its item is in the trash,
 *   `trash_id` names the trash row (the history goes and comes back with the item); NULL otherwise.
 * - `trash`: one deleted post, project or art entry, as `{ row, review }` (an entry's review post
 *   comes along), kept 30 days after `deleted_at`; `title` for the list.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('trash'))) {
    await knex.schema.createTable('trash', (table) => {
      table.increments('id').primary();
      table.string('item_kind', 16).notNullable();
      table.string('item_key', 80).notNullable();
      table.string('title', 200).notNullable();
      table.text('snapshot', 'mediumtext').notNullable();
      table.timestamp('deleted_at').notNullable().index('trash_deleted_at_index');
    });
  }
  if (!(await knex.schema.hasTable('revisions'))) {
    await knex.schema.createTable('revisions', (table) => {
      table.increments('id').primary();
      table.string('item_kind', 16).notNullable();
      table.string('item_key', 80).notNullable();
      table.string('summary', 300).notNullable();
      table.text('snapshot', 'mediumtext').notNullable();
      table.timestamp('saved_at').notNullable();
      table.integer('trash_id').unsigned().nullable().index('revisions_trash_id_index');
      table.index(['item_kind', 'item_key', 'id'], 'revisions_item_index');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('revisions');
  await knex.schema.dropTableIfExists('trash');
}
