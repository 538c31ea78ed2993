import type { Knex } from 'knex';

/**
 * Failed-login counters, kept in the database so a restart does not wipe them. The columns, in
 * this order, are the ones rate-limiter-flexible's SQLite and MySQL stores read and write
 * (`key`, `points`, `expire` in epoch milliseconds); the stores are told the table exists, so they
 * never run DDL of their own.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('login_attempts')) return;
  await knex.schema.createTable('login_attempts', (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_attempts');
}
