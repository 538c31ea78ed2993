import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The token generation: an opaque value in `settings`, carried by every token as its `gen` claim.
 * Only a token of the current generation is accepted, so replacing the value revokes every token
 * issued before (a password change, "sign out everywhere", a new ADMIN_PASSWORD at start).
 *
 * A random value rather than a counter: a bump is then one upsert, atomic on SQLite and MySQL alike,
 * with no read-modify-write for two servers to race on, and a value never repeats.
 * The value is read from the database on every admin request (one primary-key read, not cached),
 * so a revocation on one server holds at once on every server sharing the database.
 */
const TOKEN_GENERATION_KEY = 'token_generation';

/** The generation before any revocation (no row yet). */
export const INITIAL_TOKEN_GENERATION = '0';

/** Where a token service reads the current generation from. */
export interface TokenGenerations {
  current(): Promise<string>;
}

export async function readTokenGeneration(knex: Knex): Promise<string> {
  const row = (await knex('settings').where({ key: TOKEN_GENERATION_KEY }).first('value')) as { value: string } | undefined;
  return row?.value ?? INITIAL_TOKEN_GENERATION;
}

/**
 * Starts a new generation (pass a transaction to make it part of a larger change) and answers it:
 * every token issued before is refused from now on.
 */
export async function revokeAllTokens(knex: Knex): Promise<string> {
  const generation = randomBytes(12).toString('base64url');
  await knex('settings')
    .insert({ key: TOKEN_GENERATION_KEY, value: generation, updated_at: knex.fn.now() })
    .onConflict('key')
    .merge(['value', 'updated_at']);
  return generation;
}

/** The generations as stored in this database. */
export function tokenGenerationsIn(knex: Knex): TokenGenerations {
  return { current: () => readTokenGeneration(knex) };
}
