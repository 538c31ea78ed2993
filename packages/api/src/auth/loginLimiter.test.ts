import { describe, expect, it } from 'vitest';
import { clientKey } from './loginLimiter';

describe('clientKey', () => {
  it('keys IPv4 clients the same whether or not they arrive IPv4-mapped', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keeps IPv6 addresses, lowercased', () => {
    expect(clientKey('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('hashes anything that is not an address into a short fixed-size key', () => {
    const forged = clientKey(`x${'y'.repeat(5000)}`);
    expect(forged).toMatch(/^other-[a-f0-9]{32}$/);
    expect(clientKey('not-an-ip')).not.toBe(forged);
    expect(clientKey('')).toMatch(/^other-/);
  });
});
