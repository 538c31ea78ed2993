import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedFailTimeoutMs } from './testing/nginxConfig';
import { nginxMissing, type NginxProcess, startNginx } from './testing/nginxProcess';
import { addPost, ownerLogin, postSlugOf, startWriteLoop } from './testing/ownerWrites';
import { type ServerProcess, startServerProcess } from './testing/serverProcess';
import { type TestDatabase, testDatabaseKinds } from './testing/testDatabases';

const mysql = testDatabaseKinds().find((kind) => kind.name === 'mysql');
const skipped = mysql ? nginxMissing() : 'no TEST_MYSQL_URL';
const PASSWORD = 'correct horse battery staple';
const TITLE = 'Rolling restart';
/** Public reads autocannon cycles through: lists the writes change, and a fixed one. */
const READS = ['/api/projects', '/api/writing?limit=5', '/api/config', '/api/art'];
const CONNECTIONS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ReadLoad {
  stop(): Promise<autocannon.Result>;
}

/** autocannon on `baseUrl` until stopped. */
function startReads(baseUrl: string): ReadLoad {
  let resolveResult: (result: autocannon.Result) => void = () => undefined;
  let rejectResult: (error: unknown) => void = () => undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    resolveResult = resolve;
    rejectResult = reject;
  });
  const instance = autocannon(
    { url: baseUrl, connections: CONNECTIONS, duration: 600, timeout: 10, requests: READS.map((path) => ({ method: 'GET', path })) },
    (error: unknown, done) => (error ? rejectResult(error) : resolveResult(done)),
  );
  return {
    stop() {
      instance.stop();
      return result;
    },
  };
}

// The issue's rolling restart, for real: two server processes on one MySQL database behind nginx
// running the shipped deploy/nginx.conf; 50 connections of public reads and a loop of owner writes
// the whole time; replica A gets SIGTERM, exits, starts again, is ready; then B the same way.
describe.skipIf(skipped !== undefined)(`a rolling restart of two replicas behind nginx${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  let database: TestDatabase;
  const replicas: ServerProcess[] = [];
  let nginx: NginxProcess | undefined;

  const replicaEnv = (name: string): Record<string, string> => {
    if (database.settings.client !== 'mysql') throw new Error('expected a MySQL database');
    const dataDir = join(database.dataDir, name);
    mkdirSync(dataDir, { recursive: true });
    return {
      DATABASE_URL: database.settings.url,
      DATA_DIR: dataDir,
      SITE_DIR: join(database.dataDir, 'site'),
      ADMIN_PASSWORD: PASSWORD,
      // Generated once and kept in the database: a token from one replica works on the other.
      JWT_SECRET: '',
      TRUST_PROXY: '1',
      // No line per request: thousands a second would fill the test's memory.
      LOG_LEVEL: 'warn',
    };
  };

  beforeAll(async () => {
    if (!mysql) return;
    database = await mysql.create();
    const started = await Promise.all(['a', 'b'].map((name) => startServerProcess(replicaEnv(name))));
    replicas.push(...started);
    await Promise.all(started.map((replica) => replica.ready(60_000)));
    nginx = await startNginx({ upstreams: started.map((replica) => new URL(replica.baseUrl).host) });
  }, 90_000);

  afterAll(async () => {
    for (const replica of replicas) replica.kill();
    await nginx?.stop();
    await database?.dispose();
  });

  /**
   * SIGTERM, its exit code, then the same replica started again on its port and ready, and then
   * nginx's fail_timeout, after which nginx has taken it back (the restart procedure in deploy/nginx.conf).
   */
  async function restart(index: number, name: string): Promise<number | NodeJS.Signals> {
    const replica = replicas[index];
    if (!replica) throw new Error(`no replica ${index}`);
    replica.child.kill('SIGTERM');
    const code = await replica.exited;
    const again = await startServerProcess(replicaEnv(name), { port: Number(new URL(replica.baseUrl).port) });
    replicas[index] = again;
    await again.ready(60_000);
    // nginx counts fail_timeout in whole seconds: up to one more.
    await sleep(shippedFailTimeoutMs() + 1500);
    return code;
  }

  it('loses no request and no write: every read 2xx, every owner write acknowledged and stored, both replicas exit 0', { timeout: 180_000 }, async () => {
    if (!nginx || database.settings.client !== 'mysql') throw new Error('not started');
    const { baseUrl } = nginx;
    const token = await ownerLogin(baseUrl, PASSWORD);
    const reads = startReads(baseUrl);
    const writes = startWriteLoop((index) => addPost(baseUrl, token, `${TITLE} ${index}`));
    await sleep(1000);

    const began = performance.now();
    const exitCodes = [await restart(0, 'a'), await restart(1, 'b')];
    const restartSeconds = (performance.now() - began) / 1000;
    await sleep(1000);

    const outcomes = await writes.stop();
    const load = await reads.stop();

    const failedWrites = outcomes.filter((outcome) => outcome.status !== 201);
    const acknowledged = outcomes.flatMap((outcome) => postSlugOf(outcome) ?? []);
    const direct = knex({ client: 'mysql2', connection: { uri: database.settings.url } });
    let stored: string[];
    try {
      stored = (await direct('writing_posts').where('title', 'like', `${TITLE} %`).pluck('slug')) as string[];
    } finally {
      await direct.destroy();
    }
    // nginx's access log: a request passed on to the other replica names both (`upstream=A, B`).
    const passedOn = nginx
      .accessLog()
      .split('\n')
      .filter((line) => /upstream=[^ ,]+, /.test(line));
    const writesPassedOn = passedOn.filter((line) => line.includes('"POST /api/admin/writing ')).length;
    console.info(
      `rolling restart: ${restartSeconds.toFixed(1)} s for both; reads ${load['2xx']} 2xx, ${load.non2xx} other, ${load.errors} errors, ${load.timeouts} time-outs ` +
        `(${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms); writes ${acknowledged.length} acknowledged of ${outcomes.length}; ` +
        `nginx passed ${passedOn.length} request(s) on to the other replica, ${writesPassedOn} of them writes`,
    );
    if (failedWrites.length > 0 || load.non2xx + load.errors + load.timeouts > 0) console.info(nginx.errorLog());

    expect(exitCodes).toEqual([0, 0]);
    expect(failedWrites).toEqual([]);
    expect({ errors: load.errors, timeouts: load.timeouts, non2xx: load.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(load['2xx']).toBeGreaterThan(1000);
    expect(acknowledged.length).toBeGreaterThan(10);
    // Every acknowledged write is in the database, and nothing else was written.
    expect(new Set(stored)).toEqual(new Set(acknowledged));
    // Both replicas serve again, and nginx did meet a stopped one (the failover was exercised).
    for (const replica of replicas) expect((await fetch(`${replica.baseUrl}/api/ready`)).status).toBe(200);
    expect(passedOn.length).toBeGreaterThan(0);
  });
});
