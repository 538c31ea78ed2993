import { hkdfSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { INITIAL_TOKEN_GENERATION, type TokenGenerations } from './tokenGeneration';

const ALGORITHM = 'HS256';
const SUBJECT = 'owner';
/** How far ahead of ours another server's clock may be when it issues a token. */
export const CLOCK_SKEW_SECONDS = 60;

/** What an admin request's token is: good, never good (forged, expired, …), or good once but revoked since. */
export type TokenCheck = 'valid' | 'invalid' | 'revoked';

export interface TokenService {
  /**
   * A signed token for the owner, valid for the configured time, of token generation `generation`
   * (tokenGeneration.ts). Routes issue with `issueCurrent()` or with the generation they just
   * started; the default, the generation of a database never revoked, is for tests.
   */
  issue(generation?: string): string;
  /**
   * True only for an HS256 token signed with our secret for the owner, carrying `iat` (not in the
   * future) and `exp` (not passed), and not older than the configured lifetime. Says nothing of
   * revocation: admin requests are checked with `check`.
   */
  verify(token: string): boolean;
  /** `verify`, then whether the token is of the current generation (one database read, only for a signed token). */
  check(token: string): Promise<TokenCheck>;
  /** A token of the current generation. */
  issueCurrent(): Promise<string>;
  /**
   * A 256-bit key for another use of the same secret (HKDF-SHA256 with `purpose` as info), so
   * nothing signed with it can pass as a token, nor a token as it.
   */
  keyFor(purpose: string): Buffer;
}

/** Without a database (tests of the tokens alone) every token is of the never-revoked generation. */
const NEVER_REVOKED: TokenGenerations = { current: () => Promise.resolve(INITIAL_TOKEN_GENERATION) };

/**
 * `generations` is where the current token generation is read (`tokenGenerationsIn(knex)`); the
 * server and the test server always pass it.
 */
export function createTokenService(secret: string, ttlSeconds: number, generations: TokenGenerations = NEVER_REVOKED): TokenService {
  const issue = (generation = INITIAL_TOKEN_GENERATION) =>
    jwt.sign({ gen: generation }, secret, { algorithm: ALGORITHM, expiresIn: ttlSeconds, subject: SUBJECT });

  /** The payload of a token that passes `verify`, else undefined. */
  function verified(token: string): jwt.JwtPayload | undefined {
    try {
      // The explicit algorithm list refuses `alg: none` and any algorithm confusion; maxAge also
      // bounds a token whose `exp` lies further out than we would ever issue.
      const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], subject: SUBJECT, maxAge: ttlSeconds });
      if (typeof payload !== 'object' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return undefined;
      return payload.iat <= Date.now() / 1000 + CLOCK_SKEW_SECONDS ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    issue,
    verify: (token) => verified(token) !== undefined,
    async check(token) {
      const payload = verified(token);
      if (!payload) return 'invalid';
      // A token without `gen` was issued before generations existed: revoked like any older one.
      const generation: unknown = payload.gen;
      return typeof generation === 'string' && generation === (await generations.current()) ? 'valid' : 'revoked';
    },
    issueCurrent: async () => issue(await generations.current()),
    keyFor: (purpose) => Buffer.from(hkdfSync('sha256', secret, '', purpose, 32)),
  };
}
