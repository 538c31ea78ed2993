import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_SECONDS, createTokenService } from './tokens';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const tokens = createTokenService(SECRET, 3600);
const now = () => Math.floor(Date.now() / 1000);
/** Signed with the right secret; jsonwebtoken keeps a given `iat` and adds none when it is left out. */
const signed = (payload: { sub: string; iat?: number; exp?: number }) => jwt.sign(payload, SECRET, { algorithm: 'HS256', noTimestamp: payload.iat === undefined });

describe('createTokenService', () => {
  it('accepts the tokens it issues', () => {
    expect(tokens.verify(tokens.issue())).toBe(true);
  });

  it('accepts a token issued by a server whose clock is a little ahead, and no further', () => {
    expect(tokens.verify(signed({ sub: 'owner', iat: now() + CLOCK_SKEW_SECONDS - 10, exp: now() + 3600 }))).toBe(true);
    expect(tokens.verify(signed({ sub: 'owner', iat: now() + CLOCK_SKEW_SECONDS + 10, exp: now() + 3600 }))).toBe(false);
  });

  it('refuses a token without exp or without iat', () => {
    expect(tokens.verify(signed({ sub: 'owner', iat: now() }))).toBe(false);
    expect(tokens.verify(signed({ sub: 'owner', exp: now() + 3600 }))).toBe(false);
  });

  it('refuses a token older than the lifetime, whatever its exp says', () => {
    expect(tokens.verify(signed({ sub: 'owner', iat: now() - 3601, exp: now() + 3600 }))).toBe(false);
  });

  it('checks a token against the current generation: revoked once it changed, invalid if never good', async () => {
    let current = 'first';
    const withGenerations = createTokenService(SECRET, 3600, { current: () => Promise.resolve(current) });
    const first = await withGenerations.issueCurrent();
    expect(await withGenerations.check(first)).toBe('valid');
    current = 'second';
    expect(await withGenerations.check(first)).toBe('revoked');
    expect(await withGenerations.check(await withGenerations.issueCurrent())).toBe('valid');
    // Signed by us before generations existed: no `gen`, so not of the current one.
    expect(await withGenerations.check(signed({ sub: 'owner', iat: now(), exp: now() + 3600 }))).toBe('revoked');
    expect(await withGenerations.check(signed({ sub: 'owner', iat: now() - 3601, exp: now() + 3600 }))).toBe('invalid');
    expect(await withGenerations.check('a.b.c')).toBe('invalid');
  });

  it('reads the generation only for a token with a good signature', async () => {
    let reads = 0;
    const counting = createTokenService(SECRET, 3600, {
      current: () => {
        reads += 1;
        return Promise.resolve('0');
      },
    });
    expect(await counting.check(jwt.sign({ gen: '0' }, 'another-secret-of-at-least-32-characters!', { subject: 'owner', expiresIn: 60 }))).toBe('invalid');
    expect(reads).toBe(0);
  });

  it('derives a distinct 256-bit key per purpose, never the secret itself', () => {
    const key = tokens.keyFor('one purpose');
    expect(key).toHaveLength(32);
    expect(tokens.keyFor('one purpose').equals(key)).toBe(true);
    expect(tokens.keyFor('another purpose').equals(key)).toBe(false);
    expect(createTokenService('another-secret-of-at-least-32-characters!', 3600).keyFor('one purpose').equals(key)).toBe(false);
    expect(key.toString('utf8')).not.toContain(SECRET.slice(0, 8));
  });
});
