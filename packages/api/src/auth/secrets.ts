import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { AppConfig } from '../config';
import { hashPassword, verifyPassword } from './passwordHash';
import { revokeAllTokens } from './tokenGeneration';

const PASSWORD_HASH_KEY = 'admin_password_hash';
/** The argon2id hash of the ADMIN_PASSWORD applied last (see ensureOwnerPassword). */
const APPLIED_ENV_PASSWORD_KEY = 'admin_password_applied_from_env';
/** The generated JWT secret (when JWT_SECRET is not set). A backup never carries it (backup/tables.ts). */
export const JWT_SECRET_KEY = 'jwt_secret';
/** Where versions before the database kept the generated secret: adopted once, never written. */
export const LEGACY_JWT_SECRET_FILE = 'jwt-secret';
/** 256 bits; JWT_SECRET must be at least this long too (config.ts). */
const MIN_SECRET_LENGTH = 32;

export type JwtSecretOrigin =
  /** JWT_SECRET */
  | 'environment'
  /** the database's, generated or adopted at an earlier start (by this server or another) */
  | 'database'
  /** `<data>/jwt-secret` of an earlier version, now kept in the database: tokens issued before keep working */
  | 'adopted-file'
  | 'generated';

export interface JwtSecret {
  readonly secret: string;
  readonly origin: JwtSecretOrigin;
}

function legacySecretIn(dataDir: string): string | undefined {
  try {
    const kept = readFileSync(join(dataDir, LEGACY_JWT_SECRET_FILE), 'utf8').trim();
    return kept.length >= MIN_SECRET_LENGTH ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * JWT_SECRET when set; otherwise the secret kept in the database, so every server on it signs and
 * checks tokens alike and tokens survive restarts. The first start makes it: 256 random bits, or
 * the `<data>/jwt-secret` an earlier version wrote (so its tokens stay valid). Servers starting
 * together each offer one, the first insert wins (the others' are ignored), and all read it back.
 */
export async function ensureJwtSecret(knex: Knex, config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): Promise<JwtSecret> {
  if (config.jwtSecret) return { secret: config.jwtSecret, origin: 'environment' };
  const kept = await readSetting(knex, JWT_SECRET_KEY);
  if (kept !== undefined) return { secret: kept, origin: 'database' };
  const legacy = legacySecretIn(config.dataDir);
  const offered = legacy ?? randomBytes(32).toString('base64url');
  await knex('settings').insert({ key: JWT_SECRET_KEY, value: offered, updated_at: knex.fn.now() }).onConflict('key').ignore();
  const secret = await readSetting(knex, JWT_SECRET_KEY);
  if (secret === undefined) throw new Error('The JWT secret could not be stored in the settings table.');
  if (secret !== offered) return { secret, origin: 'database' };
  return { secret, origin: legacy === undefined ? 'generated' : 'adopted-file' };
}

export async function readPasswordHash(knex: Knex): Promise<string | undefined> {
  return readSetting(knex, PASSWORD_HASH_KEY);
}

async function readSetting(knex: Knex, key: string): Promise<string | undefined> {
  const row = (await knex('settings').where({ key }).first('value')) as { value: string } | undefined;
  return row?.value;
}

async function storeSetting(knex: Knex, key: string, value: string): Promise<void> {
  await knex('settings').insert({ key, value, updated_at: knex.fn.now() }).onConflict('key').merge(['value', 'updated_at']);
}

/** Stores the owner password's hash (pass a transaction to make it part of a larger change). */
export async function storePasswordHash(knex: Knex, value: string): Promise<void> {
  await storeSetting(knex, PASSWORD_HASH_KEY, value);
}

export type PasswordSetup =
  /** ADMIN_PASSWORD was applied at this start; `revoked`: it replaced another password, so every older token was revoked. */
  | { readonly kind: 'from-environment'; readonly revoked: boolean }
  /** ADMIN_PASSWORD is the value applied at an earlier start: the password (perhaps changed in the admin since) is kept. */
  | { readonly kind: 'environment-unchanged' }
  | { readonly kind: 'kept' }
  | { readonly kind: 'generated'; readonly password: string };

/**
 * Makes sure an owner password hash is stored. Without ADMIN_PASSWORD, the first start generates a
 * random password, which is returned once so the server can print it, and only its hash is kept.
 * There is no default password.
 *
 * ADMIN_PASSWORD is applied when it differs from the value applied last (remembered as an argon2id
 * hash, never as text): that is how a forgotten password is reset, and it revokes every token issued
 * before. The same value at the next start changes nothing, so a password the owner changed in the
 * admin is not undone by a restart with the old ADMIN_PASSWORD still in the environment.
 */
export async function ensureOwnerPassword(knex: Knex, adminPassword: string | undefined): Promise<PasswordSetup> {
  const stored = await readPasswordHash(knex);
  if (adminPassword !== undefined) {
    const applied = await readSetting(knex, APPLIED_ENV_PASSWORD_KEY);
    if (applied !== undefined && (await verifyPassword(applied, adminPassword))) return { kind: 'environment-unchanged' };
    if (stored !== undefined && (await verifyPassword(stored, adminPassword))) {
      // Already the password (a database from before this was remembered, or the owner set this very
      // one in the admin): only remember it as applied; no token needs revoking.
      await storeSetting(knex, APPLIED_ENV_PASSWORD_KEY, stored);
      return { kind: 'from-environment', revoked: false };
    }
    const hashed = await hashPassword(adminPassword);
    await knex.transaction(async (trx) => {
      await storePasswordHash(trx, hashed);
      await storeSetting(trx, APPLIED_ENV_PASSWORD_KEY, hashed);
      if (stored !== undefined) await revokeAllTokens(trx);
    });
    return { kind: 'from-environment', revoked: stored !== undefined };
  }
  if (stored) return { kind: 'kept' };
  const password = randomBytes(15).toString('base64url');
  const hashed = await hashPassword(password);
  // Servers starting together on an empty database: only the first insert counts, and only the
  // server that made it prints its password (the others keep that one).
  await knex('settings').insert({ key: PASSWORD_HASH_KEY, value: hashed, updated_at: knex.fn.now() }).onConflict('key').ignore();
  if ((await readPasswordHash(knex)) !== hashed) return { kind: 'kept' };
  return { kind: 'generated', password };
}
