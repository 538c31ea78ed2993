import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../auth/loginLimiter';
import { expectRateLimited, failFromAddresses, failTimes, login as loginWith } from '../testing/logins';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useFreshServers } from '../testing/useTestServer';
import { TEST_ADMIN_PASSWORD, type TestServer } from '../testing/testServer';

const login = (server: TestServer, password: string, forwardedFor?: string) => loginWith(server, password, { forwardedFor });

describe.each(testDatabaseKinds())('login rate limit on $name', (kind) => {
  const startServer = useFreshServers(kind);
  const start = (trustProxy = false) => startServer({ trustProxy });

  it('answers 429 with Retry-After after 10 failures, even to the right password, and after a restart', async () => {
    const first = await start();
    expect(await failTimes(first, LOGIN_LIMITS.perClient)).toEqual(Array<number>(LOGIN_LIMITS.perClient).fill(401));
    await expectRateLimited(await login(first, 'wrong-again'));
    await expectRateLimited(await login(first, TEST_ADMIN_PASSWORD));

    await first.close();
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
    await failTimes(server, LOGIN_LIMITS.perClient, { forwardedFor: '203.0.113.7' });
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '203.0.113.7'));
    // A client cannot escape by prepending addresses of its own: the proxy's entry is the last one.
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '198.51.100.1, 203.0.113.7'));
    expect((await login(server, TEST_ADMIN_PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it(`stops every login after ${LOGIN_LIMITS.overall} failures overall, from however many clients`, async () => {
    const server = await start(true);
    await failFromAddresses(server, Array.from({ length: LOGIN_LIMITS.overall }, (_, i) => `192.0.2.${i}`));
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '198.51.100.200'));
  }, 60_000);

  it('with TRUST_PROXY, counts an address sent with a port (IP:port, [IPv6]:port) as the address alone', async () => {
    const server = await start(true);
    for (let i = 0; i < LOGIN_LIMITS.perClient; i += 1) await login(server, 'wrong', `203.0.113.8:${40000 + i}`);
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '203.0.113.8:50000'));
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '203.0.113.8'));
    for (let i = 0; i < LOGIN_LIMITS.perClient; i += 1) await login(server, 'wrong', `[2001:db8:5::${i + 1}]:${40000 + i}`);
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '[2001:db8:5::99]:1234'));
  });

  it(`checks no more than ${LOGIN_LIMITS.overall} passwords of a burst sent at once from many addresses`, async () => {
    const server = await start(true);
    const addresses = Array.from({ length: 25 }, (_, i) => `198.18.0.${i + 1}`);
    const burst = addresses.flatMap((forwardedFor) => Array.from({ length: LOGIN_LIMITS.perClient }, (_, i) => login(server, `burst-${i}`, forwardedFor)));
    expect(burst).toHaveLength(250);
    const statuses = await Promise.all(burst.map((answer) => answer.then((r) => r.status)));
    // Each 401 is one password checked: at most the ceiling's number. The rest were refused before
    // the check: 429, or 503 when a busy machine left the burst waiting past the pool's time-out.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.overall);
    expect(statuses.filter((status) => status !== 401 && status !== 429 && status !== 503)).toEqual([]);
  }, 60_000);

  it('counts the IPv6 addresses of one /64 as one client, and another /64 apart', async () => {
    const server = await start(true);
    await failTimes(server, LOGIN_LIMITS.perClient, { forwardedFor: '2001:db8:1:2:aaaa::1' });
    await expectRateLimited(await login(server, TEST_ADMIN_PASSWORD, '2001:db8:1:2:bbbb::2'));
    expect((await login(server, TEST_ADMIN_PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });
});
