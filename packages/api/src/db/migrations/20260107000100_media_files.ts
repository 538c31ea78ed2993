import type { Knex } from 'knex';

/**
 * The files of each image in `media`: one per width and format, as `GET /media/{name}` serves them.
 * A file is one row, or several of at most 1 MB (`part` 0, 1, …) when larger, as `stored_file_chunks`
 * does and for the same reason: bytes travel to MySQL as hex (twice their size) in one packet, and
 * MariaDB's default `max_allowed_packet` is 16 MB (MySQL 5.7's 4 MB), while a 2400 px PNG may hold
 * 10 MB. MEDIUMBLOB holds 16 MB on MySQL (knex's `binary` is a 64 KB BLOB there); SQLite reads it as
 * BLOB. `size` is the whole file's, on every part. Deleting an image deletes its files (the foreign key,
 * and the repository deletes them itself first).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('media_files')) return;
  await knex.schema.createTable('media_files', (table) => {
    table.string('hash', 22).collate('utf8mb4_bin').notNullable().references('hash').inTable('media').onDelete('CASCADE');
    table.integer('width').notNullable();
    table.string('format', 8).notNullable();
    table.integer('part').notNullable();
    table.string('content_type', 32).notNullable();
    table.integer('size').notNullable();
    table.specificType('bytes', 'mediumblob').notNullable();
    table.primary(['hash', 'width', 'format', 'part']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('media_files');
}
