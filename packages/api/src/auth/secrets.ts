import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { AppConfig } from '../config';
import { hashPassword, verifyPassword } from './passwordHash';
import { revokeAllTokens } from './tokenGeneration';

const PASSWORD_HASH_KEY = 'admin_password_hash';
/** The argon2id hash of the ADMIN_PASSWORD applied last (see ensureOwnerPassword). */
const APPLIED_ENV_PASSWORD_KEY = 'admin_password_applied_from_env';

/**
 * JWT_SECRET when set; otherwise 256 random bits generated on first start and kept in
 * `<data>/jwt-secret`, so tokens survive restarts.
 */
export function ensureJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
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
  await storePasswordHash(knex, await hashPassword(password));
  return { kind: 'generated', password };
}
