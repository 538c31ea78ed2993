import type { Knex } from 'knex';

/**
 * The site config (the owner's texts, links and lists): one row (id 1) with a column per field; the two lists are JSON
 * text. MEDIUMTEXT on MySQL because 20 000 characters of utf8mb4 can exceed TEXT's 64 KB.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('site_config')) return;
  await knex.schema.createTable('site_config', (table) => {
    table.integer('id').primary();
    table.text('profile_text', 'mediumtext').notNullable();
    table.text('skills_json', 'mediumtext').notNullable();
    table.text('resume_text', 'mediumtext').notNullable();
    table.string('resume_download_link', 2048).notNullable();
    table.string('email_link', 2048).notNullable();
    table.string('linkedin_url', 2048).notNullable();
    table.string('github_url', 2048).notNullable();
    table.string('quickview_title', 200).notNullable();
    table.string('quickview_subtitle', 200).notNullable();
    table.string('quickview_tagline', 200).notNullable();
    table.text('current_focus', 'mediumtext').notNullable();
    table.text('recent_experiences', 'mediumtext').notNullable();
    table.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('site_config');
}
