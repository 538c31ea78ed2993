import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import type { DatabaseSettings } from '../config';

/** A database made for one test file, and how to throw it away afterwards. */
export interface TestDatabase {
  readonly settings: DatabaseSettings;
  readonly dataDir: string;
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  readonly name: 'sqlite' | 'mysql';
  create(): Promise<TestDatabase>;
}

const sqlite: TestDatabaseKind = {
  name: 'sqlite',
  async create() {
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-test-'));
    return {
      settings: { client: 'sqlite', filename: join(dataDir, 'test.sqlite') },
      dataDir,
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** A fresh database inside the server TEST_MYSQL_URL names, dropped when the file is done. */
function mysql(serverUrl: string): TestDatabaseKind {
  return {
    name: 'mysql',
    async create() {
      const url = new URL(serverUrl);
      const name = `${url.pathname.slice(1) || 'portfolio_test'}_${randomBytes(4).toString('hex')}`;
      const admin = knex({ client: 'mysql2', connection: { uri: serverUrl } });
      try {
        await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
      } finally {
        await admin.destroy();
      }
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-test-'));
      return {
        settings: { client: 'mysql', url: url.toString() },
        dataDir,
        async dispose() {
          const cleanup = knex({ client: 'mysql2', connection: { uri: serverUrl } });
          try {
            await cleanup.raw('DROP DATABASE IF EXISTS ??', [name]);
          } finally {
            await cleanup.destroy();
            rmSync(dataDir, { recursive: true, force: true });
          }
        },
      };
    },
  };
}

/** SQLite always; MySQL/MariaDB too when TEST_MYSQL_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_MYSQL_URL;
  return url ? [sqlite, mysql(url)] : [sqlite];
}
