import type { Knex } from 'knex';

/**
 * Files the server keeps (the owner's resume PDFs), in the database: every server on one MySQL
 * sees the same files, and a backup of the database holds them. A file is one `stored_files` row
 * and its bytes in `stored_file_chunks` of at most 1 MB (STORED_FILE_CHUNK_BYTES): MySQL sends a
 * statement and a row in one packet, bytes travel as hex (twice their size), and MariaDB's default
 * `max_allowed_packet` is 16 MB (MySQL 5.7's 4 MB), so a 10 MB file in one row would be refused.
 * Names compare byte for byte (`utf8mb4_bin`), as file names did; SQLite ignores the collation.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('stored_files'))) {
    await knex.schema.createTable('stored_files', (table) => {
      table.string('name', 128).collate('utf8mb4_bin').primary();
      table.string('content_type', 100).notNullable();
      table.integer('size').notNullable();
      table.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    });
  }
  if (!(await knex.schema.hasTable('stored_file_chunks'))) {
    await knex.schema.createTable('stored_file_chunks', (table) => {
      table.string('name', 128).collate('utf8mb4_bin').notNullable().references('name').inTable('stored_files').onDelete('CASCADE');
      table.integer('seq').notNullable();
      // MEDIUMBLOB holds up to 16 MB on MySQL (knex's `binary` is a 64 KB BLOB there); SQLite reads it as BLOB.
      table.specificType('bytes', 'mediumblob').notNullable();
      table.primary(['name', 'seq']);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stored_file_chunks');
  await knex.schema.dropTableIfExists('stored_files');
}
