import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { verifyPassword } from './passwordHash';
import { ensureJwtSecret, ensureOwnerPassword, readPasswordHash } from './secrets';

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
});
