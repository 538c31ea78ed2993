import type { Knex } from 'knex';

/** The owner's X (Twitter) and fediverse handles, for the pages' heads: '' when not set. */
const COLUMNS = [
  ['x_handle', 16],
  ['fediverse_handle', 320],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [column, length] of COLUMNS) {
    if (!(await knex.schema.hasColumn('site_config', column))) {
      await knex.schema.alterTable('site_config', (table) => {
        table.string(column, length).notNullable().defaultTo('');
      });
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [column] of COLUMNS) {
    if (await knex.schema.hasColumn('site_config', column)) {
      await knex.schema.alterTable('site_config', (table) => table.dropColumn(column));
    }
  }
}
