import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from './auth/loginLimiter';
import { VERSION_REUSE_MS } from './db/contentVersion';
import { jpeg } from './testing/images';
import { login } from './testing/logins';
import { siteFixture } from './testing/siteFixture';
import { testDatabaseKinds, type TestDatabase } from './testing/testDatabases';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from './testing/testServer';

const mysql = testDatabaseKinds().find((kind) => kind.name === 'mysql');

/**
 * Two servers on one MySQL database, each with its own pool and read cache, as two replicas behind
 * a load balancer: what one acknowledges, the other shows in its reads from `VERSION_REUSE_MS` (5 ms)
 * after, though it had the old answer in memory (db/contentVersion.ts). The start of several processes at once is
 * replicasStart.test.ts's; the restart behind nginx is rollingRestart's.
 */
describe.skipIf(!mysql)('two servers on one MySQL database', () => {
  let database: TestDatabase;
  let one: TestServer;
  let two: TestServer;
  let token = '';

  beforeAll(async () => {
    if (!mysql) return;
    database = await mysql.create();
    // The built site's index.html only: the pages' heads are the server's, their bodies need the site's renderer.
    const siteDir = siteFixture();
    one = await startTestServer(database, { siteDir });
    two = await startTestServer(database, { siteDir });
    const answer = await login(one, TEST_ADMIN_PASSWORD);
    token = ((await answer.json()) as { token: string }).token;
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.dispose();
  });

  const text = async (server: TestServer, path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    return { status: response.status, body: await response.text() };
  };
  const post = async (server: TestServer, path: string, body: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    // The other server's reads show the write from VERSION_REUSE_MS after it was acknowledged.
    await new Promise((resolve) => setTimeout(resolve, VERSION_REUSE_MS));
    return (await response.json()) as Record<string, unknown>;
  };
  /** Reads `paths` on the second server twice, so each is in its memory before the first server writes. */
  const warm = async (paths: readonly string[]) => {
    for (const path of [...paths, ...paths]) await text(two, path);
  };

  it('a post added and retitled through one shows in the other\'s lists, item, page head, feeds and share image', async () => {
    await warm(['/sitemap.xml']);
    const added = await post(one, '/api/admin/writing', { action: 'add', title: 'First light', date: '2026-03-01', kind: 'essay', content: 'Hello.' });
    const slug = String((added.post as { slug: string } | undefined)?.slug ?? added.slug);
    expect((await text(two, '/sitemap.xml')).body).toContain(`/writing/${slug}`);
    const paths = ['/api/writing', `/api/writing/${slug}`, `/writing/${slug}`, '/rss.xml', '/atom.xml', '/feed.json', '/api/search?q=light'];
    await warm(paths);
    const cardBefore = /property="og:image" content="[^"]*?(\/og\/[^"]+)"/.exec((await text(two, `/writing/${slug}`)).body)?.[1];

    await post(one, '/api/admin/writing', { action: 'edit', slug, update: { title: 'Second light', content: 'Hello again.' } });
    for (const path of paths) expect((await text(two, path)).body, path).toContain('Second light');
    expect((await text(two, `/api/writing/${slug}`)).body).toContain('Hello again.');
    const cardAfter = /property="og:image" content="[^"]*?(\/og\/[^"]+)"/.exec((await text(two, `/writing/${slug}`)).body)?.[1];
    expect(cardAfter).toBeDefined();
    expect(cardAfter).not.toBe(cardBefore);
    expect((await text(two, cardAfter ?? '')).status).toBe(200);
  });

  it('a project, an art entry and the config changed through one show on the other at once', async () => {
    const paths = ['/api/projects', '/api/art', '/api/config', '/about/quickview', '/'];
    await warm(paths);
    const added = await post(one, '/api/admin/projects', {
      action: 'add',
      title: 'Replica Probe',
      description: 'Added through the first server.',
      tech: ['C'],
      type: 'hardware',
      date: '2026-03-02',
      status: 'completed',
      github: null,
      demo: null,
      images: [],
    });
    expect((await text(two, '/api/projects')).body).toContain('Replica Probe');
    const id = String((added.project as { id: string } | undefined)?.id);
    await warm([`/projects/${id}`]);
    await post(one, '/api/admin/projects', { action: 'edit', id, update: { title: 'Replica Probe II' } });
    expect((await text(two, `/projects/${id}`)).body).toContain('Replica Probe II');

    await post(one, '/api/admin/art', { action: 'add', kind: 'books', title: 'Replica Reading', creator: 'A. Writer', date: '2026-03-03' });
    expect((await text(two, '/api/art')).body).toContain('Replica Reading');

    const config = JSON.parse((await text(two, '/api/config')).body) as Record<string, unknown>;
    await post(one, '/api/admin/config', { ...config, ownerName: 'Riley Replica' });
    for (const path of ['/api/config', '/about/quickview', '/']) expect((await text(two, path)).body, path).toContain('Riley Replica');
  });

  it('a token from one works on the other, and an image uploaded through one is served by the other', async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(await jpeg(64, 48))], { type: 'image/jpeg' }), 'probe.jpg');
    const uploaded = await fetch(`${one.baseUrl}/api/admin/media`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
    expect(uploaded.status).toBe(201);
    const url = /\/media\/[A-Za-z0-9_.-]+/.exec(await uploaded.text())?.[0] ?? '';
    const file = await fetch(`${two.baseUrl}${url}`);
    expect([file.status, file.headers.get('content-type')?.startsWith('image/')]).toEqual([200, true]);

    const list = await fetch(`${two.baseUrl}/api/admin/media`, { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
  });

  it('shares the login limit: failed logins spread over both are refused on both', async () => {
    const limit = LOGIN_LIMITS.perClient;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) statuses.push((await login(i % 2 === 0 ? one : two, `wrong-${i}`)).status);
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect((await login(one, 'wrong-again')).status).toBe(429);
    expect((await login(two, 'wrong-again')).status).toBe(429);
  });
});
