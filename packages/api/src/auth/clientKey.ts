import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address that `isIP` accepted (zone already removed). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function ipv6Key(address: string): string {
  const groups = ipv6Groups(address.split('%')[0] ?? '');
  const isIpv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isIpv4Mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  // One subscriber is usually given a whole /64, so each of its addresses is the same client.
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const IPV6_IN_BRACKETS = /^\[([^\]]+)\](?::\d{1,5})?$/;

/**
 * The address alone, when a proxy wrote it with its port (`203.0.113.7:51234`) or, for IPv6, in
 * brackets (`[2001:db8::1]:51234`, `[2001:db8::1]`): otherwise each new port would be a new client.
 */
export function withoutPort(ip: string): string {
  const trimmed = ip.trim();
  return IPV4_WITH_PORT.exec(trimmed)?.[1] ?? IPV6_IN_BRACKETS.exec(trimmed)?.[1] ?? trimmed;
}

/**
 * The client key: the address Koa reports (`ctx.ip`, from X-Forwarded-For only when TRUST_PROXY
 * is set), without a port. IPv4 (also IPv4-mapped IPv6) per address, IPv6 per /64 prefix. Anything that is not an
 * address is hashed, so a forged header can neither overflow the key column nor pick another
 * client's key.
 */
export function clientKey(reported: string): string {
  const ip = withoutPort(reported);
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version === 6) return ipv6Key(ip.toLowerCase());
  return `other-${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
}
