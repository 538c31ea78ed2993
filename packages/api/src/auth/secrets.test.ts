import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backedUpRows } from '../backup/tables';
import { type Database, openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { type TestDatabase, testDatabaseKinds } from '../testing/testDatabases';
import { hashPassword, verifyPassword } from './passwordHash';
import { ensureJwtSecret, ensureOwnerPassword, JWT_SECRET_KEY, LEGACY_JWT_SECRET_FILE, readPasswordHash, storePasswordHash } from './secrets';
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

describe.each(testDatabaseKinds())('secrets kept in the database ($name)', (kind) => {
  let database: TestDatabase;
  let db: Database;
  beforeEach(async () => {
    database = await kind.create();
    db = openDatabase(database.settings);
    await migrateToLatest(db.knex);
  });
  afterEach(async () => {
    await db.knex.destroy();
    await database.dispose();
  });

  it('generates 256 bits once, keeps them in the database (no file), and reuses them', async () => {
    const first = await ensureJwtSecret(db.knex, { jwtSecret: undefined, dataDir: database.dataDir });
    expect(first.origin).toBe('generated');
    expect(Buffer.from(first.secret, 'base64url')).toHaveLength(32);
    expect(await db.knex('settings').where('key', JWT_SECRET_KEY).first('value')).toEqual({ value: first.secret });
    expect(existsSync(join(database.dataDir, LEGACY_JWT_SECRET_FILE))).toBe(false);
    expect(await ensureJwtSecret(db.knex, { jwtSecret: undefined, dataDir: database.dataDir })).toEqual({ secret: first.secret, origin: 'database' });
  });

  it('gives servers starting together one secret: the first insert wins, all read it back', async () => {
    const others = [openDatabase(database.settings), openDatabase(database.settings)];
    try {
      const secrets = await Promise.all([db, ...others].map((each) => ensureJwtSecret(each.knex, { jwtSecret: undefined, dataDir: database.dataDir })));
      expect(new Set(secrets.map(({ secret }) => secret)).size).toBe(1);
      expect(secrets.filter(({ origin }) => origin === 'generated')).toHaveLength(1);
      expect(await db.knex('settings').where('key', JWT_SECRET_KEY).count({ n: '*' })).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all(others.map((each) => each.knex.destroy()));
    }
  });

  it('adopts the <data>/jwt-secret of an earlier version once, so its tokens keep working, and writes no file', async () => {
    const legacy = randomBytes(32).toString('base64url');
    writeFileSync(join(database.dataDir, LEGACY_JWT_SECRET_FILE), `${legacy}\n`, { mode: 0o600 });
    expect(await ensureJwtSecret(db.knex, { jwtSecret: undefined, dataDir: database.dataDir })).toEqual({ secret: legacy, origin: 'adopted-file' });
    // The database's secret is the one from now on, whatever the file says later.
    writeFileSync(join(database.dataDir, LEGACY_JWT_SECRET_FILE), `${'y'.repeat(43)}\n`);
    expect(await ensureJwtSecret(db.knex, { jwtSecret: undefined, dataDir: database.dataDir })).toEqual({ secret: legacy, origin: 'database' });
  });

  it('ignores a legacy file too short to be a secret', async () => {
    writeFileSync(join(database.dataDir, LEGACY_JWT_SECRET_FILE), 'short\n');
    const made = await ensureJwtSecret(db.knex, { jwtSecret: undefined, dataDir: database.dataDir });
    expect(made.origin).toBe('generated');
    expect(made.secret).not.toBe('short');
  });

  it('prefers JWT_SECRET and stores nothing', async () => {
    expect(await ensureJwtSecret(db.knex, { jwtSecret: 'x'.repeat(40), dataDir: database.dataDir })).toEqual({ secret: 'x'.repeat(40), origin: 'environment' });
    expect(await db.knex('settings').where('key', JWT_SECRET_KEY).first()).toBeUndefined();
  });

  it('generates one owner password for servers starting together: only the one whose hash was stored prints it', async () => {
    const other = openDatabase(database.settings);
    try {
      const setups = await Promise.all([db, other].map((each) => ensureOwnerPassword(each.knex, undefined)));
      const generated = setups.flatMap((setup) => (setup.kind === 'generated' ? [setup.password] : []));
      expect(generated).toHaveLength(1);
      expect(setups.filter((setup) => setup.kind === 'kept')).toHaveLength(1);
      expect(await verifyPassword((await readPasswordHash(db.knex)) ?? '', generated[0] ?? '')).toBe(true);
    } finally {
      await other.knex.destroy();
    }
  });

  it('keeps the secret out of a backup, and a restore leaves it alone', async () => {
    const { secret } = await ensureJwtSecret(db.knex, { jwtSecret: undefined, dataDir: database.dataDir });
    const travelling = (await backedUpRows(db.knex, 'settings').select('key', 'value')) as { key: string; value: string }[];
    expect(travelling.map(({ key }) => key)).not.toContain(JWT_SECRET_KEY);
    expect(JSON.stringify(travelling)).not.toContain(secret);
    // A restore empties exactly these rows before it writes the archive's.
    await backedUpRows(db.knex, 'settings').delete();
    expect(await db.knex('settings').where('key', JWT_SECRET_KEY).first('value')).toEqual({ value: secret });
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
