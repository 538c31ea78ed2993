import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '../logging/log';
import type { Database } from './connection';

/** How long a server waits while another prepares the same database (a long migration) before it gives up. */
export const STARTUP_LOCK_WAIT_MS = 5 * 60_000;

/** Each try waits this long on the server: well inside the session's statement limit (mysqlLimits.ts). */
const TRY_SECONDS = 1;

/** A lock name for this database: GET_LOCK names are per MySQL server, and at most 64 characters. */
async function lockName(holder: Knex.Transaction): Promise<string> {
  const [rows] = (await holder.raw('SELECT DATABASE() AS name')) as [{ name: string | null }[]];
  return `portfolio-start:${createHash('sha256').update(rows[0]?.name ?? '').digest('hex').slice(0, 40)}`;
}

async function tryLock(holder: Knex.Transaction, name: string): Promise<boolean> {
  const [rows] = (await holder.raw('SELECT GET_LOCK(?, ?) AS got', [name, TRY_SECONDS])) as [{ got: number | null }[]];
  return rows[0]?.got === 1;
}

/**
 * Runs `work` (migrations, the demo seed, the generated secrets) while no other server on the same
 * MySQL database does: servers started together prepare it one after the other, and the later ones
 * find it done. knex's own migration lock is not enough alone: a server that finds it taken fails
 * instead of waiting, and two servers on an empty database can both create knex's tables (and both
 * insert its lock row). A MySQL named lock (GET_LOCK) is held by one connection and freed when that
 * connection ends, so a server killed while preparing does not leave it taken. SQLite is one file on
 * one machine, where knex's migration transaction already serialises servers: `work` simply runs.
 */
export async function preparingAlone<T>(db: Database, log: Logger, work: () => Promise<T>, waitMs = STARTUP_LOCK_WAIT_MS): Promise<T> {
  if (db.dialect !== 'mysql') return work();
  // A transaction only to hold one connection of the pool for the lock: it reads and writes nothing.
  return db.knex.transaction(async (holder) => {
    const name = await lockName(holder);
    const giveUpAt = Date.now() + waitMs;
    let told = false;
    while (!(await tryLock(holder, name))) {
      if (Date.now() >= giveUpAt) throw new Error(`Another server has been preparing the database for ${Math.round(waitMs / 1000)} s; giving up (start again to retry).`);
      if (!told) log.info('Another server is preparing the database (migrations, demo content); waiting for it.');
      told = true;
    }
    try {
      return await work();
    } finally {
      await holder.raw('SELECT RELEASE_LOCK(?)', [name]).catch(() => undefined);
    }
  });
}
