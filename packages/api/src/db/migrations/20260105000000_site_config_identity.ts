import type { Knex } from 'knex';

/** The owner's name and Spotify link, added to the site config later than its other fields. */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('site_config', 'owner_name'))) {
    await knex.schema.alterTable('site_config', (table) => {
      table.string('owner_name', 200).notNullable().defaultTo('');
    });
  }
  if (!(await knex.schema.hasColumn('site_config', 'spotify_url'))) {
    await knex.schema.alterTable('site_config', (table) => {
      table.string('spotify_url', 2048).notNullable().defaultTo('');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const column of ['owner_name', 'spotify_url']) {
    if (await knex.schema.hasColumn('site_config', column)) {
      await knex.schema.alterTable('site_config', (table) => table.dropColumn(column));
    }
  }
}
