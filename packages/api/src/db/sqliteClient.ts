import { setTimeout as sleep } from 'node:timers/promises';
import type BetterSqlite3 from 'better-sqlite3';
import type { Knex } from 'knex';
import Client_BetterSQLite3, { type KnexBuilder, type KnexRunner } from 'knex/lib/dialects/better-sqlite3/index.js';
import Transaction_Sqlite, { type TransactionConfig } from 'knex/lib/dialects/sqlite3/execution/sqlite-transaction.js';

/** How long a write waits for another process's write lock before it fails with SQLITE_BUSY (a 503). */
export const SQLITE_WRITE_WAIT_MS = 5000;

/**
 * better-sqlite3 waits for a lock synchronously, stopping the whole server meanwhile, so the
 * connection waits only this long; longer waits are retries on timers (below).
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5;

export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Runs `attempt` again, after a pause on a timer, while it fails with SQLITE_BUSY and `canRetry`
 * allows it, for at most `waitMs`; then its last error is thrown.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, canRetry: () => boolean = () => true, waitMs = SQLITE_WRITE_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() + pause > deadline || !canRetry()) throw error;
      await sleep(pause);
    }
  }
}

/**
 * Every transaction takes the write lock when it starts (`BEGIN IMMEDIATE`), so no statement inside
 * it can meet SQLITE_BUSY halfway. While another process holds the lock, the pooled connection is
 * given back between tries, so reads go on.
 */
class WriteLockTransaction extends Transaction_Sqlite {
  private lockTaken = false;

  override async acquireConnection<T>(config: TransactionConfig | undefined, run: (connection: BetterSqlite3.Database) => Promise<T>): Promise<T> {
    // A nested transaction (a savepoint), one on a given connection, and knex's schema changes that
    // switch foreign keys off first (a pragma ignored inside a transaction) keep knex's own way.
    const enforceForeignCheck = config?.enforceForeignCheck ?? null;
    if (config?.connection || this.client.transacting || enforceForeignCheck !== null) return super.acquireConnection(config, run);

    const connection = await retryWhileBusy(() => this.takeWriteLock());
    try {
      return await super.acquireConnection({ ...config, connection }, run);
    } finally {
      // knex ends every transaction it ran; this keeps a path it did not from holding the lock.
      if (connection.inTransaction) connection.exec('ROLLBACK');
      await this.client.releaseConnection(connection);
    }
  }

  override begin(connection: BetterSqlite3.Database): Promise<unknown> {
    return this.lockTaken ? Promise.resolve() : this.query(connection, 'BEGIN IMMEDIATE;');
  }

  private async takeWriteLock(): Promise<BetterSqlite3.Database> {
    const connection = await this.client.acquireConnection();
    try {
      connection.exec('BEGIN IMMEDIATE');
    } catch (error) {
      await this.client.releaseConnection(connection);
      throw error;
    }
    this.lockTaken = true;
    return connection;
  }
}

/**
 * knex's better-sqlite3 client, except that waiting for another process's write lock happens on
 * timers, not in SQLite's busy handler: transactions as above, and a single statement outside a
 * transaction is run again on a fresh connection from the pool.
 */
export class PatientSqliteClient extends Client_BetterSQLite3 {
  constructor(config: Knex.Config) {
    // The dialect's name, as knex would store it: rate-limiter-flexible's store checks it.
    super({ ...config, client: 'better-sqlite3' });
  }

  override transaction(...args: unknown[]): unknown {
    return new WriteLockTransaction(this, ...args);
  }

  override runner(builder: KnexBuilder): KnexRunner {
    const runner = super.runner(builder);
    if (this.transacting) return runner;
    const runOnce = runner.run.bind(runner);
    // Several statements (schema changes) are not run again: the first may have been applied.
    const singleStatement = () => !Array.isArray(builder.toSQL());
    runner.run = () =>
      retryWhileBusy(() => {
        runner.connection = builder._connection;
        return runOnce();
      }, singleStatement);
    return runner;
  }
}
