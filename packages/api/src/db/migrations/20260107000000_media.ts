import type { Knex } from 'knex';

/**
 * The owner's uploaded images (`POST /api/admin/media`), one row each, named by `hash`: 22
 * base64url characters of the SHA-256 of the processed pixels, compared byte for byte
 * (`utf8mb4_bin`: `aB` and `Ab` are two images; SQLite compares bytes anyway). `width` × `height`
 * is the full size after the 2400 px cap, `family` the format of its fallback files (`jpeg` or
 * `png`), `bytes` the size of all its files together. Its files are in `media_files`.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('media')) return;
  await knex.schema.createTable('media', (table) => {
    table.string('hash', 22).collate('utf8mb4_bin').primary();
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    table.string('family', 8).notNullable();
    table.string('alt', 300).notNullable().defaultTo('');
    table.bigInteger('bytes').notNullable();
    table.timestamp('created_at').notNullable().defaultTo(knex.fn.now()).index('media_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('media');
}
