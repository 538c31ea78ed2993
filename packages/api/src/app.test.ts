import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { healthResponseSchema } from '@portfolio/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabaseKinds } from './testing/testDatabases';
import { startTestServer, type TestServer } from './testing/testServer';

const themeScript = "document.documentElement.setAttribute('data-theme','light')";

describe.each(testDatabaseKinds())('app on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await kind.create();
    const siteDir = join(database.dataDir, 'site');
    mkdirSync(join(siteDir, 'assets'), { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), `<!doctype html><head><title>portfolio</title><script>${themeScript}</script></head><div id="root"></div>`);
    mkdirSync(join(siteDir, '.vite'));
    const postHints = { pattern: '/writing/:slug', modules: ['assets/WritingPostRoute-abc.js'], styles: ['assets/WritingPostRoute-abc.css'], data: ['/api/writing/:slug'] };
    const home = { pattern: '/', modules: [], styles: [], data: [] };
    const hints = { version: 1, always: { modules: [], styles: [], data: ['/api/config'] }, routes: [home, postHints] };
    writeFileSync(join(siteDir, '.vite', 'route-hints.json'), JSON.stringify(hints));
    writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
    server = await startTestServer(database, { siteDir });
    // Posts the deep links below open (a missing one answers 404: pages/unfurl.test.ts).
    await server.db.knex('writing_posts').insert(['some-slug', 'other'].map((slug) => ({ slug, title: slug, date: '2026-01-01', kind: 'essay', content: '' })));
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('GET /api/health reports the database up', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ status: 'ok', database: 'up', dialect: kind.name });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await fetch(`${server.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API route for GET /api/nothing-here' });
  });

  it('serves index.html uncached for client routes, so deep links load the app', async () => {
    const response = await fetch(`${server.baseUrl}/writing/some-slug`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers a path no route opens with the app (its 404 screen) and the status 404', async () => {
    for (const path of ['/no/such/page', '/writing/a/b', '/writing/%E0%A4%A']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/writing/some-slug/`)).status).toBe(200);
  });

  it("adds the route's preload links to index.html, and answers a repeat visit with 304", async () => {
    const response = await fetch(`${server.baseUrl}/writing/some-slug`);
    const html = await response.text();
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/config">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/writing/some-slug">' +
        '<link rel="modulepreload" crossorigin href="/assets/WritingPostRoute-abc.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/WritingPostRoute-abc.css"></head>',
    );
    const tag = response.headers.get('etag') ?? '';
    expect(tag).toMatch(/^W\/"/);
    const again = await fetch(`${server.baseUrl}/writing/some-slug`, { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    const other = await fetch(`${server.baseUrl}/writing/other`, { headers: { 'If-None-Match': tag } });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain('href="/api/writing/other"');
  });

  it('serves hashed assets with long-lived cache headers', async () => {
    const response = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=31536000,immutable');
  });

  it("allows exactly the site's own inline script by its hash", async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('puts security headers on every answer', async () => {
    for (const path of ['/api/health', '/']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
