import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/loginLimiter';
import { type TestDatabase, testDatabaseKinds } from '../testing/testDatabases';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../testing/testServer';

function login(server: TestServer, password: string, forwardedFor?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  return fetch(`${server.baseUrl}/api/login`, { method: 'POST', headers, body: JSON.stringify({ password }) });
}

async function failTimes(server: TestServer, times: number, forwardedFor?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await login(server, `wrong-${i}`, forwardedFor)).status);
  return statuses;
}

async function expectRateLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ error: TOO_MANY_ATTEMPTS_MESSAGE });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
}

describe.each(testDatabaseKinds())('login rate limit on $name', (kind) => {
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const start = async (trustProxy = false) => {
    const server = await startTestServer(database, { trustProxy });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await kind.create();
  });

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    await database.dispose();
    database = await kind.create();
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('answers 429 with Retry-After after 10 failures, even to the right password, and after a restart', async () => {
    const first = await start();
    expect(await failTimes(first, LOGIN_LIMITS.perClient)).toEqual(Array<number>(LOGIN_LIMITS.perClient).fill(401));
    await expectRateLimited(await login(first, 'wrong-again'));
    await expectRateLimited(await login(first, TEST_ADMIN_PASSWORD));

    await first.close();
    servers.splice(0);
    const restarted = await start();
    await expectRateLimited(await login(restarted, TEST_ADMIN_PASSWORD));
  });

  it('lets no more than 10 of many parallel guesses through to the password check', async () => {
    const server = await start();
    const statuses = await Promise.all(Array.from({ length: 25 }, (_, i) => login(server, `parallel-${i}`).then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perClient);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - LOGIN_LIMITS.perClient);
  });

  it('starts the count again after a successful login', async () => {
    const server = await start();
    await failTimes(server, LOGIN_LIMITS.perClient - 1);
    expect((await login(server, TEST_ADMIN_PASSWORD)).status).toBe(200);
    expect(await failTimes(server, LOGIN_LIMITS.perClient)).toEqual(Array<number>(LOGIN_LIMITS.perClient).fill(401));
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD));
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const server = await start(false);
    for (let i = 0; i < LOGIN_LIMITS.perClient; i += 1) await login(server, 'wrong', `10.0.0.${i}`);
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '10.0.1.1'));
  });

  it('with TRUST_PROXY, keys on the address the proxy appended to X-Forwarded-For', async () => {
    const server = await start(true);
    await failTimes(server, LOGIN_LIMITS.perClient, '203.0.113.7');
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '203.0.113.7'));
    // A client cannot escape by prepending addresses of its own: the proxy's entry is the last one.
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '198.51.100.1, 203.0.113.7'));
    expect((await login(server, TEST_ADMIN_PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it(`stops every login after ${LOGIN_LIMITS.overall} failures overall, from however many clients`, async () => {
    const server = await start(true);
    const clients = Array.from({ length: LOGIN_LIMITS.overall }, (_, i) => `192.0.2.${i}`);
    for (let batch = 0; batch < clients.length; batch += 10) {
      const statuses = await Promise.all(clients.slice(batch, batch + 10).map((client) => login(server, 'guess', client).then((r) => r.status)));
      expect(statuses).toEqual(Array<number>(statuses.length).fill(401));
    }
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '198.51.100.200'));
  }, 60_000);
});
