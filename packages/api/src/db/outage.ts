import type { Logger } from '../logging/log';
import { type DatabaseTrouble, databaseTrouble, troubleName } from './unavailable';

/** What a client is told to wait (`Retry-After`, seconds) while the database is away or busy. */
export const RETRY_AFTER_SECONDS = 5;

export interface DatabaseOutage {
  /**
   * True when `error` says the database is away or busy (db/unavailable.ts): the request is
   * counted, and the first of an outage is logged, in one line. False for any other error.
   */
  failed(error: unknown): boolean;
}

/** What knex's `query-response` event says about the query that succeeded. */
interface QueryResponse {
  readonly method?: unknown;
  readonly sql?: unknown;
}

/** A knex instance, as far as this listens to it. */
export interface QueryEvents {
  on(event: 'query-response', listener: (response: unknown, query: QueryResponse) => void): unknown;
}

const READ_METHODS = new Set(['select', 'first', 'pluck']);

const isRead = ({ method, sql }: QueryResponse): boolean =>
  (typeof method === 'string' && READ_METHODS.has(method)) || (method === 'raw' && typeof sql === 'string' && /^\s*select\b/i.test(sql));

interface Outage {
  readonly since: number;
  failed: number;
  kind: DatabaseTrouble;
}

/**
 * The bookkeeping of one database's outages: one line when it goes away (or is busy: locked, or
 * out of time), a count of the requests that failed meanwhile, and one line when a query succeeds
 * again. Errors that are not the database's trouble are not counted (the caller logs those).
 */
export function watchDatabaseOutage(knex: QueryEvents, log: Logger, now: () => number = Date.now): DatabaseOutage {
  let outage: Outage | undefined;

  knex.on('query-response', (_response: unknown, query: QueryResponse) => {
    // While the database is only busy, reads go on all along: a write getting through ends it.
    if (!outage || (outage.kind === 'busy' && isRead(query))) return;
    const seconds = ((now() - outage.since) / 1000).toFixed(1);
    log.info(`Database is back after ${seconds} s; ${outage.failed} requests failed meanwhile.`);
    outage = undefined;
  });

  return {
    failed(error) {
      const kind = databaseTrouble(error);
      if (!kind) return false;
      if (outage) {
        outage.failed += 1;
        if (kind === 'unreachable') outage.kind = kind;
        return true;
      }
      outage = { since: now(), failed: 1, kind };
      const what = kind === 'unreachable' ? 'Database went away' : 'Database is busy';
      log.error(`${what} (${troubleName(error)}): answering 503 with Retry-After until it is back.`);
      return true;
    },
  };
}
