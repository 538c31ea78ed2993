import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_KEY_PURPOSE, DEVICE_COOKIE_LIFETIME_SECONDS } from '../auth/deviceCookie';
import { LOGIN_LIMITS } from '../auth/loginLimiter';
import { createTokenService } from '../auth/tokens';
import { Browser, deviceCookieOf, expectRateLimited, failFromAddresses, failTimes, login } from '../testing/logins';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useFreshServers } from '../testing/useTestServer';
import { TEST_ADMIN_PASSWORD } from '../testing/testServer';

const DAY_MS = 24 * 3600 * 1000;

/** A device cookie made by the real code with another key or clock, as a forger with them could. */
async function deviceCookieMadeWith(key: Buffer, now: number): Promise<string> {
  const app = new Koa();
  app.use((ctx) => {
    createDeviceCookies(key, () => now).issue(ctx);
    ctx.status = 204;
  });
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const cookie = deviceCookieOf(response);
    if (!cookie) throw new Error('No device cookie was set');
    return cookie;
  } finally {
    server.close();
  }
}

/** The same cookie with one part of `<id>.<expires>.<mac>` changed. */
function tampered(cookie: string, part: 0 | 1 | 2): string {
  const [name, value = ''] = cookie.split('=');
  const parts = value.split('.');
  const old = parts[part] ?? '';
  parts[part] = part === 1 ? String(Number(old) + 1) : `${old.startsWith('A') ? 'B' : 'A'}${old.slice(1)}`;
  return `${name}=${parts.join('.')}`;
}

async function failTimesIn(browser: Browser, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await browser.login(`wrong-${i}`)).status);
  return statuses;
}

const allUnauthorized = (times: number) => Array<number>(times).fill(401);

