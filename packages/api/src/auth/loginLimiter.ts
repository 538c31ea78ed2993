import {
  RateLimiterMySQL,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { DatabaseSettings } from '../config';
import type { Database } from '../db/connection';
import { TOO_MANY_PASSWORD_CHECKS_MESSAGE } from '@portfolio/contracts/account';
import { RateLimitedError } from '../http/errors';

export const LOGIN_LIMITS = {
  /** Failed logins one client (an IPv4 address, an IPv6 /64) may make per window. */
  perClient: 10,
  /** Failed logins from everyone together per window: a ceiling against many-address guessing. */
  overall: 100,
  /** Failed logins one known device (a valid device cookie) may make per window. */
  perDevice: 10,
  windowSeconds: 15 * 60,
} as const;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Try again later.';

const TABLE = 'login_attempts';
const OVERALL_KEY = 'all';

/**
 * Who is logging in: a browser holding a valid device cookie (`device`), counted on its own, or
 * anyone else, counted per client key and towards the overall ceiling.
 */
export type LoginSource = { readonly device: string } | { readonly client: string };

export interface LoginAttempt {
  /** The password was right: the device's or client's count starts again from zero. */
  succeeded(): Promise<void>;
  /** The password was wrong: the attempt stays counted (for a stranger: towards the overall ceiling too). */
  failed(): Promise<void>;
}

export interface LoginLimiter {
  /**
   * Call before checking a password. Refuses (429) when the source is over its limit (for a
   * stranger: also when the overall ceiling is reached); otherwise counts the attempt at once, on
   * every count it is limited by, so parallel guesses cannot slip through while the password hash
   * is being checked.
   */
  begin(source: LoginSource): Promise<LoginAttempt>;
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

function rateLimited(res: RateLimiterRes, message = TOO_MANY_ATTEMPTS_MESSAGE): RateLimitedError {
  return new RateLimitedError(res.msBeforeNext / 1000, message);
}

async function consumeOrRefuse(limiter: RateLimiterStoreAbstract, key: string, message?: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    // consume() rejects with the RateLimiterRes itself when the key is over its limit.
    if (error instanceof RateLimiterRes) throw rateLimited(error, message);
    throw error;
  }
}

/**
 * Counts failed logins in the `login_attempts` table through rate-limiter-flexible's SQL stores,
 * so every server process on the same database shares the counts. A known device is limited only
 * on its own count: strangers filling the overall ceiling, or its address's count, never lock the
 * owner's browsers out (OWASP's device cookies).
 */
export function createLoginLimiter(db: Database, settings: DatabaseSettings): LoginLimiter {
  const perClient = store(db, settings, 'login_client', LOGIN_LIMITS.perClient);
  const perDevice = store(db, settings, 'login_device', LOGIN_LIMITS.perDevice);
  const overall = store(db, settings, 'login_all', LOGIN_LIMITS.overall);

  async function pruneExpired(): Promise<void> {
    await db.knex(TABLE).where('expire', '<', Date.now()).delete();
  }

  return {
    async begin(source) {
      if ('device' in source) {
        await consumeOrRefuse(perDevice, source.device);
        return {
          async succeeded() {
            await perDevice.delete(source.device);
          },
          failed: pruneExpired,
        };
      }
      // Reserved before the password is checked, the ceiling too, and given back when no password
      // was checked (refused by the ceiling) or it was right: every attempt in flight holds its
      // place, so a burst from many addresses checks no more passwords than the ceiling allows.
      await consumeOrRefuse(perClient, source.client);
      try {
        await consumeOrRefuse(overall, OVERALL_KEY);
      } catch (error) {
        await perClient.reward(source.client);
        throw error;
      }
      return {
        async succeeded() {
          await Promise.all([perClient.delete(source.client), overall.reward(OVERALL_KEY)]);
        },
        failed: pruneExpired,
      };
    },
  };
}

/** Wrong current passwords (`POST /api/admin/password`) accepted per window, from every session together. */
export const PASSWORD_CHECK_LIMITS = { attempts: 10, windowSeconds: LOGIN_LIMITS.windowSeconds } as const;

const PASSWORD_CHECK_KEY = 'owner';

/**
 * Limits the current-password check of a password change, against guessing with a stolen token.
 * One count for the one owner, whatever token or address it comes from: a thief's token gets a
 * fresh one from "sign out everywhere", and addresses are cheap, so neither may start a new count.
 * A thief can thus hold the owner's changes off for one window; the owner's answer is "sign out
 * everywhere" (no password needed), which ends the thief's token. Counted like logins: before the
 * check, in `login_attempts`, shared by every server on the database; a right password clears it.
 */
export function createPasswordCheckLimiter(db: Database, settings: DatabaseSettings): { begin(): Promise<LoginAttempt> } {
  const checks = store(db, settings, 'password_check', PASSWORD_CHECK_LIMITS.attempts);
  return {
    async begin() {
      await consumeOrRefuse(checks, PASSWORD_CHECK_KEY, TOO_MANY_PASSWORD_CHECKS_MESSAGE);
      return {
        async succeeded() {
          await checks.delete(PASSWORD_CHECK_KEY);
        },
        failed: async () => undefined,
      };
    },
  };
}
