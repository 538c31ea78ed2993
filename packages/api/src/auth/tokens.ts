import { hkdfSync } from 'node:crypto';
import jwt from 'jsonwebtoken';

const ALGORITHM = 'HS256';
const SUBJECT = 'owner';
/** How far ahead of ours another server's clock may be when it issues a token. */
export const CLOCK_SKEW_SECONDS = 60;

export interface TokenService {
  /** A signed token for the owner, valid for the configured time. */
  issue(): string;
  /**
   * True only for an HS256 token signed with our secret for the owner, carrying `iat` (not in the
   * future) and `exp` (not passed), and not older than the configured lifetime.
   */
  verify(token: string): boolean;
  /**
   * A 256-bit key for another use of the same secret (HKDF-SHA256 with `purpose` as info), so
   * nothing signed with it can pass as a token, nor a token as it.
   */
  keyFor(purpose: string): Buffer;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  return {
    issue: () => jwt.sign({}, secret, { algorithm: ALGORITHM, expiresIn: ttlSeconds, subject: SUBJECT }),
    verify(token) {
      try {
        // The explicit algorithm list refuses `alg: none` and any algorithm confusion; maxAge also
        // bounds a token whose `exp` lies further out than we would ever issue.
        const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], subject: SUBJECT, maxAge: ttlSeconds });
        if (typeof payload !== 'object' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return false;
        return payload.iat <= Date.now() / 1000 + CLOCK_SKEW_SECONDS;
      } catch {
        return false;
      }
    },
    keyFor: (purpose) => Buffer.from(hkdfSync('sha256', secret, '', purpose, 32)),
  };
}
