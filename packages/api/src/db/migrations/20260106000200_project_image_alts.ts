import type { Knex } from 'knex';

/**
 * Each project image's alt text: a JSON list in the order of `images`. NULL (the projects already
 * there, and rows an older server adds during a rolling deploy) reads as `[]`; MySQL gives a TEXT
 * column no default.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('projects', 'image_alts')) return;
  await knex.schema.alterTable('projects', (table) => {
    table.text('image_alts', 'mediumtext').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('projects', 'image_alts')) {
    await knex.schema.alterTable('projects', (table) => table.dropColumn('image_alts'));
  }
}
