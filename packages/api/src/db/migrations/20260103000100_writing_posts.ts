import type { Knex } from 'knex';

/** Writing posts, keyed by slug; an art entry's review is the post whose slug is the entry's. */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('writing_posts')) return;
  await knex.schema.createTable('writing_posts', (table) => {
    table.string('slug', 80).primary();
    table.string('title', 200).notNullable();
    table.string('date', 10).notNullable().index('writing_posts_date_index');
    table.string('kind', 40).notNullable();
    table.text('content', 'mediumtext').notNullable();
    table.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('writing_posts');
}
