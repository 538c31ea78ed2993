import type { Knex } from 'knex';

/** Projects. `id` is a slug; lists (tech, images) are JSON text; dates are 'YYYY-MM-DD' strings. */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('projects')) return;
  await knex.schema.createTable('projects', (table) => {
    table.string('id', 80).primary();
    table.string('title', 200).notNullable();
    table.text('description', 'mediumtext').notNullable();
    table.text('tech', 'mediumtext').notNullable();
    table.string('type', 16).notNullable();
    table.string('status', 16).notNullable();
    table.string('date', 10).notNullable().index('projects_date_index');
    table.text('github').nullable();
    table.text('demo').nullable();
    table.text('images', 'mediumtext').notNullable();
    table.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('projects');
}
