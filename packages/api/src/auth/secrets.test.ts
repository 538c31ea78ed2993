import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { hashPassword, verifyPassword } from './passwordHash';
import { ensureJwtSecret, ensureOwnerPassword, readPasswordHash, storePasswordHash } from './secrets';
import { INITIAL_TOKEN_GENERATION, readTokenGeneration } from './tokenGeneration';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('ensureJwtSecret', () => {
  it('generates 256 bits once, keeps them private in the data folder, and reuses them', () => {
    const dataDir = tempDir();
    const first = ensureJwtSecret({ jwtSecret: undefined, dataDir });
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(ensureJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it('prefers JWT_SECRET', () => {
    expect(ensureJwtSecret({ jwtSecret: 'x'.repeat(40), dataDir: tempDir() })).toBe('x'.repeat(40));
  });
});

describe('ensureOwnerPassword', () => {
  it('generates a password once, stores only its hash, and keeps it afterwards', async () => {
    const db = openDatabase({ client: 'sqlite', filename: join(tempDir(), 'db.sqlite') });
    try {
      await migrateToLatest(db.knex);
      const setup = await ensureOwnerPassword(db.knex, undefined);
      expect(setup.kind).toBe('generated');
      const password = setup.kind === 'generated' ? setup.password : '';
      const stored = await readPasswordHash(db.knex);
      expect(stored).toMatch(/^\$argon2id\$/);
      expect(stored).not.toContain(password);
      expect(await verifyPassword(stored ?? '', password)).toBe(true);
      expect(await ensureOwnerPassword(db.knex, undefined)).toEqual({ kind: 'kept' });
    } finally {
      await db.knex.destroy();
    }
  });

  it('replaces the hash when ADMIN_PASSWORD changes', async () => {
    const db = openDatabase({ client: 'sqlite', filename: join(tempDir(), 'db.sqlite') });
    try {
      await migrateToLatest(db.knex);
      await ensureOwnerPassword(db.knex, 'first-password');
      await ensureOwnerPassword(db.knex, 'second-password');
      const stored = (await readPasswordHash(db.knex)) ?? '';
      expect(await verifyPassword(stored, 'second-password')).toBe(true);
      expect(await verifyPassword(stored, 'first-password')).toBe(false);
    } finally {
      await db.knex.destroy();
    }
  });

  it('applies ADMIN_PASSWORD once: the same value later keeps a password changed since, a new value resets it', async () => {
    const db = openDatabase({ client: 'sqlite', filename: join(tempDir(), 'db.sqlite') });
    try {
      await migrateToLatest(db.knex);
      expect(await ensureOwnerPassword(db.knex, 'first-password')).toEqual({ kind: 'from-environment', revoked: false });
      expect(await readTokenGeneration(db.knex)).toBe(INITIAL_TOKEN_GENERATION);
      await storePasswordHash(db.knex, await hashPassword('changed-in-the-admin'));

      expect(await ensureOwnerPassword(db.knex, 'first-password')).toEqual({ kind: 'environment-unchanged' });
      expect(await verifyPassword((await readPasswordHash(db.knex)) ?? '', 'changed-in-the-admin')).toBe(true);
      expect(await ensureOwnerPassword(db.knex, undefined)).toEqual({ kind: 'kept' });
      expect(await ensureOwnerPassword(db.knex, 'first-password')).toEqual({ kind: 'environment-unchanged' });

      expect(await ensureOwnerPassword(db.knex, 'reset-password')).toEqual({ kind: 'from-environment', revoked: true });
      expect(await verifyPassword((await readPasswordHash(db.knex)) ?? '', 'reset-password')).toBe(true);
      expect(await readTokenGeneration(db.knex)).not.toBe(INITIAL_TOKEN_GENERATION);
    } finally {
      await db.knex.destroy();
    }
  });

  it('remembers the applied ADMIN_PASSWORD only as an argon2id hash', async () => {
    const db = openDatabase({ client: 'sqlite', filename: join(tempDir(), 'db.sqlite') });
    try {
      await migrateToLatest(db.knex);
      await ensureOwnerPassword(db.knex, 'first-password');
      const values = (await db.knex('settings').select('value')) as { value: string }[];
      for (const { value } of values) expect(value).not.toContain('first-password');
      expect(values.filter(({ value }) => value.startsWith('$argon2id$'))).toHaveLength(2);
    } finally {
      await db.knex.destroy();
    }
  });

  it('takes an ADMIN_PASSWORD that already is the password as applied, revoking nothing (a database from before)', async () => {
    const db = openDatabase({ client: 'sqlite', filename: join(tempDir(), 'db.sqlite') });
    try {
      await migrateToLatest(db.knex);
      await storePasswordHash(db.knex, await hashPassword('first-password'));
      expect(await ensureOwnerPassword(db.knex, 'first-password')).toEqual({ kind: 'from-environment', revoked: false });
      expect(await readTokenGeneration(db.knex)).toBe(INITIAL_TOKEN_GENERATION);
      expect(await ensureOwnerPassword(db.knex, 'first-password')).toEqual({ kind: 'environment-unchanged' });
    } finally {
      await db.knex.destroy();
    }
  });
});