describe.each(testDatabaseKinds())('login device cookies on $name', (kind) => {
  const startServer = useFreshServers(kind);
  const start = (trustProxy = true) => startServer({ trustProxy });

  it('sets an HttpOnly, SameSite=Strict cookie for /api/login, good for 180 days, on a successful login only', async () => {
    const server = await start();
    expect((await login(server, 'wrong')).headers.getSetCookie()).toEqual([]);

    const response = await login(server, TEST_ADMIN_PASSWORD);
    const [header = ''] = response.headers.getSetCookie();
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}\\.\\d+\\.[A-Za-z0-9_-]{43}; path=/api/login; expires=[^;]+; samesite=strict; httponly$`));
    const expires = Date.parse(/expires=([^;]+)/.exec(header)?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + DEVICE_COOKIE_LIFETIME_SECONDS * 1000))).toBeLessThan(DAY_MS);
  });

  it('marks the cookie Secure when the request came over https, believing X-Forwarded-Proto only with TRUST_PROXY', async () => {
    const trusting = await start(true);
    const behindTls = await login(trusting, TEST_ADMIN_PASSWORD, { forwardedProto: 'https' });
    expect(behindTls.headers.getSetCookie()[0]).toMatch(/; secure; httponly$/);
    const plain = await login(trusting, TEST_ADMIN_PASSWORD, { forwardedProto: 'http' });
    expect(plain.headers.getSetCookie()[0]).not.toContain('secure');

    const direct = await start(false);
    const claimed = await login(direct, TEST_ADMIN_PASSWORD, { forwardedProto: 'https' });
    expect(claimed.headers.getSetCookie()[0]).not.toContain('secure');
  });

  it(
    'lets a browser that logged in before in while strangers have reached the overall ceiling and its address limit; ' +
      'new browsers and forged, tampered or expired cookies are still refused',
    async () => {
      const server = await start();
      const owner = new Browser(server, '198.51.100.7');
      expect((await owner.login(TEST_ADMIN_PASSWORD)).status).toBe(200);
      const cookie = owner.cookie ?? '';
      expect(cookie).not.toBe('');

      // Strangers behind the owner's address use up its count; a crowd elsewhere the overall ceiling.
      expect(await failTimes(server, LOGIN_LIMITS.perClient, { forwardedFor: '198.51.100.7' })).toEqual(allUnauthorized(LOGIN_LIMITS.perClient));
      await failFromAddresses(server, Array.from({ length: LOGIN_LIMITS.overall - LOGIN_LIMITS.perClient }, (_, i) => `192.0.2.${i}`));

      await expectRateLimited(await new Browser(server, '198.51.100.7').login(TEST_ADMIN_PASSWORD));
      await expectRateLimited(await new Browser(server, '198.51.100.8').login(TEST_ADMIN_PASSWORD));
      const key = server.tokens.keyFor(DEVICE_COOKIE_KEY_PURPOSE);
      const otherKey = createTokenService('another-secret-of-at-least-32-characters!', 3600).keyFor(DEVICE_COOKIE_KEY_PURPOSE);
      const forgeries = [
        `${DEVICE_COOKIE}=owner`,
        tampered(cookie, 0),
        tampered(cookie, 1),
        tampered(cookie, 2),
        await deviceCookieMadeWith(otherKey, Date.now()),
        await deviceCookieMadeWith(key, Date.now() - DEVICE_COOKIE_LIFETIME_SECONDS * 1000 - DAY_MS),
      ];
      for (const forged of forgeries) {
        await expectRateLimited(await new Browser(server, '198.51.100.9', forged).login(TEST_ADMIN_PASSWORD));
      }

      expect((await owner.login(TEST_ADMIN_PASSWORD)).status).toBe(200);
      // The renewed cookie names the same browser, from any address.
      expect(owner.cookie?.split('.')[0]).toBe(cookie.split('.')[0]);
      expect((await new Browser(server, '203.0.113.50', owner.cookie).login(TEST_ADMIN_PASSWORD)).status).toBe(200);
    },
    60_000,
  );

  it('refuses a device that failed 10 times on its own, even with the right password, while another device and new browsers get in', async () => {
    const server = await start();
    const laptop = new Browser(server, '203.0.113.5');
    const phone = new Browser(server, '203.0.113.5');
    expect((await laptop.login(TEST_ADMIN_PASSWORD)).status).toBe(200);
    expect((await phone.login(TEST_ADMIN_PASSWORD)).status).toBe(200);
    expect(laptop.cookie).not.toBe(phone.cookie);

    expect(await failTimesIn(laptop, LOGIN_LIMITS.perDevice)).toEqual(allUnauthorized(LOGIN_LIMITS.perDevice));
    await expectRateLimited(await laptop.login(TEST_ADMIN_PASSWORD));
    expect((await phone.login(TEST_ADMIN_PASSWORD)).status).toBe(200);
    // The device's failures were not counted against its address.
    expect((await new Browser(server, '203.0.113.5').login(TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it("starts a device's count again after it logs in", async () => {
    const server = await start();
    const laptop = new Browser(server);
    await laptop.login(TEST_ADMIN_PASSWORD);
    await failTimesIn(laptop, LOGIN_LIMITS.perDevice - 1);
    expect((await laptop.login(TEST_ADMIN_PASSWORD)).status).toBe(200);
    expect(await failTimesIn(laptop, LOGIN_LIMITS.perDevice)).toEqual(allUnauthorized(LOGIN_LIMITS.perDevice));
    await expectRateLimited(await laptop.login(TEST_ADMIN_PASSWORD));
  });

  it('lets no more than 10 parallel guesses of one device through to the password check', async () => {
    const server = await start();
    const laptop = new Browser(server);
    await laptop.login(TEST_ADMIN_PASSWORD);
    const statuses = await Promise.all(Array.from({ length: 25 }, (_, i) => login(server, `parallel-${i}`, { cookie: laptop.cookie }).then((r) => r.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perDevice);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - LOGIN_LIMITS.perDevice);
  });

  it("shares a device's count between servers on the same database", async () => {
    const [first, second] = [await start(), await start()];
    const laptop = new Browser(first);
    await laptop.login(TEST_ADMIN_PASSWORD);
    expect((await new Browser(second, undefined, laptop.cookie).login(TEST_ADMIN_PASSWORD)).status).toBe(200);

    await failTimesIn(laptop, LOGIN_LIMITS.perDevice);
    await expectRateLimited(await new Browser(second, undefined, laptop.cookie).login(TEST_ADMIN_PASSWORD));
  });
});
