import jwt from 'jsonwebtoken';

export interface TokenAttack {
  readonly name: string;
  /** The Authorization header to send; undefined sends none. */
  readonly authorization: string | undefined;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Every way a request may try to pass requireAdmin without a valid token, built with jsonwebtoken
 * directly. Each must be answered 401 by every protected route.
 */
export function tokenAttacks(secret: string): TokenAttack[] {
  const now = Math.floor(Date.now() / 1000);
  const valid = jwt.sign({}, secret, { algorithm: 'HS256', subject: 'owner', expiresIn: 3600 });
  const [header = '', payload = '', signature = ''] = valid.split('.');
  const forgedPayload = base64url({ sub: 'owner', iat: now, exp: now + 10 * 365 * 24 * 3600 });
  const otherSignature = jwt.sign({}, 'another-secret-of-at-least-32-characters!', { algorithm: 'HS256', subject: 'owner', expiresIn: 3600 });
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;

  return [
    { name: 'missing', authorization: undefined },
    { name: 'empty bearer', authorization: 'Bearer ' },
    { name: 'not a bearer scheme', authorization: `Basic ${Buffer.from('owner:password').toString('base64')}` },
    { name: 'malformed', authorization: 'Bearer not-a-jwt' },
    { name: 'malformed segments', authorization: 'Bearer a.b.c' },
    { name: 'tampered payload (longer expiry, old signature)', authorization: `Bearer ${header}.${forgedPayload}.${signature}` },
    { name: 'tampered signature', authorization: `Bearer ${header}.${payload}.${flipped}` },
    { name: 'signed with another secret', authorization: `Bearer ${otherSignature}` },
    {
      name: 'alg none',
      authorization: `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'owner', iat: now, exp: now + 3600 })}.`,
    },
    { name: 'HS512 instead of HS256', authorization: `Bearer ${jwt.sign({}, secret, { algorithm: 'HS512', subject: 'owner', expiresIn: 3600 })}` },
    { name: 'expired', authorization: `Bearer ${jwt.sign({ sub: 'owner', iat: now - 7200, exp: now - 60 }, secret, { algorithm: 'HS256' })}` },
    { name: 'wrong subject', authorization: `Bearer ${jwt.sign({}, secret, { algorithm: 'HS256', subject: 'visitor', expiresIn: 3600 })}` },
    { name: 'without exp', authorization: `Bearer ${jwt.sign({ sub: 'owner' }, secret, { algorithm: 'HS256' })}` },
    { name: 'without iat', authorization: `Bearer ${jwt.sign({ sub: 'owner', exp: now + 3600 }, secret, { algorithm: 'HS256', noTimestamp: true })}` },
    { name: 'iat in the future (beyond the clock skew)', authorization: `Bearer ${jwt.sign({ sub: 'owner', iat: now + 600, exp: now + 3600 }, secret, { algorithm: 'HS256' })}` },
    {
      name: 'issued longer ago than a token lives, with a far-off exp',
      authorization: `Bearer ${jwt.sign({ sub: 'owner', iat: now - 31 * 24 * 3600, exp: now + 10 * 365 * 24 * 3600 }, secret, { algorithm: 'HS256' })}`,
    },
  ];
}
