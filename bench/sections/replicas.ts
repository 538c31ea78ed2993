import { rmSync } from 'node:fs';
import { nginxMissing, type NginxProcess, startNginx } from '../../packages/api/src/testing/nginxProcess.ts';
import { onCleanup } from '../lib/cleanup.ts';
import { load, type LoadResult } from '../lib/cannon.ts';
import { type RunningServer, startServer } from '../lib/server.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { combine } from './api.ts';

/** The ways the same reads are served, each measured in every round. */
export const REPLICA_SETUPS = ['one replica, direct', 'one replica behind nginx', 'two replicas behind nginx'] as const;
export type ReplicaSetup = (typeof REPLICA_SETUPS)[number];

export interface ReplicasCase {
  readonly path: string;
  readonly results: Record<ReplicaSetup, LoadResult>;
}

export type ReplicasResult =
  | { readonly skipped: string }
  | {
      /** nginx's worker processes (1: the machine's cores are shared with the replicas and autocannon). */
      readonly nginxWorkers: number;
      readonly cases: readonly ReplicasCase[];
    };

const PATHS = ['/api/projects', '/'];
const WARM_UP_SECONDS = 1;
/** The setups alternate, so all see the same machine (see api.ts). */
const ROUNDS = 3;
const NGINX_WORKERS = 1;

/** nginx started for the bench, stopped (and its folder removed) however the bench ends. */
async function benchNginx(upstreams: readonly RunningServer[]): Promise<NginxProcess> {
  const nginx = await startNginx({ upstreams: upstreams.map((server) => new URL(server.origin).host), workerProcesses: NGINX_WORKERS });
  const forget = onCleanup(() => {
    nginx.child.kill('SIGKILL');
    rmSync(nginx.dir, { recursive: true, force: true });
  });
  return {
    ...nginx,
    async stop() {
      await nginx.stop();
      forget();
    },
  };
}

/**
 * Public reads from one replica alone, from one behind nginx (deploy/nginx.conf, as the rolling-restart
 * test runs it) and from two behind nginx, on one MySQL database. Context, not a target: on a
 * machine of two cores, two replicas, nginx and autocannon share them.
 */
export async function benchReplicas(settings: BenchSettings, log: (line: string) => void): Promise<ReplicasResult> {
  const missing = nginxMissing();
  if (missing) return { skipped: missing };
  if (!settings.mysqlUrl) return { skipped: 'no BENCH_MYSQL_URL (or mysql:// DATABASE_URL): replicas share a MySQL database' };
  const servers: RunningServer[] = [];
  const proxies: NginxProcess[] = [];
  try {
    // One after the other: the first prepares the database (migrations, demo), the second finds it ready.
    servers.push(await startServer({ database: settings.mysqlUrl }));
    servers.push(await startServer({ database: settings.mysqlUrl }));
    const [first] = servers as [RunningServer, RunningServer];
    proxies.push(await benchNginx([first]), await benchNginx(servers));
    const [oneProxy, twoProxy] = proxies as [NginxProcess, NginxProcess];
    const origins: Record<ReplicaSetup, string> = {
      'one replica, direct': first.origin,
      'one replica behind nginx': oneProxy.baseUrl,
      'two replicas behind nginx': twoProxy.baseUrl,
    };
    const cases: ReplicasCase[] = [];
    for (const path of PATHS) {
      log(`  GET ${path}: ${REPLICA_SETUPS.join(' / ')}`);
      const read = (origin: string, durationSeconds: number) => load({ url: `${origin}${path}`, connections: settings.connections, durationSeconds, expectStatus: 200 });
      for (const origin of Object.values(origins)) await read(origin, WARM_UP_SECONDS);
      const rounds: Record<ReplicaSetup, LoadResult[]> = { 'one replica, direct': [], 'one replica behind nginx': [], 'two replicas behind nginx': [] };
      const slice = settings.durationSeconds / ROUNDS;
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const setup of REPLICA_SETUPS) rounds[setup].push(await read(origins[setup], slice));
      }
      cases.push({
        path,
        results: {
          'one replica, direct': combine(rounds['one replica, direct']),
          'one replica behind nginx': combine(rounds['one replica behind nginx']),
          'two replicas behind nginx': combine(rounds['two replicas behind nginx']),
        },
      });
    }
    return { nginxWorkers: NGINX_WORKERS, cases };
  } finally {
    for (const proxy of proxies) await proxy.stop();
    for (const server of servers) await server.stop();
  }
}
