import { inspect } from 'node:util';
import knex, { type Knex } from 'knex';
import type { DatabaseSettings } from '../config';
import type { Logger } from '../logging/log';
import { mysqlSocket } from './hostLookup';
import { limitMysqlConnection } from './mysqlLimits';
import { PatientSqliteClient, SQLITE_BUSY_TIMEOUT_MS } from './sqliteClient';
import { prepareSqliteFile } from './sqliteFiles';

export type Dialect = DatabaseSettings['client'];

export interface Database {
  readonly knex: Knex;
  readonly dialect: Dialect;
}

/** How long a request waits for SQLite's connection (its one writer) before it is answered 503. */
export const ACQUIRE_CONNECTION_TIMEOUT_MS = 2000;

/**
 * How long a request waits for a pooled MySQL connection (or a new one) before it is answered 503:
 * no longer than a query may wait for its answer (MYSQL_QUERY_TIMEOUT_MS). While the server is
 * frozen no connection comes back to the pool (each waits for its query's time-out and is closed),
 * so the requests queued behind them give up at this bound, and every request is answered within
 * 2 s: at 2 s, as before, 20 of 30 concurrent writes and admin reads took 2.07–2.12 s.
 */
export const MYSQL_ACQUIRE_CONNECTION_TIMEOUT_MS = 1500;

/**
 * How long a new MySQL connection may take to be greeted: less than the acquire time-out, so a
 * frozen server (accepting, never answering) is a 503 within 2 s with time to spare to answer it.
 */
export const MYSQL_CONNECT_TIMEOUT_MS = 1200;

const textOf = (message: unknown) => (typeof message === 'string' ? message : inspect(message));

/**
 * knex's own warnings, except the line with a stack it writes for every request that finds no
 * connection (and for every broken connection it drops): db/outage.ts says that once per outage.
 */
function knexLog(log: Logger): Knex.Logger {
  const perRequest = (message: unknown) => typeof message === 'string' && /^(Acquire connection error|Connection Error):/.test(message);
  return {
    warn: (message: unknown) => {
      if (!perRequest(message)) log.warn(`knex: ${textOf(message)}`);
    },
    error: (message: unknown) => log.error(`knex: ${textOf(message)}`),
    deprecate: (method: string, alternative: string) => log.warn(`knex: ${method} is deprecated, use ${alternative}`),
    debug: () => undefined,
  };
}

/** The PatientSqliteClient class as knex's config types it (they name knex's own Client class). */
const patientSqliteClient = PatientSqliteClient as unknown as typeof Knex.Client;

/** Opens a knex pool on SQLite (an owner-only file, see sqliteFiles.ts) or MySQL/MariaDB. */
export function openDatabase(settings: DatabaseSettings, log: Logger = console): Database {
  if (settings.client === 'sqlite') {
    if (settings.filename !== ':memory:') prepareSqliteFile(settings.filename);
    const instance = knex({
      client: patientSqliteClient,
      connection: { filename: settings.filename },
      useNullAsDefault: true,
      log: knexLog(log),
      acquireConnectionTimeout: ACQUIRE_CONNECTION_TIMEOUT_MS,
      pool: {
        afterCreate(connection: { pragma(sql: string): unknown }, done: (error: Error | null) => void) {
          connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
          // WAL lets readers proceed while one writer writes; foreign keys are off by default in SQLite.
          connection.pragma('journal_mode = WAL');
          connection.pragma('foreign_keys = ON');
          done(null);
        },
      },
    });
    return { knex: instance, dialect: 'sqlite' };
  }
  const instance = knex({
    client: 'mysql2',
    // connectTimeout: a server that accepts but never greets gives up with the pool's acquire.
    // stream: the host looked up without holding a pool thread past it (db/hostLookup.ts).
    connection: { uri: settings.url, charset: 'utf8mb4', dateStrings: true, supportBigNumbers: true, connectTimeout: MYSQL_CONNECT_TIMEOUT_MS, stream: mysqlSocket },
    pool: { min: 0, max: 10, afterCreate: limitMysqlConnection },
    acquireConnectionTimeout: MYSQL_ACQUIRE_CONNECTION_TIMEOUT_MS,
    log: knexLog(log),
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
