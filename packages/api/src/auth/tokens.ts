import jwt from 'jsonwebtoken';

const ALGORITHM = 'HS256';
const SUBJECT = 'owner';

export interface TokenService {
  /** A signed token for the owner, valid for the configured time. */
  issue(): string;
  /** True only for an unexpired HS256 token signed with our secret for the owner. */
  verify(token: string): boolean;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  return {
    issue: () => jwt.sign({}, secret, { algorithm: ALGORITHM, expiresIn: ttlSeconds, subject: SUBJECT }),
    verify(token) {
      try {
        // The explicit algorithm list refuses `alg: none` and any algorithm confusion.
        const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], subject: SUBJECT });
        return typeof payload === 'object' && payload !== null;
      } catch {
        return false;
      }
    },
  };
}
