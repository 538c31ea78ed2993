import { type LookupAddress, type LookupOptions, lookup as systemLookup } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import { connect, type Socket } from 'node:net';

/**
 * DNS for the database host: two tries of 400 ms, so an unanswered name fails in about 0.8 s,
 * within the connect time-out (db/connection.ts) of the connection it is for.
 */
export const DNS_TRY_MS = 400;
export const DNS_TRIES = 2;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** What a DNS query for one family gave: addresses, or an error code. */
type Answer = LookupAddress[] | string;

async function ask(resolver: Resolver, hostname: string, family: 4 | 6): Promise<Answer> {
  try {
    const addresses = family === 4 ? await resolver.resolve4(hostname) : await resolver.resolve6(hostname);
    return addresses.map((address) => ({ address, family }));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
  }
}

const timedOut = (hostname: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`DNS: no answer for ${hostname} within ${(DNS_TRY_MS * DNS_TRIES) / 1000} s`), { code: 'ETIMEOUT', hostname });

/**
 * The addresses DNS gives for `hostname` (A, AAAA or both as `family` asks); undefined when DNS
 * answered that it has none or could not be asked (the system's lookup then tries /etc/hosts and
 * the search domains); rejects when no answer came in time.
 */
async function dnsAddresses(hostname: string, family: number): Promise<LookupAddress[] | undefined> {
  // A resolver per lookup: it reads /etc/resolv.conf as it is now (lookups are one per new connection).
  const resolver = new Resolver({ timeout: DNS_TRY_MS, tries: DNS_TRIES });
  const answers = await Promise.all([family === 6 ? [] : ask(resolver, hostname, 4), family === 4 ? [] : ask(resolver, hostname, 6)]);
  const addresses = answers.flatMap((answer) => (typeof answer === 'string' ? [] : answer));
  if (addresses.length > 0) return addresses;
  if (answers.includes('ETIMEOUT')) throw timedOut(hostname);
  return undefined;
}

/**
 * `net.connect`'s `lookup` for the database host. The system's lookup (getaddrinfo) runs on one of
 * libuv's four pool threads and cannot be stopped: when a DNS answer is lost it holds that thread
 * for glibc's time-outs (5 s a try, two tries, each search domain: 10–20 s), long after the
 * connection it was for gave up. Meanwhile the files, compression and images waiting for a pool
 * thread wait too, and `process.exit` waits for the thread to end: a replica that had drained
 * and logged "Shut down cleanly." stayed alive until its container was killed. DNS is asked here
 * through c-ares instead, on the event loop and bounded (DNS_TRY_MS). The system's lookup is kept
 * for what DNS does not know (localhost, /etc/hosts, short names found through the search
 * domains), which it answers without waiting on a lost packet.
 */
export function databaseHostLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    systemLookup(hostname, options, callback);
    return;
  }
  dnsAddresses(hostname, options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0)).then(
    (addresses) => {
      if (!addresses) systemLookup(hostname, options, callback);
      else if (options.all) callback(null, addresses);
      else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, options.all ? [] : '', undefined),
  );
}

/** What mysql2 hands a `stream` factory: its connection's settings. */
export interface MysqlStreamOptions {
  readonly config: {
    readonly host?: string;
    readonly port?: number;
    readonly socketPath?: string;
    readonly enableKeepAlive?: boolean;
    readonly keepAliveInitialDelay?: number;
  };
}

/**
 * mysql2's `stream` option: the socket it would open itself (TCP_NODELAY, keep-alive as
 * configured, or the Unix socket of `socketPath`), with the host looked up by `databaseHostLookup`.
 */
export function mysqlSocket({ config }: MysqlStreamOptions): Socket {
  if (config.socketPath) return connect(config.socketPath);
  return connect({
    host: config.host ?? 'localhost',
    port: config.port ?? 3306,
    lookup: databaseHostLookup,
    noDelay: true,
    keepAlive: config.enableKeepAlive !== false,
    keepAliveInitialDelay: config.keepAliveInitialDelay ?? 0,
  });
}
