import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing/testDatabases';
import { startTestServer } from '../testing/testServer';

const mode = (path: string) => statSync(path).mode & 0o777;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A SQLite database at `<root>/<folder>/portfolio.sqlite`, neither of which exists yet. */
function freshDatabase(folder: string, dataFolder = folder): { root: string; database: TestDatabase } {
  const root = mkdtempSync(join(tmpdir(), 'portfolio-modes-'));
  roots.push(root);
  const database: TestDatabase = {
    settings: { client: 'sqlite', filename: join(root, folder, 'portfolio.sqlite') },
    dataDir: join(root, dataFolder),
    dispose: async () => undefined,
  };
  return { root, database };
}

describe('the files the server keeps are readable by its own user only', () => {
  it('makes the data folder 0700 and the SQLite file, its -wal and -shm and the secret 0600; uploads write nothing to disk', async () => {
    const { root, database } = freshDatabase('data');
    const server = await startTestServer(database, { jwtSecret: undefined });
    try {
      const token = server.tokens.issue();
      const bytes = Buffer.alloc(2048, 0x20);
      bytes.write('%PDF-1.7\n', 0, 'latin1');
      const body = new FormData();
      body.append('file', new Blob([bytes], { type: 'application/pdf' }), 'resume.pdf');
      const response = await fetch(`${server.baseUrl}/api/upload-resume`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
      expect(response.status).toBe(201);

      const data = join(root, 'data');
      expect(mode(data)).toBe(0o700);
      for (const file of ['portfolio.sqlite', 'portfolio.sqlite-wal', 'portfolio.sqlite-shm']) {
        expect([file, mode(join(data, file))]).toEqual([file, 0o600]);
      }
      // The generated JWT secret is kept in the database, not in a file (auth/secrets.ts).
      expect(existsSync(join(data, 'jwt-secret'))).toBe(false);
      // Uploads live in the database (stored_files): not even the upload folder is made.
      expect(existsSync(join(data, 'uploads'))).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('makes the database folder 0700 when it lives elsewhere, and then writes nothing in the data folder', async () => {
    const { root, database } = freshDatabase('db', 'data');
    const server = await startTestServer(database, { jwtSecret: undefined });
    try {
      expect(mode(join(root, 'db'))).toBe(0o700);
      // Its one file was the generated JWT secret, which is kept in the database now.
      expect(existsSync(join(root, 'data'))).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('tightens a database, -wal and -shm that an earlier version left readable by everyone', async () => {
    const { root, database } = freshDatabase('data');
    const data = join(root, 'data');
    mkdirSync(data);
    chmodSync(data, 0o755);
    const first = await startTestServer(database);
    await first.close();
    for (const file of ['portfolio.sqlite', 'portfolio.sqlite-wal', 'portfolio.sqlite-shm']) {
      writeFileSync(join(data, file), '', { flag: 'a' });
      chmodSync(join(data, file), 0o644);
    }

    const second = await startTestServer(database);
    try {
      for (const file of ['portfolio.sqlite', 'portfolio.sqlite-wal', 'portfolio.sqlite-shm']) {
        expect([file, mode(join(data, file))]).toEqual([file, 0o600]);
      }
      // A folder that already existed is left as it was: it may be /srv or a mounted volume.
      expect(mode(data)).toBe(0o755);
    } finally {
      await second.close();
    }
  });
});
