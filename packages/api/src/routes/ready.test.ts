import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ReadyResponse, readyResponseSchema } from '@portfolio/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../app';
import { createHttpServer } from '../http/requestTimeouts';
import { startProxiedServer } from '../testing/proxiedServer';
import type { TcpProxy } from '../testing/tcpProxy';
import { type TestDatabase, testDatabaseKinds } from '../testing/testDatabases';
import { startTestServer, type TestServer } from '../testing/testServer';

interface ReadyAnswer {
  readonly status: number;
  readonly cacheControl: string | null;
  readonly body: ReadyResponse;
  readonly ms: number;
}

async function ready(baseUrl: string): Promise<ReadyAnswer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/ready`);
  const body = readyResponseSchema.parse(await response.json());
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body, ms: performance.now() - started };
}

const LAST_MIGRATION = '20260110000100_site_config_handles';

interface Listening {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** The server's app over `server`'s database, with a lifecycle of its own and nothing asked yet (tests run in random order). */
async function listenBeside(server: TestServer, shuttingDown = false): Promise<Listening> {
  const http: Server = createHttpServer(createRequestListener({ db: server.db, config: server.config, tokens: server.tokens, lifecycle: { shuttingDown } }));
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

describe.each(testDatabaseKinds())('GET /api/ready on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await kind.create();
    server = await startTestServer(database);
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('answers 503 while the database lacks a migration this build ships, then 200 once it has them all (and keeps that answer)', async () => {
    const fresh = await listenBeside(server);
    const applied = (await server.db.knex('knex_migrations').where('name', LAST_MIGRATION).first()) as Record<string, unknown>;
    try {
      await server.db.knex('knex_migrations').where('name', LAST_MIGRATION).delete();
      const pending = await ready(fresh.baseUrl);
      expect(pending.status).toBe(503);
      expect(pending.body).toEqual({
        status: 'unavailable',
        database: 'up',
        migrations: 'pending',
        shuttingDown: false,
        problems: ['The database lacks migrations this server ships.'],
      });
      expect(pending.cacheControl).toBe('no-store');

      await server.db.knex('knex_migrations').insert(applied);
      const current = await ready(fresh.baseUrl);
      expect(current.status).toBe(200);
      expect(current.body).toEqual({ status: 'ready', database: 'up', migrations: 'current', shuttingDown: false, problems: [] });
      expect(current.cacheControl).toBe('no-store');

      // Once current, the migrations are not asked again: only the ping is.
      await server.db.knex('knex_migrations').where('name', LAST_MIGRATION).delete();
      expect((await ready(fresh.baseUrl)).status).toBe(200);
    } finally {
      if (!(await server.db.knex('knex_migrations').where('name', LAST_MIGRATION).first())) await server.db.knex('knex_migrations').insert(applied);
      await fresh.close();
    }
  });

  it('is never kept: no-store and no ETag, so neither the read cache nor a proxy answers for it', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${server.baseUrl}/api/ready`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
      await response.arrayBuffer();
    }
  });

  it('answers 503 "shutting down" while the server drains, so a balancer stops sending', async () => {
    const draining = await listenBeside(server, true);
    try {
      const answer = await ready(draining.baseUrl);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 'unavailable', database: 'up', migrations: 'current', shuttingDown: true, problems: ['The server is shutting down.'] });
    } finally {
      await draining.close();
    }
  });

  it('leaves /api/health as it was', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', dialect: kind.name });
  });
});

const mysql = testDatabaseKinds().find((kind) => kind.name === 'mysql');

// The database behind a proxy the test owns (never the shared server itself): refused, then frozen.
describe.skipIf(!mysql)('GET /api/ready while the database is away (MySQL/MariaDB behind a proxy)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;

  beforeAll(async () => {
    if (!mysql) return;
    ({ database, proxy, server } = await startProxiedServer(mysql));
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.dispose();
  });

  const down = { status: 'unavailable', database: 'down', migrations: 'unknown', shuttingDown: false, problems: ['The database does not answer.'] };

  it('answers 503 "database down" within 2 s when it refuses, and 200 again when it is back', async () => {
    expect((await ready(server.baseUrl)).status).toBe(200);
    await proxy.refuse();
    const refused = await ready(server.baseUrl);
    expect(refused).toMatchObject({ status: 503, body: down });
    expect(refused.ms).toBeLessThan(2000);
    await proxy.forward();
    expect((await ready(server.baseUrl)).status).toBe(200);
  });

  it('answers 503 within about 2 s when it accepts but never answers (black hole)', { timeout: 20_000 }, async () => {
    proxy.blackhole();
    const frozen = await ready(server.baseUrl);
    expect(frozen).toMatchObject({ status: 503, body: down });
    expect(frozen.ms).toBeLessThan(2200);
    await proxy.forward();
    // The pool drops the frozen connections (mysqlLimits.ts): ready again within a few seconds.
    const giveUpAt = performance.now() + 8000;
    let status = 0;
    while (status !== 200 && performance.now() < giveUpAt) status = (await ready(server.baseUrl)).status;
    expect(status).toBe(200);
  });
});
