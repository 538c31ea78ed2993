import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knex, { type Knex } from 'knex';
import type { DatabaseSettings } from '../config';

export type Dialect = DatabaseSettings['client'];

export interface Database {
  readonly knex: Knex;
  readonly dialect: Dialect;
}

/** Opens a knex pool on SQLite (creating the file's folder) or MySQL/MariaDB. */
export function openDatabase(settings: DatabaseSettings): Database {
  if (settings.client === 'sqlite') {
    if (settings.filename !== ':memory:') mkdirSync(dirname(settings.filename), { recursive: true });
    const instance = knex({
      client: 'better-sqlite3',
      connection: { filename: settings.filename },
      useNullAsDefault: true,
      pool: {
        afterCreate(connection: { pragma(sql: string): unknown }, done: (error: Error | null) => void) {
          // WAL lets readers proceed while one writer writes; foreign keys are off by default in SQLite.
          connection.pragma('journal_mode = WAL');
          connection.pragma('foreign_keys = ON');
          connection.pragma('busy_timeout = 5000');
          done(null);
        },
      },
    });
    return { knex: instance, dialect: 'sqlite' };
  }
  const instance = knex({
    client: 'mysql2',
    connection: { uri: settings.url, charset: 'utf8mb4', dateStrings: true, supportBigNumbers: true },
    pool: { min: 0, max: 10 },
    acquireConnectionTimeout: 10_000,
  });
  return { knex: instance, dialect: 'mysql' };
}

/** True when the database answers a trivial query within `timeoutMs`. */
export async function pingDatabase(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = db.knex.raw('select 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
