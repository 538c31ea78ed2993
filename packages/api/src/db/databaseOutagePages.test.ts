import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STALE_NOTICE, UNAVAILABLE_HEADING } from '../pages/unavailablePage';
import { capturedLog } from '../testing/capturedLog';
import { startProxiedServer } from '../testing/proxiedServer';
import { siteFixture } from '../testing/siteFixture';
import type { TcpProxy } from '../testing/tcpProxy';
import { testDatabaseKinds, type TestDatabase } from '../testing/testDatabases';
import type { TestServer } from '../testing/testServer';

const mysql = testDatabaseKinds().find((kind) => kind.name === 'mysql');
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** Every kind of visitor path: each route, a missing post, a path no route opens. */
const PAGE_PATHS = ['/', '/projects', '/projects/nope', '/art', '/writing', '/writing/nope', '/about', '/about/quickview', '/nowhere'];

interface Answer {
  readonly path: string;
  readonly status: number;
  readonly type: string | null;
  readonly headers: Headers;
  readonly text: string;
  readonly ms: number;
}

// The database behind a proxy the test owns (refused: stopped; black-holed: frozen), as in
// databaseOutage.test.ts; here, what a visitor opening a page sees meanwhile.
describe.skipIf(!mysql)('pages while the database is away (MySQL/MariaDB behind a proxy)', () => {
  const { log } = capturedLog();
  let database: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let request = 0;

  beforeAll(async () => {
    if (!mysql) return;
    ({ database, proxy, server } = await startProxiedServer(mysql, log, { siteDir: siteFixture() }));
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.dispose();
  });

  afterEach(async () => {
    await proxy.forward();
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries += 1) status = (await fetch(`${server.baseUrl}/api/projects?after=${++request}`)).status;
    expect(status).toBe(200);
  });

  async function get(path: string, accept = BROWSER_ACCEPT): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { Accept: accept } });
    const text = await response.text();
    return { path, status: response.status, type: response.headers.get('content-type'), headers: response.headers, text, ms: performance.now() - started };
  }

  const addPost = () =>
    fetch(`${server.baseUrl}/api/admin/writing`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.tokens.issue()}` },
      body: JSON.stringify({ action: 'add', title: `Post ${++request}`, date: '2026-03-01' }),
    });

  const titleOf = (html: string) => /<title>[^<]*<\/title>/.exec(html)?.[0];

  function expectUnavailablePage(answer: Answer) {
    expect([answer.path, answer.status, answer.type]).toEqual([answer.path, 503, 'text/html; charset=utf-8']);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }

  it('answers every page in HTML after an owner write emptied the memory: the last good render, marked, else the short message', async () => {
    const good = await get('/projects');
    expect(good.status).toBe(200);
    expect((await addPost()).status).toBe(201);
    await proxy.refuse();

    const saved = await get('/projects');
    expectUnavailablePage(saved);
    expect(saved.text).toContain(STALE_NOTICE);
    expect(titleOf(saved.text)).toBe(titleOf(good.text));

    // Never rendered (a query string of their own): the site's page with the short message.
    for (const path of PAGE_PATHS) {
      const page = await get(`${path}?never=${++request}`);
      expectUnavailablePage(page);
      expect(page.text).toContain(UNAVAILABLE_HEADING);
      expect(page.text).not.toMatch(/<script/i);
    }

    // API callers keep the JSON 503.
    const api = await get(`/api/projects?request=${++request}`, 'application/json');
    expect([api.status, api.type, api.text]).toEqual([503, 'application/json; charset=utf-8', '{"error":"Service temporarily unavailable"}']);
  });

  it('answers what it keeps at once while the database is frozen, and gives up on it within 2 s for the rest', async () => {
    for (const path of ['/projects', '/writing']) expect((await get(path)).status).toBe(200);
    expect((await get('/api/projects', 'application/json')).status).toBe(200);
    proxy.blackhole();

    // Kept answers: after one wait for the content version (250 ms), from memory (3 s each before).
    for (const path of ['/projects', '/writing', '/api/projects']) {
      const kept = await get(path);
      expect(kept.status, path).toBeLessThan(504);
      expect(kept.ms, path).toBeLessThan(1000);
    }

    // Everything else, at once: pages, reads never kept, and writes. The bound on this machine is
    // about 1.5-1.7 s (npm run bench, the outage section); 2.5 s leaves room for CI's parallel load.
    // (A path no route opens needs only the owner's config, which is still in memory: its 404 page needs no database.)
    const pagePaths = PAGE_PATHS.filter((path) => path !== '/nowhere');
    const answers = await Promise.all([
      ...pagePaths.map((path) => get(`${path}?request=${++request}`)),
      ...Array.from({ length: 10 }, () => get(`/api/projects?request=${++request}`, 'application/json')),
      ...Array.from({ length: 5 }, async () => {
        const started = performance.now();
        const response = await addPost();
        return { status: response.status, ms: performance.now() - started };
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(2500);
    }
    for (const page of answers.slice(0, pagePaths.length)) expectUnavailablePage(page as Answer);
  }, 30_000);
});
