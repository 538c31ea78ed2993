import type { Knex } from 'knex';

const TABLES = ['projects', 'writing_posts'] as const;

/**
 * A `draft` flag on projects and posts: a draft is shown to the owner only. NOT NULL DEFAULT false,
 * so the rows already there (and rows an older server adds during a rolling deploy) stay public.
 * Each table is checked on its own, so a run stopped half-way is finished by the next.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    if (await knex.schema.hasColumn(table, 'draft')) continue;
    await knex.schema.alterTable(table, (builder) => {
      builder.boolean('draft').notNullable().defaultTo(false);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    if (await knex.schema.hasColumn(table, 'draft')) await knex.schema.alterTable(table, (builder) => builder.dropColumn('draft'));
  }
}
