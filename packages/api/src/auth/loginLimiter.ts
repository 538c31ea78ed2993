import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import {
  RateLimiterMySQL,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { DatabaseSettings } from '../config';
import type { Database } from '../db/connection';
import { RateLimitedError } from '../http/errors';

export const LOGIN_LIMITS = {
  /** Failed logins one client may make per window. */
  perClient: 10,
  /** Failed logins from everyone together per window: a ceiling against many-address guessing. */
  overall: 100,
  windowSeconds: 15 * 60,
} as const;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Try again later.';

const TABLE = 'login_attempts';
const OVERALL_KEY = 'all';

export interface LoginLimiter {
  /**
   * Call before checking a password. Refuses (429) when the site or this client is over its limit;
   * otherwise counts the attempt against the client at once, so parallel guesses cannot slip
   * through while the password hash is being checked.
   */
  begin(client: string): Promise<void>;
  /** The password was right: the client's count starts again from zero. */
  succeeded(client: string): Promise<void>;
  /** The password was wrong: it also counts towards the overall ceiling. */
  failed(client: string): Promise<void>;
}

function store(db: Database, settings: DatabaseSettings, keyPrefix: string, points: number): RateLimiterStoreAbstract {
  const options = {
    storeClient: db.knex,
    storeType: 'knex',
    tableName: TABLE,
    tableCreated: true, // made by our migration; the stores must not run DDL of their own
    clearExpiredByTimeout: false, // expired rows are pruned by pruneExpired instead
    keyPrefix,
    points,
    duration: LOGIN_LIMITS.windowSeconds,
  };
  if (settings.client === 'sqlite') return new RateLimiterSQLite(options);
  return new RateLimiterMySQL({ ...options, dbName: decodeURIComponent(new URL(settings.url).pathname.slice(1)) });
}

/**
 * The client key: the address Koa reports (`ctx.ip`, from X-Forwarded-For only when TRUST_PROXY
 * is set), with IPv4-mapped IPv6 unwrapped. Anything that is not an address is hashed, so a
 * forged header can neither overflow the key column nor pick another client's key.
 */
export function clientKey(ip: string): string {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(address)) return address.toLowerCase();
  return `other-${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;
}

function rateLimited(res: RateLimiterRes): RateLimitedError {
  return new RateLimitedError(res.msBeforeNext / 1000, TOO_MANY_ATTEMPTS_MESSAGE);
}

/** Counts failed logins in the `login_attempts` table through rate-limiter-flexible's SQL stores. */
export function createLoginLimiter(db: Database, settings: DatabaseSettings): LoginLimiter {
  const perClient = store(db, settings, 'login_client', LOGIN_LIMITS.perClient);
  const overall = store(db, settings, 'login_all', LOGIN_LIMITS.overall);

  async function pruneExpired(): Promise<void> {
    await db.knex(TABLE).where('expire', '<', Date.now()).delete();
  }

  return {
    async begin(client) {
      const everyone = await overall.get(OVERALL_KEY);
      if (everyone && everyone.consumedPoints >= LOGIN_LIMITS.overall) throw rateLimited(everyone);
      try {
        await perClient.consume(client);
      } catch (error) {
        // consume() rejects with the RateLimiterRes itself when the client is over its limit.
        if (error instanceof RateLimiterRes) throw rateLimited(error);
        throw error;
      }
    },
    async succeeded(client) {
      await perClient.delete(client);
    },
    async failed() {
      await overall.penalty(OVERALL_KEY);
      await pruneExpired();
    },
  };
}
