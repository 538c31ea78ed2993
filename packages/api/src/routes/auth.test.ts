import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginResponseSchema } from '@portfolio/contracts/auth';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTokenService } from '../auth/tokens';
import type { Logger } from '../logging/log';
import { prepare } from '../startup';
import { testDatabaseKinds } from '../testing/testDatabases';
import { TEST_ADMIN_PASSWORD, testConfig, type TestServer } from '../testing/testServer';
import { useTestDatabase, useTestServer } from '../testing/useTestServer';

function postJson(server: TestServer, path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
}

describe.each(testDatabaseKinds())('POST /api/login on $name', (kind) => {
  const { server } = useTestServer(kind);

  it('answers the right password with a token the admin routes accept, never cached', async () => {
    const response = await postJson(server(), '/api/login', JSON.stringify({ password: TEST_ADMIN_PASSWORD }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token } = loginResponseSchema.parse(await response.json());
    expect(server().tokens.verify(token)).toBe(true);
  });

  it('answers a wrong password with 401 "Invalid password"', async () => {
    const response = await postJson(server(), '/api/login', JSON.stringify({ password: 'not the password' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid password' });
  });

  it.each([
    ['no password', '{}', 'password: is required'],
    ['an empty password', '{"password":""}', 'password: is required'],
    ['a number', '{"password":12345678}', 'password: must be text'],
    ['an unknown field', `{"password":"x","remember":true}`, 'Unrecognized key: "remember"'],
    ['an array', '[]', 'Invalid input: expected object, received array'],
    ['malformed JSON', '{"password": ', 'Malformed JSON body'],
    ['a JSON string', '"secret"', 'Malformed JSON body'],
    ['null', 'null', 'Malformed JSON body'],
  ])('answers %s with 400', async (_name, body, error) => {
    const response = await postJson(server(), '/api/login', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it('answers an empty body with 400 naming the password', async () => {
    const response = await fetch(`${server().baseUrl}/api/login`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'password: is required' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await fetch(`${server().baseUrl}/api/login`, { method: 'POST', body: `password=${TEST_ADMIN_PASSWORD}` });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Send JSON (Content-Type: application/json)' });
  });

  it('sends no CORS headers, even to a cross-origin preflight', async () => {
    const response = await fetch(`${server().baseUrl}/api/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe.each(testDatabaseKinds())('secrets stay out of the logs on $name', (kind) => {
  const database = useTestDatabase(kind);
  const lines: string[] = [];
  const capture: Logger = {
    info: (...args: unknown[]) => lines.push(args.map(String).join(' ')),
    warn: (...args: unknown[]) => lines.push(args.map(String).join(' ')),
    error: (...args: unknown[]) => lines.push(args.map(String).join(' ')),
  };

  it('logs neither the password nor the token, even when the database fails mid-request', async () => {
    const config = testConfig(database());
    const { db, jwtSecret } = await prepare(config, capture);
    const tokens = createTokenService(jwtSecret, config.tokenTtlSeconds);
    const server = createServer(createApp({ db, config, tokens, log: capture }).callback());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const login = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
      });
      const { token } = loginResponseSchema.parse(await login.json());
      await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"password":"wrong guess"}' });

      await db.knex.destroy();
      const failedLogin = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
      });
      expect(failedLogin.status).toBe(500);
      expect(await failedLogin.json()).toEqual({ error: 'Internal server error' });
      const failedSave = await fetch(`${baseUrl}/api/admin/config`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: '{}',
      });
      expect(failedSave.status).toBe(400);
      const failedRead = await fetch(`${baseUrl}/api/config`, { headers: { Authorization: `Bearer ${token}` } });
      expect(failedRead.status).toBe(500);

      expect(lines.some((line) => line.includes('/api/login failed'))).toBe(true);
      const logged = lines.join('\n');
      expect(logged).not.toContain(TEST_ADMIN_PASSWORD);
      expect(logged).not.toContain('wrong guess');
      expect(logged).not.toContain(token);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
