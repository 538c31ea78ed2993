import { describe, expect, it } from 'vitest';
import { clientKey } from './clientKey';

describe('clientKey', () => {
  it('keys IPv4 clients the same whether or not they arrive IPv4-mapped', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(clientKey('203.0.113.10')).not.toBe(clientKey('203.0.113.9'));
  });

  it('keys IPv6 clients by their /64 prefix, however the address is written', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb::2')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:0001:0002:0:0:0:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('hashes anything that is not an address into a short fixed-size key', () => {
    const forged = clientKey(`x${'y'.repeat(5000)}`);
    expect(forged).toMatch(/^other-[a-f0-9]{32}$/);
    expect(clientKey('not-an-ip')).not.toBe(forged);
    expect(clientKey('')).toMatch(/^other-/);
  });

  it('keys an address a proxy wrote with its port as the address alone', () => {
    expect(clientKey('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(clientKey('203.0.113.9:1')).toBe(clientKey('203.0.113.9:65535'));
    expect(clientKey('[2001:db8:1:2::7]:443')).toBe('2001:db8:1:2::/64');
    expect(clientKey('[2001:db8:1:2::7]')).toBe('2001:db8:1:2::/64');
    expect(clientKey('[::ffff:203.0.113.9]:8080')).toBe('203.0.113.9');
    // Not an address with a port: still hashed, never taken apart.
    expect(clientKey('203.0.113.9:port')).toMatch(/^other-/);
  });
});
