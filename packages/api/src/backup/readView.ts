import type { Knex } from 'knex';
import type { DatabaseSettings } from '../config';
import { type Database, type Dialect, openDatabase } from '../db/connection';
import type { Logger } from '../logging/log';

/** One consistent view of the database for a whole backup: every query through `knex` sees the same moment. */
export interface ReadView {
  readonly knex: Knex;
  readonly dialect: Dialect;
  /** Ends the view (and closes what it opened); safe to call more than once. */
  end(): Promise<void>;
}

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * A read view on `db`, so an upload landing during a long backup is either wholly in it or not at
 * all (never an image's files without the image):
 * - MySQL: a transaction on the app's pool (InnoDB's REPEATABLE READ keeps one snapshot for all
 *   its reads; nothing is locked).
 * - SQLite: the app's pool is one connection, which a slow download must not hold, and its
 *   transactions take the write lock (db/sqliteClient.ts). So the view opens a second connection to
 *   the same file (a pool of its own, of one connection) and runs a plain `BEGIN` there: in WAL mode
 *   that is a read snapshot from its first SELECT, while the app reads and writes on. An in-memory
 *   database cannot be opened twice; it is read as it is.
 */
export async function openReadView(db: Database, settings: DatabaseSettings): Promise<ReadView> {
  if (db.dialect === 'mysql') {
    const trx = await db.knex.transaction();
    let ended = false;
    return {
      knex: trx,
      dialect: 'mysql',
      async end() {
        if (ended) return;
        ended = true;
        await trx.commit();
      },
    };
  }
  if (settings.client !== 'sqlite' || settings.filename === ':memory:') return { knex: db.knex, dialect: 'sqlite', end: async () => undefined };
  const own = openDatabase(settings, quiet);
  let ended = false;
  try {
    await own.knex.raw('BEGIN');
  } catch (error) {
    await own.knex.destroy();
    throw error;
  }
  return {
    knex: own.knex,
    dialect: 'sqlite',
    async end() {
      if (ended) return;
      ended = true;
      try {
        await own.knex.raw('COMMIT');
      } finally {
        await own.knex.destroy();
      }
    },
  };
}
