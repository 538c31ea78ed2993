import { startTcpProxy } from '../../packages/api/src/testing/tcpProxy.ts';
import { get } from '../lib/http.ts';
import { ownerToken, startServer } from '../lib/server.ts';
import type { BenchSettings } from '../lib/settings.ts';

/** A read the server keeps in memory, while the database is frozen: from memory (after one bounded wait for the content version). */
export const KEPT_WHILE_FROZEN_TARGET_MS = 1000;
/** Anything else while the database is frozen: given up on, 503. */
export const GIVEN_UP_WHILE_FROZEN_TARGET_MS = 2000;

const KEPT_PATHS = ['/', '/projects', '/writing', '/api/projects'];
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

export interface TimedAnswer {
  readonly what: string;
  readonly status: number;
  readonly ms: number;
}

export type OutageResult =
  | { readonly skipped: string }
  | {
      /** Kept answers read one after another, three rounds, while the database is frozen. */
      readonly kept: readonly TimedAnswer[];
      /** Pages and reads never kept, and writes, sent at once while it is frozen. */
      readonly others: readonly TimedAnswer[];
    };

async function timed(what: string, send: () => Promise<number>): Promise<TimedAnswer> {
  const began = performance.now();
  const status = await send();
  return { what, status, ms: performance.now() - began };
}

/**
 * The server on MySQL through a TCP proxy the bench owns (packages/api/src/testing/tcpProxy.ts),
 * which then black-holes the connections: the database froze (as SIGSTOP does). How long kept
 * answers and everything else take to come back meanwhile.
 */
export async function benchOutage(settings: BenchSettings, log: (line: string) => void): Promise<OutageResult> {
  if (!settings.mysqlUrl) return { skipped: 'no BENCH_MYSQL_URL (or mysql:// DATABASE_URL): a frozen MySQL database is measured' };
  const target = new URL(settings.mysqlUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 3306) });
  const proxied = new URL(settings.mysqlUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const server = await startServer({ database: proxied.toString() });
  try {
    const token = await ownerToken(server.origin);
    const read = (path: string, accept = BROWSER_ACCEPT) => get(`${server.origin}${path}`, { accept }, 10_000).then((answer) => answer.status);
    for (const path of KEPT_PATHS) await read(path);
    log('  freezing the database (the proxy black-holes it)');
    proxy.blackhole();
    const kept: TimedAnswer[] = [];
    for (let round = 0; round < 3; round += 1) for (const path of KEPT_PATHS) kept.push(await timed(path, () => read(path)));
    let request = 0;
    const write = () =>
      fetch(`${server.origin}/api/admin/writing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ action: 'add', title: `Frozen ${++request}`, date: '2026-03-01' }),
      }).then(async (answer) => {
        await answer.arrayBuffer();
        return answer.status;
      });
    const others = await Promise.all([
      ...['/projects', '/about', '/writing', '/art'].map((path) => timed(`page ${path}?never`, () => read(`${path}?never=${++request}`))),
      ...Array.from({ length: 20 }, () => timed('GET /api/projects?never', () => read(`/api/projects?never=${++request}`, 'application/json'))),
      ...Array.from({ length: 10 }, () => timed('POST /api/admin/writing', write)),
    ]);
    return { kept, others };
  } finally {
    await proxy.forward();
    await server.stop();
    await proxy.close();
  }
}
