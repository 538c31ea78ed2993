import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { AppConfig } from '../config';
import { hashPassword, verifyPassword } from './passwordHash';

const PASSWORD_HASH_KEY = 'admin_password_hash';

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
  const row = (await knex('settings').where({ key: PASSWORD_HASH_KEY }).first('value')) as { value: string } | undefined;
  return row?.value;
}

async function storePasswordHash(knex: Knex, value: string): Promise<void> {
  await knex('settings')
    .insert({ key: PASSWORD_HASH_KEY, value, updated_at: knex.fn.now() })
    .onConflict('key')
    .merge(['value', 'updated_at']);
}

export type PasswordSetup =
  | { readonly kind: 'from-environment' }
  | { readonly kind: 'kept' }
  | { readonly kind: 'generated'; readonly password: string };

/**
 * Makes sure an owner password hash is stored. ADMIN_PASSWORD wins (re-hashed when it changed);
 * without it, the first start generates a random password, which is returned once so the server
 * can print it, and only its hash is kept. There is no default password.
 */
export async function ensureOwnerPassword(knex: Knex, adminPassword: string | undefined): Promise<PasswordSetup> {
  const stored = await readPasswordHash(knex);
  if (adminPassword !== undefined) {
    if (!stored || !(await verifyPassword(stored, adminPassword))) {
      await storePasswordHash(knex, await hashPassword(adminPassword));
    }
    return { kind: 'from-environment' };
  }
  if (stored) return { kind: 'kept' };
  const password = randomBytes(15).toString('base64url');
  await storePasswordHash(knex, await hashPassword(password));
  return { kind: 'generated', password };
}
