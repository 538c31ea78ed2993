import { writingListResponseSchema } from '@portfolio/contracts/writing';
import { describe, expect, it } from 'vitest';
import { useObservedServer } from '../testing/observedServer';
import { testDatabaseKinds } from '../testing/testDatabases';
import { requestIdOf } from './requestObserver';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it('keeps an id of 1–64 letters, digits, dots, dashes and underscores', () => {
    for (const id of ['a', 'abc.DEF-1_2', 'x'.repeat(64), '4bd8073d-49f2-42be-bb14-20701b3559b3']) expect(requestIdOf(id)).toBe(id);
  });

  it('replaces anything else with a UUID', () => {
    for (const header of [undefined, '', 'x'.repeat(65), 'a b', 'a\nb', '<script>', 'a,b', 'é', ['a', 'b']]) expect(requestIdOf(header)).toMatch(UUID);
  });
});

describe.each(testDatabaseKinds())('request lines on $name', (kind) => {
  const observed = useObservedServer(kind);
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${observed().server.baseUrl}${path}`, { headers });
  const idOf = (response: Response) => response.headers.get('x-request-id') ?? '';

  it('writes one JSON line per request: its id (returned in X-Request-Id), method, route pattern, status and duration', async () => {
    const slug = writingListResponseSchema.parse(await (await get('/api/writing')).json()).items[0]?.slug ?? '';
    expect(slug).not.toBe('');
    const response = await get(`/api/writing/${slug}?from=test`);
    expect(response.status).toBe(200);
    const id = idOf(response);
    expect(id).toMatch(UUID);
    const line = await observed().lineOf(id);
    expect(line).toMatchObject({ requestId: id, method: 'GET', route: '/api/writing/:slug', status: 200, msg: 'request', level: 30 });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(observed().lines.filter((text) => text.includes(id))).toHaveLength(1);
  });

  it('keeps a sane incoming X-Request-Id and replaces a malformed one, echoing the id it used', async () => {
    const kept = await get('/api/config', { 'X-Request-Id': 'lb-7f3a.2_x' });
    expect(idOf(kept)).toBe('lb-7f3a.2_x');
    expect((await observed().lineOf('lb-7f3a.2_x')).route).toBe('/api/config');

    for (const malformed of ['x'.repeat(65), 'two words', 'id;drop', '"quoted"']) {
      const replaced = await get('/api/config', { 'X-Request-Id': malformed });
      expect(idOf(replaced)).toMatch(UUID);
      expect((await observed().lineOf(idOf(replaced))).status).toBe(200);
      expect(observed().lines.join('\n')).not.toContain(malformed);
    }
  });

  it('logs a read answered from the cache, before Koa, under its route pattern and its own id', async () => {
    const first = await get('/api/projects');
    const second = await get('/api/projects');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(idOf(second)).not.toBe(idOf(first));
    for (const response of [first, second]) {
      expect(await observed().lineOf(idOf(response))).toMatchObject({ method: 'GET', route: '/api/projects', status: 200 });
    }
  });

  it("logs a site's page under its page pattern, answered by the app and then from the cache", async () => {
    const slug = writingListResponseSchema.parse(await (await get('/api/writing')).json()).items[0]?.slug ?? '';
    const pages = [await get(`/writing/${slug}`), await get(`/writing/${slug}`)];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(await observed().lineOf(idOf(page))).toMatchObject({ method: 'GET', route: '/writing/:slug', status: 200 });
    }
  });

  it('logs the path without its query where no route answered, and never a token, password, cookie or body', async () => {
    const secrets = ['SECRET-PASSWORD-6f1e', 'SECRET-TOKEN-93ab', 'SECRET-QUERY-51c0', 'SECRET-COOKIE-2d77'];
    const login = await fetch(`${observed().server.baseUrl}/api/login?next=${secrets[2]}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secrets[1]}`, Cookie: `session=${secrets[3]}` },
      body: JSON.stringify({ password: secrets[0] }),
    });
    expect(login.status).toBe(401);
    expect(await observed().lineOf(idOf(login))).toMatchObject({ method: 'POST', route: '/api/login', status: 401 });

    const missing = await get(`/api/no-such-thing?token=${secrets[2]}`, { Authorization: `Bearer ${secrets[1]}` });
    expect(missing.status).toBe(404);
    expect(await observed().lineOf(idOf(missing))).toMatchObject({ route: '/api/no-such-thing', status: 404 });

    const written = observed().lines.join('\n');
    for (const secret of secrets) expect(written).not.toContain(secret);
  });
});
