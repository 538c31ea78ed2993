import type { Knex } from 'knex';

/**
 * The site's content version: a number in the database that every write bumps before it is
 * acknowledged (migration `20260109000100_content_version`). A server keeping answers in memory
 * (http/readCache.ts) reads it before answering from them and forgets them when it moved, so a
 * write made through any server shows in every server's reads from `VERSION_REUSE_MS` after it
 * was acknowledged (its own server: at once).
 */
export interface ContentVersion {
  /**
   * The version as read by a query that began less than `VERSION_REUSE_MS` before this call (or
   * after it): a read waiting for it sees every write acknowledged at least that long before it
   * arrived. Calls made while a query is out share it or the next one.
   */
  current(): Promise<number>;
  /**
   * What `current()` would resolve with at once, without a query: the version read by a query that
   * began less than `VERSION_REUSE_MS` ago; undefined when `current()` would have to wait. Lets a
   * cached read be answered without a promise (http/readCache.ts). Near the end of the bound it
   * also starts the next query, for the reads after it.
   */
  known(): number | undefined;
  /** Counts a write: called once it has run, before its answer leaves. */
  bump(): Promise<void>;
}

/**
 * How long a version read may serve the reads that follow it: a write acknowledged by another
 * server shows in every read that arrives this long after its acknowledgement (a read reuses only a
 * version whose query began less than this long before it). Reading the version for every read
 * would make each one wait for a round trip to the database: with 50 readers that halved the reads
 * a MySQL server answered from memory (13k req/s against 27k, `npm run bench`); within this bound
 * there are at most a couple of hundred version queries a second, whatever the traffic.
 */
export const VERSION_REUSE_MS = 5;
/** `known()` starts the next read once the version is this share of the bound old, or sooner when queries are slow. */
export const REFRESH_AT = 0.8;

const settle = () => undefined;

/** The first row of a raw query's result: mysql2 answers `[rows, fields]`, SQLite the rows. */
function firstRow(result: unknown): unknown {
  const rows: unknown = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
  return Array.isArray(rows) ? rows[0] : undefined;
}

export function createContentVersion(knex: Knex, reuseMs = VERSION_REUSE_MS, now: () => number = () => performance.now()): ContentVersion {
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  let latest: { readonly value: number; readonly startedAt: number } | undefined;
  // How long the last query took: under load the answer waits for a busy event loop (1–2 ms).
  let lastQueryMs = 0;

  // Compiled once: built for each read, knex's query builder cost as much CPU again as the query
  // itself (150 against 75 µs on MySQL), and under load this runs a few hundred times a second.
  const versionQuery = knex('content_version').select('version').where({ id: 1 }).first().toSQL().toNative();
  const read = async (): Promise<number> => {
    const row = firstRow(await knex.raw(versionQuery.sql, versionQuery.bindings));
    const version = typeof row === 'object' && row !== null && 'version' in row ? Number(row.version) : Number.NaN;
    if (!Number.isFinite(version)) throw new Error('The content_version row is missing: run the migrations');
    return version;
  };

  const start = (): Promise<number> => {
    const startedAt = now();
    const query = read()
      .then((value) => {
        lastQueryMs = now() - startedAt;
        if (latest === undefined || startedAt >= latest.startedAt) latest = { value, startedAt };
        return value;
      })
      .finally(() => {
        if (running === query) running = undefined;
      });
    running = query;
    return query;
  };

  const reusable = (): number | undefined => (latest !== undefined && now() - latest.startedAt < reuseMs ? latest.value : undefined);

  const known = (): number | undefined => {
    // The next read starts in the background early enough to be back before the version it
    // replaces is past the bound (by the last query's time, with half as much again to spare), so
    // that under a steady flow of reads the version is always known and none waits for a query.
    const refreshAge = Math.max(0, Math.min(reuseMs * REFRESH_AT, reuseMs - 1.5 * lastQueryMs));
    if (latest !== undefined && now() - latest.startedAt >= refreshAge && running === undefined) start().catch(settle);
    return reusable();
  };

  const current = (): Promise<number> => {
    const version = reusable();
    if (version !== undefined) return Promise.resolve(version);
    if (running === undefined) return start();
    // A query already out began before this call, so it may be older than the bound allows by the
    // time it answers: wait for it, then use it if it still may, or begin the next. If it failed,
    // so does this call: a second query would only wait as long again for a database that did not
    // answer the first (a frozen one: twice the query's time-out).
    next ??= running.then(
      () => {
        next = undefined;
        return current();
      },
      (error: unknown) => {
        next = undefined;
        throw error;
      },
    );
    return next;
  };

  const bump = async (): Promise<void> => {
    await knex('content_version').where({ id: 1 }).increment('version', 1);
  };

  return { current, known, bump };
}
