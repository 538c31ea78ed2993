import {
  freshTokenResponseSchema,
  NEW_PASSWORD_TOO_LONG_MESSAGE,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  TOKEN_REVOKED_MESSAGE,
  TOO_MANY_PASSWORD_CHECKS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@portfolio/contracts/account';
import { loginResponseSchema } from '@portfolio/contracts/auth';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CHECK_LIMITS } from '../auth/loginLimiter';
import { login } from '../testing/logins';
import { testDatabaseKinds } from '../testing/testDatabases';
import { TEST_ADMIN_PASSWORD, type TestServer } from '../testing/testServer';
import { tokenAttacks } from '../testing/tokenAttacks';
import { useFreshServers, useTestServer } from '../testing/useTestServer';
import { PASSWORD_RESET_HINT } from '../startup';

const NEW_PASSWORD = 'a brand new passphrase';

async function post(server: TestServer, path: string, token: string | null, body?: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const changePassword = (server: TestServer, token: string, current: string, next: string) =>
  post(server, '/api/admin/password', token, JSON.stringify({ current, next }));

const revoke = (server: TestServer, token: string) => post(server, '/api/admin/sessions/revoke', token);

/** The status of an admin read with `token` (the media list: any admin route checks the same way). */
async function adminStatus(server: TestServer, token: string): Promise<number> {
  return (await fetch(`${server.baseUrl}/api/admin/media`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

async function loginToken(server: TestServer, password: string): Promise<string> {
  const response = await login(server, password);
  expect(response.status).toBe(200);
  return loginResponseSchema.parse(await response.json()).token;
}

function freshToken(answer: { status: number; body: unknown; headers: Headers }): string {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return freshTokenResponseSchema.parse(answer.body).token;
}

describe.each(testDatabaseKinds())('POST /api/admin/password on $name', (kind) => {
  const start = useFreshServers(kind);

  it('changes the password, answers a fresh token, and refuses every token issued before (401)', async () => {
    const server = await start();
    const before = await loginToken(server, TEST_ADMIN_PASSWORD);
    const other = server.tokens.issue();

    const token = freshToken(await changePassword(server, before, TEST_ADMIN_PASSWORD, NEW_PASSWORD));
    expect(await adminStatus(server, token)).toBe(200);
    for (const old of [before, other]) {
      const refused = await fetch(`${server.baseUrl}/api/admin/media`, { headers: { Authorization: `Bearer ${old}` } });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(await refused.json()).toEqual({ error: TOKEN_REVOKED_MESSAGE });
    }

    expect((await login(server, TEST_ADMIN_PASSWORD)).status).toBe(401);
    expect(await adminStatus(server, await loginToken(server, NEW_PASSWORD))).toBe(200);
  });

  it('answers a wrong current password with 403, changing nothing', async () => {
    const server = await start();
    const token = server.tokens.issue();
    const answer = await changePassword(server, token, 'not the password', NEW_PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: WRONG_CURRENT_PASSWORD_MESSAGE });
    expect(await adminStatus(server, token)).toBe(200);
    expect((await login(server, TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['7 bytes', '1234567', `next: ${NEW_PASSWORD_TOO_SHORT_MESSAGE}`],
    ['73 bytes', 'a'.repeat(73), `next: ${NEW_PASSWORD_TOO_LONG_MESSAGE}`],
    ['2 characters of 6 bytes', '€€', `next: ${NEW_PASSWORD_TOO_SHORT_MESSAGE}`],
    ['25 characters of 75 bytes', '€'.repeat(25), `next: ${NEW_PASSWORD_TOO_LONG_MESSAGE}`],
  ])('refuses a new password of %s with 400, changing nothing', async (_name, next, error) => {
    const server = await start();
    const token = server.tokens.issue();
    const answer = await changePassword(server, token, TEST_ADMIN_PASSWORD, next);
    expect(answer).toMatchObject({ status: 400, body: { error } });
    expect(await adminStatus(server, token)).toBe(200);
    expect((await login(server, TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it('counts bytes, not characters: 24 characters of 72 bytes are accepted', async () => {
    const server = await start();
    const next = '€'.repeat(24);
    freshToken(await changePassword(server, server.tokens.issue(), TEST_ADMIN_PASSWORD, next));
    expect((await login(server, next)).status).toBe(200);
  });

  it.each([
    ['an empty object', '{}', 'current: is required'],
    ['no new password', JSON.stringify({ current: TEST_ADMIN_PASSWORD }), 'next: is required'],
    ['a number', JSON.stringify({ current: TEST_ADMIN_PASSWORD, next: 123456789 }), 'next: must be text'],
    ['an unknown field', JSON.stringify({ current: TEST_ADMIN_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD }), 'Unrecognized key: "confirm"'],
    ['malformed JSON', '{"current": ', 'Malformed JSON body'],
  ])('answers %s with 400', async (_name, body, error) => {
    const server = await start();
    const answer = await post(server, '/api/admin/password', server.tokens.issue(), body);
    expect(answer).toMatchObject({ status: 400, body: { error } });
  });

  it('wants a valid token before anything else', async () => {
    const server = await start();
    const body = JSON.stringify({ current: TEST_ADMIN_PASSWORD, next: NEW_PASSWORD });
    expect(await post(server, '/api/admin/password', null, body)).toMatchObject({ status: 401, body: { error: 'Missing bearer token' } });
    expect(await post(server, '/api/admin/password', 'a.b.c', body)).toMatchObject({ status: 401, body: { error: 'Invalid or expired token' } });
  });

  it(`refuses the check with 429 after ${PASSWORD_CHECK_LIMITS.attempts} wrong current passwords, from any token`, async () => {
    const server = await start();
    for (let i = 0; i < PASSWORD_CHECK_LIMITS.attempts; i += 1) {
      // A thief's fresh token from "sign out everywhere" does not start a new count.
      const token = i === 5 ? freshToken(await revoke(server, server.tokens.issue())) : await server.tokens.issueCurrent();
      expect((await changePassword(server, token, `guess-${i}`, NEW_PASSWORD)).status).toBe(403);
    }
    const refused = await changePassword(server, await server.tokens.issueCurrent(), TEST_ADMIN_PASSWORD, NEW_PASSWORD);
    expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY_PASSWORD_CHECKS_MESSAGE } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await login(server, TEST_ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('the account calls without a valid token on $name', (kind) => {
  const { server } = useTestServer(kind);

  it.each(tokenAttacks('test-secret-that-is-at-least-32-characters-long'))('refuse a token: $name', async ({ authorization }) => {
    for (const path of ['/api/admin/password', '/api/admin/sessions/revoke']) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (authorization !== undefined) headers.Authorization = authorization;
      const body = JSON.stringify({ current: TEST_ADMIN_PASSWORD, next: NEW_PASSWORD });
      const response = await fetch(`${server().baseUrl}${path}`, { method: 'POST', headers, body });
      expect(response.status).toBe(401);
    }
    expect((await login(server(), TEST_ADMIN_PASSWORD)).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('POST /api/admin/sessions/revoke on $name', (kind) => {
  const start = useFreshServers(kind);

  it('refuses every token issued before, on every server of the database, and answers the caller a fresh one', async () => {
    const server = await start();
    const replica = await start();
    const caller = await loginToken(server, TEST_ADMIN_PASSWORD);
    const elsewhere = await loginToken(replica, TEST_ADMIN_PASSWORD);

    const token = freshToken(await revoke(server, caller));
    for (const old of [caller, elsewhere]) {
      expect(await adminStatus(server, old)).toBe(401);
      expect(await adminStatus(replica, old)).toBe(401);
    }
    expect(await adminStatus(replica, token)).toBe(200);
    expect(await adminStatus(server, await loginToken(replica, TEST_ADMIN_PASSWORD))).toBe(200);
  });

  it('wants a valid, unrevoked token', async () => {
    const server = await start();
    const old = server.tokens.issue();
    freshToken(await revoke(server, old));
    expect(await revoke(server, old)).toMatchObject({ status: 401, body: { error: TOKEN_REVOKED_MESSAGE } });
    expect((await revoke(server, 'a.b.c')).status).toBe(401);
  });
});

describe.each(testDatabaseKinds())('ADMIN_PASSWORD at start on $name', (kind) => {
  const start = useFreshServers(kind);

  it('says at every start how to reset a forgotten password', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), warn: () => undefined, error: () => undefined };
    await (await start({}, log)).close();
    await start({ adminPassword: 'the reset password' }, log);
    expect(lines.filter((line) => line === PASSWORD_RESET_HINT)).toHaveLength(2);
    expect(PASSWORD_RESET_HINT).toContain('ADMIN_PASSWORD');
    expect(lines.join('\n')).not.toContain('the reset password');
  });

  it('a different ADMIN_PASSWORD replaces the password and refuses every token issued before', async () => {
    const first = await start();
    const token = await loginToken(first, TEST_ADMIN_PASSWORD);
    await first.close();

    const restarted = await start({ adminPassword: 'the reset password' });
    expect(await adminStatus(restarted, token)).toBe(401);
    expect((await login(restarted, TEST_ADMIN_PASSWORD)).status).toBe(401);
    expect(await adminStatus(restarted, await loginToken(restarted, 'the reset password'))).toBe(200);
  });

  it('the same ADMIN_PASSWORD keeps a password changed in the admin, and its tokens', async () => {
    const first = await start();
    const token = freshToken(await changePassword(first, first.tokens.issue(), TEST_ADMIN_PASSWORD, NEW_PASSWORD));
    await first.close();

    const restarted = await start();
    expect(await adminStatus(restarted, token)).toBe(200);
    expect((await login(restarted, TEST_ADMIN_PASSWORD)).status).toBe(401);
    expect((await login(restarted, NEW_PASSWORD)).status).toBe(200);
  });

  it('a forgotten password changed in the admin is reset by a new ADMIN_PASSWORD', async () => {
    const first = await start();
    const token = freshToken(await changePassword(first, first.tokens.issue(), TEST_ADMIN_PASSWORD, NEW_PASSWORD));
    await first.close();

    const restarted = await start({ adminPassword: 'the reset password' });
    expect(await adminStatus(restarted, token)).toBe(401);
    expect((await login(restarted, NEW_PASSWORD)).status).toBe(401);
    expect((await login(restarted, 'the reset password')).status).toBe(200);
  });
});
