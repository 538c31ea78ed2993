import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startProxiedServer } from '../testing/proxiedServer';
import type { TcpProxy } from '../testing/tcpProxy';
import { capturedLog } from '../testing/capturedLog';
import { testDatabaseKinds, type TestDatabase } from '../testing/testDatabases';
import type { TestServer } from '../testing/testServer';

interface Timed {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
  readonly ms: number;
}

const mysql = testDatabaseKinds().find((kind) => kind.name === 'mysql');

// MariaDB/MySQL behind a proxy the test owns: it can refuse (the database stopped), black-hole
// (froze) or forward again, without touching the shared server. Runs when TEST_MYSQL_URL is set.
describe.skipIf(!mysql)('the database going away and coming back (MySQL/MariaDB behind a proxy)', () => {
  const { log: capture, lines } = capturedLog();
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let request = 0;

  beforeAll(async () => {
    if (!mysql) return;
    ({ database, proxy, server } = await startProxiedServer(mysql, capture));
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.dispose();
  });

  async function timed(path: string, init?: RequestInit): Promise<Timed> {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${path}`, init);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined, ms: performance.now() - started };
  }

  // A query string of its own, so no answer comes from the read cache.
  const readProjects = () => timed(`/api/projects?request=${++request}`);
  const addPost = () =>
    timed('/api/admin/writing', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.tokens.issue()}` },
      body: JSON.stringify({ action: 'add', title: `Post ${++request}`, date: '2026-03-01' }),
    });

  const expectUnavailable = (answer: Timed, withinMs: number) => {
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: 'Service temporarily unavailable' });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.ms).toBeLessThan(withinMs);
  };

  const wentAway = () => lines.filter((line) => line.startsWith('Database went away'));
  const cameBack = () => lines.filter((line) => line.startsWith('Database is back'));

  /** The database stops: four reads and a write are sent to it meanwhile, and their answers returned. */
  async function refuseFiveRequests(): Promise<Timed[]> {
    expect((await readProjects()).status).toBe(200);
    await proxy.refuse();
    const answers: Timed[] = [];
    for (let i = 0; i < 4; i += 1) answers.push(await readProjects());
    answers.push(await addPost());
    return answers;
  }

  // Each test hears only its own log, and leaves the database reachable and the server past any
  // outage it caused (a successful query ends one), so the next test starts from a healthy server.
  beforeEach(() => {
    lines.length = 0;
  });

  afterEach(async () => {
    await proxy.forward();
    expect((await readProjects()).status).toBe(200);
  });

  it('answers 503 with Retry-After within 2 s while the database refuses connections', async () => {
    for (const answer of await refuseFiveRequests()) expectUnavailable(answer, 2000);
    const health = await timed('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ database: 'down' });

    // The cause depends on the pool the test finds: a new connection is refused; a pooled one the
    // stop cut is lost, reset, or (written to before the pool saw it close) a broken pipe.
    expect(wentAway()).toEqual([expect.stringMatching(/^Database went away \((ECONNREFUSED|PROTOCOL_CONNECTION_LOST|ECONNRESET|EPIPE)\): answering 503/)]);
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
  });

  it('serves again as soon as the database is back, and logs the outage once with its count', async () => {
    expect((await refuseFiveRequests()).map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503]);
    await proxy.forward();
    expect((await readProjects()).status).toBe(200);
    expect((await addPost()).status).toBe(201);
    expect(cameBack()).toEqual([expect.stringMatching(/^Database is back after \d+\.\d s; 5 requests failed meanwhile\.$/)]);
    expect(wentAway()).toHaveLength(1);
  });

  it('gives up on a frozen database within 2 s, on open and on new connections, instead of hanging', async () => {
    expect((await readProjects()).status).toBe(200);
    proxy.blackhole();

    // An open connection: the transaction's first statement times out (1.5 s), the connection is
    // closed, so its ROLLBACK fails too. Then new connections are not greeted (1.5 s).
    expectUnavailable(await addPost(), 2000);
    expectUnavailable(await readProjects(), 2000);
    expectUnavailable(await readProjects(), 2000);
    expect(wentAway()).toHaveLength(1);
    expect(wentAway()[0]).toMatch(/^Database went away \((PROTOCOL_SEQUENCE_TIMEOUT|no connection from the pool in time|ETIMEDOUT)\)/);

    await proxy.forward();
    expect((await readProjects()).status).toBe(200);
    expect(cameBack()).toHaveLength(1);
    expect(cameBack()[0]).toMatch(/; 3 requests failed meanwhile\.$/);
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('keeps serving the public reads it has in memory while the database is away, and recovers within 5 s of its return', async () => {
    const kept = await timed('/api/projects');
    expect(kept.status).toBe(200);
    await proxy.refuse();
    await new Promise((resolve) => setTimeout(resolve, 2100)); // past the answers' 2 s lifetime: only stale-if-error serves them
    const stale = await timed('/api/projects');
    expect([stale.status, stale.body, stale.headers.get('retry-after')]).toEqual([200, kept.body, null]);
    expectUnavailable(await readProjects(), 2000); // never kept: its own query string

    await proxy.forward();
    const back = performance.now();
    let answer = await readProjects();
    while (answer.status !== 200 && performance.now() - back < 5000) answer = await readProjects();
    expect(answer.status).toBe(200);
    expect(performance.now() - back).toBeLessThan(5000);
  });

  it('has the server stop a runaway statement after 1 s', async () => {
    const started = performance.now();
    const error: unknown = await server.db.knex.raw('SELECT SLEEP(10)').then(
      () => undefined,
      (failure: unknown) => failure,
    );
    // ER_STATEMENT_TIMEOUT on MariaDB, ER_QUERY_TIMEOUT on MySQL.
    expect([1969, 3024]).toContain((error as { errno?: unknown } | undefined)?.errno);
    expect(performance.now() - started).toBeLessThan(1450);
  });

  it('still answers a genuine bug 500 and logs its stack', async () => {
    await server.db.knex.schema.renameTable('projects', 'projects_moved');
    try {
      const answer = await readProjects();
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ error: 'Internal server error' });
      expect(answer.headers.get('retry-after')).toBeNull();
    } finally {
      await server.db.knex.schema.renameTable('projects_moved', 'projects');
    }
    expect(lines.filter((line) => /GET \/api\/projects failed:[\s\S]*\n\s+at /.test(line))).toHaveLength(1);
  });
});
