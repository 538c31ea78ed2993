import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../http/uploads';
import { nginxMissing, type NginxProcess, startStaticNginx } from '../testing/nginxProcess';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { netlifyHeaders, netlifyRedirects, nginxHeadersSnippet, REVALIDATE, SECURITY_HEADERS, type ServerHeaders } from './hostFiles';

// deploy/static/nginx.conf run by the real nginx over a small export, with only what differs on this
// machine changed (testing/nginxConfig.ts's localStaticConfig, as for deploy/nginx.conf): the listen
// port, the export's folder and the access log. The headers are those the server edition sends for
// `/` with the site's own index.html (its inline script's hash in the policy), as the exporter reads them.
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><title>home</title><p>home page</p>',
  'about.html': '<!doctype html><title>about</title><p>about page</p>',
  'about/quickview.html': '<!doctype html><title>quickview</title><p>quickview page</p>',
  'writing.html': '<!doctype html><title>writing</title><p>writing list</p>',
  'writing/x.html': `<!doctype html><title>x</title><p>${'a post worth compressing. '.repeat(40)}</p>`,
  '404.html': '<!doctype html><title>not found</title><p>no such page</p>',
};

const skipped = nginxMissing();
const [sqlite] = testDatabaseKinds();
if (!sqlite) throw new Error('SQLite is always a test database kind');

describe.skipIf(skipped !== undefined)(`deploy/static/nginx.conf serving an export${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'portfolio-static-site-'));
  copyFileSync(join(REPO_ROOT, 'packages/site/index.html'), join(siteDir, 'index.html'));
  const { server } = useTestServer(sqlite, { siteDir });

  let dir = '';
  let baseUrl = '';
  let serverHeaders: ServerHeaders = {};
  let nginx: NginxProcess | undefined;

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });

  beforeAll(async () => {
    const answer = await fetch(`${server().baseUrl}/`);
    serverHeaders = headersOf(answer);
    await answer.arrayBuffer();

    dir = mkdtempSync(join(tmpdir(), 'portfolio-static-nginx-'));
    const root = join(dir, 'export');
    const files: Record<string, string> = {
      ...PAGES,
      'assets/a-hash.js': 'console.log("hashed");\n'.repeat(20),
      'data/config.json': '{"name":"Riley"}',
      'uploads/0123456789abcdef0123456789abcdef.pdf': '%PDF-1.4 a resume',
      '_headers': netlifyHeaders(serverHeaders),
      '_redirects': netlifyRedirects('https://admin.example.com'),
      '_headers.nginx': nginxHeadersSnippet(serverHeaders),
      '.nojekyll': '',
      '.portfolio-export.json': '{"files":[]}',
    };
    for (const [name, body] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      writeFileSync(join(root, name), body);
    }
    // Started as root, nginx's workers run as `nobody`: they must reach the export.
    for (const folder of [dir, root, join(root, 'about'), join(root, 'writing'), join(root, 'assets'), join(root, 'data'), join(root, 'uploads')]) chmodSync(folder, 0o755);

    nginx = await startStaticNginx({ root });
    baseUrl = nginx.baseUrl;
  });

  afterAll(async () => {
    await nginx?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    rmSync(siteDir, { recursive: true, force: true });
  });

  /**
   * Every security header the server sent, with the server's value (and HSTS, which the server sends
   * only over https); its policy without the report directives, as a static host has no report endpoint.
   */
  function expectServerSecurityHeaders(response: Response, path: string, policy = serverHeaders['content-security-policy']?.replace(/; report-uri [^;]+; report-to [^;]+$/, '')) {
    expect(policy, 'the server sends a policy').toMatch(/default-src/);
    for (const name of SECURITY_HEADERS) {
      const expected = name === 'Content-Security-Policy' ? policy : serverHeaders[name.toLowerCase()];
      expect(response.headers.get(name), `${name} on ${path}`).toBe(expected);
    }
    expect(response.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+/);
  }

  it('serves each page from its .html file, 200 and text/html, revalidated, with the server edition\'s headers', async () => {
    for (const [path, file] of [['/', 'index.html'], ['/about', 'about.html'], ['/about/quickview', 'about/quickview.html'], ['/writing', 'writing.html'], ['/writing/x', 'writing/x.html']] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html\b/);
      expect(response.headers.get('cache-control'), path).toBe(REVALIDATE);
      expectServerSecurityHeaders(response, path);
      expect(await response.text(), path).toBe(PAGES[file]);
    }
  });

  it('answers a page it has already sent with 304 when the browser revalidates', async () => {
    const first = await get('/about');
    await first.text();
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await get('/about', { 'If-None-Match': tag ?? '' });
    expect(again.status).toBe(304);
    expectServerSecurityHeaders(again, '/about (304)');
  });

  it('answers a path the export does not hold with 404.html and the status 404, headers and all', async () => {
    for (const path of ['/nope', '/writing/missing', '/assets/missing.js', '/admin', '/admin-clean', '/admin/x', '/_headers', '/_redirects', '/_headers.nginx', '/.nojekyll', '/.portfolio-export.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html\b/);
      expect(response.headers.get('cache-control'), path).toBe(REVALIDATE);
      expectServerSecurityHeaders(response, path);
      expect(await response.text(), path).toBe(PAGES['404.html']);
    }
  });

  it('keeps hashed assets a year, immutable, with the security headers a location would otherwise drop', async () => {
    const response = await get('/assets/a-hash.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expectServerSecurityHeaders(response, '/assets/a-hash.js');
    await response.text();
  });

  it('revalidates the data files and serves them as JSON', async () => {
    const response = await get('/data/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    expect(await response.json()).toEqual({ name: 'Riley' });
  });

  it('serves the resume under the upload policy, as the server does', async () => {
    const response = await get('/uploads/0123456789abcdef0123456789abcdef.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expectServerSecurityHeaders(response, '/uploads/…pdf', UPLOAD_CONTENT_SECURITY_POLICY);
    await response.text();
  });

  it('sends /about/ to /about, as the server edition names its pages', async () => {
    const response = await get('/about/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about');
  });

  it('compresses pages for a browser that takes gzip', async () => {
    const response = await get('/writing/x', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(PAGES['writing/x.html']);
  });
});

/** An answer's headers as Node's fetch gives them: lower-case names. */
function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}
