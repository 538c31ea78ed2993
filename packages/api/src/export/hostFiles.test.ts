import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_ROUTES } from '@portfolio/contracts/siteRoutes';
import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../http/securityHeaders';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../http/uploads';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { metaHeaderTags, metaPolicy, netlifyHeaders, netlifyRedirects, nginxHeadersSnippet, REVALIDATE, SECURITY_HEADERS, SERVER_ONLY_HEADERS, type ServerHeaders } from './hostFiles';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';
const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; img-src 'self' data: https:; frame-ancestors 'none'";

/** What Node hands the exporter for `/`: lower-case names, per-answer headers among them. */
const HEADERS: ServerHeaders = {
  'content-security-policy': POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  etag: '"abc"',
  vary: 'Accept-Encoding, User-Agent',
  'x-request-id': 'r1',
};

/** An answer's headers as Node's fetch gives them: lower-case names. */
function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/** `_headers` as the hosts read it: each pattern's headers (a pattern given twice would merge: refused here). */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      expect(rules.has(line), `pattern ${line} given twice`).toBe(false);
      current = new Map();
      rules.set(line, current);
      continue;
    }
    const header = /^ {2}([A-Za-z-]+): (.+)$/.exec(line);
    if (!header?.[1] || !header[2] || !current) throw new Error(`not a _headers line: ${line}`);
    current.set(header[1], header[2]);
  }
  return rules;
}

/** The server's page routes, with a path each opens (`:id` → `x`). */
const VISITOR_PAGES = SITE_ROUTES.filter((route) => !('admin' in route)).map((route) => route.pattern.replace(/:\w+/g, 'x'));

/** Does a `_headers` pattern match a path (a `*` is any characters, `/` included)? */
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

describe('metaHeaderTags', () => {
  it('carries the policy without the directives a meta element cannot, and the referrer policy', () => {
    expect(metaHeaderTags(HEADERS)).toBe(
      '<meta http-equiv="Content-Security-Policy" content="default-src &apos;self&apos;; script-src &apos;self&apos; &apos;sha256-abc=&apos;; img-src &apos;self&apos; data: https:">' +
        '<meta name="referrer" content="strict-origin-when-cross-origin">',
    );
  });

  it('drops frame-ancestors, report-uri and sandbox wherever they stand, whatever their case, and keeps the rest in order', () => {
    expect(metaPolicy("sandbox allow-scripts; default-src 'self';  REPORT-URI /csp ; Frame-Ancestors 'none';object-src 'none';")).toBe("default-src 'self'; object-src 'none'");
    expect(() => metaPolicy("default-src 'self', script-src 'none'")).toThrow(/one policy/);
  });

  it('escapes what would end the attribute, and takes the last of a referrer policy list', () => {
    const tags = metaHeaderTags({ 'content-security-policy': `default-src "x" <y> & 'z'`, 'referrer-policy': 'no-referrer, strict-origin' });
    expect(tags).toBe('<meta http-equiv="Content-Security-Policy" content="default-src &quot;x&quot; &lt;y&gt; &amp; &apos;z&apos;"><meta name="referrer" content="strict-origin">');
  });

  it('refuses headers without a policy, or with a value that would break the file', () => {
    expect(() => metaHeaderTags({ 'x-frame-options': 'DENY' })).toThrow(/Content-Security-Policy/);
    expect(() => metaHeaderTags({ ...HEADERS, 'referrer-policy': 'no-referrer\nX-Evil: 1' })).toThrow(/line break/);
  });
});

describe('netlifyHeaders', () => {
  const rules = parseHeadersFile(netlifyHeaders(HEADERS));

  it('sends the server\'s security headers, and HSTS, on every path, and nothing per answer', () => {
    expect(Object.fromEntries(rules.get('/*') ?? [])).toEqual({
      'Content-Security-Policy': POLICY,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    });
    expect(rules.get('/*')?.has('Strict-Transport-Security')).toBe(true);
    expect(parseHeadersFile(netlifyHeaders(HEADERS, { strictTransportSecurity: null })).get('/*')?.has('Strict-Transport-Security')).toBe(false);
  });

  /** The headers a path gets, each with the values of every rule that gives it (hosts join them). */
  const headersFor = (path: string) => {
    const found = new Map<string, string[]>();
    for (const [pattern, values] of rules) {
      if (!matches(pattern, path)) continue;
      for (const [name, value] of values) found.set(name, [...(found.get(name) ?? []), value]);
    }
    return found;
  };

  it('caches a year, immutable, exactly where the server does, and revalidates pages, data and feeds', () => {
    for (const path of ['/assets/index-abc.js', '/media/abc_800x600_400.webp', '/og/site/v1.png', '/uploads/0123456789abcdef0123456789abcdef.pdf']) {
      expect(headersFor(path).get('Cache-Control'), path).toEqual([IMMUTABLE]);
    }
    expect(headersFor('/icons/icon-192.png').get('Cache-Control')).toEqual(['public, max-age=86400']);
    for (const path of [...VISITOR_PAGES, '/data/config.json', '/data/writing/a-post.json', '/robots.txt', '/sitemap.xml', '/rss.xml', '/atom.xml', '/feed.json', '/manifest.webmanifest']) {
      expect(headersFor(path).get('Cache-Control'), path).toEqual([REVALIDATE]);
    }
  });

  it('gives no path the same header twice, but the resume its own policy beside the site\'s', () => {
    for (const path of [...VISITOR_PAGES, '/assets/a.js', '/media/a.webp', '/og/site/v1.png', '/icons/icon-512.png', '/data/config.json', '/admin']) {
      for (const [name, values] of headersFor(path)) expect(values, `${name} on ${path}`).toHaveLength(1);
    }
    expect(headersFor('/uploads/0123456789abcdef0123456789abcdef.pdf').get('Content-Security-Policy')).toEqual([POLICY, UPLOAD_CONTENT_SECURITY_POLICY]);
  });

  it('stays within Cloudflare Pages\' limits: 100 rules, 2,000 characters a line', () => {
    expect(rules.size).toBeLessThanOrEqual(100);
    const hashes = Array.from({ length: 40 }, (_, index) => `'sha256-${String(index).padStart(43, 'x')}='`).join(' ');
    expect(() => netlifyHeaders({ ...HEADERS, 'content-security-policy': `script-src 'self' ${hashes}` })).toThrow(/2000/);
  });
});

describe('Cross-Origin-Resource-Policy in the static edition', () => {
  const EMBEDDABLE = ['/og/site/v1.png', '/media/abc_800x600_400.webp', '/icons/icon-192.png', '/favicon.ico', '/apple-touch-icon.png', '/favicon.svg'];
  const OWN = [...VISITOR_PAGES, '/assets/index-abc.js', '/uploads/0123456789abcdef0123456789abcdef.pdf', '/data/config.json', '/rss.xml', '/manifest.webmanifest'];
  const rules = parseHeadersFile(netlifyHeaders(HEADERS));
  const policiesFor = (path: string) => [...rules].filter(([pattern]) => matches(pattern, path)).flatMap(([, values]) => (values.has('Cross-Origin-Resource-Policy') ? [values.get('Cross-Origin-Resource-Policy')] : []));

  it('_headers: cross-origin where other sites embed (share images, media, icons), same-origin elsewhere, once per path', () => {
    expect(rules.get('/*')?.has('Cross-Origin-Resource-Policy')).toBe(false);
    for (const path of EMBEDDABLE) expect(policiesFor(path), path).toEqual(['cross-origin']);
    for (const path of OWN) expect(policiesFor(path), path).toEqual(['same-origin']);
    for (const path of ['/favicon.ico', '/apple-touch-icon.png']) expect(Object.fromEntries(rules.get(path) ?? []), path).toEqual({ 'Cache-Control': 'public, max-age=86400', 'Cross-Origin-Resource-Policy': 'cross-origin' });
  });

  it('_headers.nginx: same-origin in the server block, cross-origin in the embeddable locations, every security header repeated', () => {
    const snippet = nginxHeadersSnippet(HEADERS);
    const policyLine = (value: string) => `add_header Cross-Origin-Resource-Policy "${value}" always;`;
    const serverLevel = snippet.replace(/^location [\s\S]*?^\}\n?/gm, '');
    expect(serverLevel).toContain(policyLine('same-origin'));
    for (const location of ['location ^~ /media/', 'location ^~ /og/', 'location ^~ /icons/', 'location = /favicon.ico', 'location = /apple-touch-icon.png', 'location = /favicon.svg']) {
      const block = new RegExp(`^${location.replace(/[.^$/]/g, '\\$&')} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(snippet)?.[1] ?? '';
      expect(block, location).toContain(policyLine('cross-origin'));
      for (const name of ['Content-Security-Policy', 'X-Content-Type-Options', 'Strict-Transport-Security']) expect(block, `${name} in ${location}`).toContain(`add_header ${name} `);
    }
    for (const location of ['location ^~ /assets/', 'location ^~ /uploads/']) {
      expect(new RegExp(`^${location.replace(/[.^$/]/g, '\\$&')} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(snippet)?.[1], location).toContain(policyLine('same-origin'));
    }
  });

  it('names no CSP report endpoint in a page\'s meta policy: a static host has none', () => {
    expect(metaPolicy("default-src 'self'; report-uri /api/csp-reports; report-to csp")).toBe("default-src 'self'");
  });
});

describe('netlifyRedirects', () => {
  it('is empty without ADMIN_URL: the owner\'s pages then answer the 404 page', () => {
    expect(netlifyRedirects()).toBe('');
    expect(netlifyRedirects('')).toBe('');
  });

  it('sends /admin, /admin-clean and anything under them to the server edition, 302', () => {
    const lines = netlifyRedirects('https://admin.example.com/').split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      '/admin https://admin.example.com/admin 302',
      '/admin/* https://admin.example.com/admin/:splat 302',
      '/admin-clean https://admin.example.com/admin-clean 302',
      '/admin-clean/* https://admin.example.com/admin-clean/:splat 302',
    ]);
  });

  it('refuses an ADMIN_URL that is not an origin', () => {
    for (const url of ['admin.example.com', 'https://admin.example.com/admin', 'https://admin.example.com/?x=1', 'javascript:alert(1)', 'ftp://admin.example.com']) {
      expect(() => netlifyRedirects(url), url).toThrow(/ADMIN_URL/);
    }
  });
});

describe('nginxHeadersSnippet', () => {
  const snippet = nginxHeadersSnippet(HEADERS);
  const blocks = [...snippet.matchAll(/^location \^~ (\S+) \{\n([\s\S]*?)^\}/gm)].map(([, prefix, body]) => ({ prefix: prefix ?? '', body: body ?? '' }));
  const serverLevel = snippet.replace(/^location [\s\S]*?^\}\n?/gm, '');
  const headerOf = (text: string, name: string) => [...text.matchAll(new RegExp(`^\\s*add_header ${name} "((?:[^"\\\\]|\\\\.)*)" always;$`, 'gm'))].map(([, value]) => value);

  it('sends the security headers and revalidation on every answer of the server block', () => {
    for (const name of SECURITY_HEADERS) expect(headerOf(serverLevel, name), name).toHaveLength(1);
    expect(headerOf(serverLevel, 'Content-Security-Policy')).toEqual([POLICY]);
    expect(headerOf(serverLevel, 'Cache-Control')).toEqual([REVALIDATE]);
  });

  it('repeats every security header in each location, which would otherwise drop them all', () => {
    expect(blocks.map((block) => block.prefix)).toEqual(['/assets/', '/media/', '/og/', '/uploads/', '/icons/']);
    for (const { prefix, body } of blocks) {
      for (const name of [...SECURITY_HEADERS, 'Strict-Transport-Security']) expect(headerOf(body, name), `${name} in ${prefix}`).toHaveLength(1);
      expect(headerOf(body, 'Cache-Control'), prefix).toEqual([prefix === '/icons/' ? 'public, max-age=86400' : IMMUTABLE]);
    }
    expect(headerOf(blocks.find((block) => block.prefix === '/uploads/')?.body ?? '', 'Content-Security-Policy')).toEqual([UPLOAD_CONTENT_SECURITY_POLICY]);
  });

  it('quotes values for nginx, and refuses a `$`, which nginx would read as a variable', () => {
    expect(headerOf(snippet, 'Content-Disposition')).toEqual(['inline; filename=\\"resume.pdf\\"']);
    expect(() => nginxHeadersSnippet({ ...HEADERS, 'permissions-policy': 'camera=($x)' })).toThrow(/variable/);
  });
});

describe('the security headers carried', () => {
  it('are every header http/securityHeaders.ts sends', async () => {
    const app = new Koa({ proxy: true });
    app.use(securityHeaders(["'sha256-abc='"]));
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const server = createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      await response.text();
      const perAnswer = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
      const sent = Object.keys(headersOf(response)).filter((name) => !perAnswer.has(name)).sort();
      expect(sent).toEqual([...SECURITY_HEADERS, ...SERVER_ONLY_HEADERS, 'Strict-Transport-Security'].map((name) => name.toLowerCase()).sort());
    } finally {
      server.close();
    }
  });
});

// The examples in deploy/static are what an export writes for the server's own headers: the site's
// index.html (its inline script's hash is in the policy) served by the app. When they differ, check
// the change and write them again: `npx vitest run -u src/export/hostFiles.test.ts`.
const [sqlite] = testDatabaseKinds();
if (!sqlite) throw new Error('SQLite is always a test database kind');

describe('deploy/static', () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'portfolio-static-site-'));
  copyFileSync(join(REPO_ROOT, 'packages/site/index.html'), join(siteDir, 'index.html'));
  const { server } = useTestServer(sqlite, { siteDir });
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  const serverHeaders = async (): Promise<ServerHeaders> => {
    const response = await fetch(`${server().baseUrl}/`);
    await response.arrayBuffer();
    return headersOf(response);
  };

  it('holds the _headers, _headers.nginx and _redirects an export writes (ADMIN_URL=https://admin.example.com)', async () => {
    const headers = await serverHeaders();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await expect(netlifyHeaders(headers)).toMatchFileSnapshot('../../../../deploy/static/_headers');
    await expect(nginxHeadersSnippet(headers)).toMatchFileSnapshot('../../../../deploy/static/_headers.nginx');
    await expect(netlifyRedirects('https://admin.example.com')).toMatchFileSnapshot('../../../../deploy/static/_redirects');
  });

  it('has a GitHub Pages workflow that restores the committed backup and publishes the export', () => {
    interface Step {
      readonly uses?: string;
      readonly run?: string;
      readonly with?: Record<string, string | number>;
    }
    interface Workflow {
      readonly permissions: Record<string, string>;
      readonly jobs: Record<string, { readonly steps: readonly Step[]; readonly needs?: string }>;
    }
    const workflow = parse(readFileSync(join(REPO_ROOT, 'deploy/static/github-pages.yml'), 'utf8')) as Workflow;
    expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const uses = steps.flatMap((step) => (step.uses ? [step.uses.replace(/@.*/, '')] : []));
    expect(uses).toEqual(expect.arrayContaining(['actions/checkout', 'actions/setup-node', 'actions/upload-pages-artifact', 'actions/deploy-pages']));
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node'))?.with?.['node-version']).toBe(20);
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
    // The archive `npm run backup` and the admin's Download backup write: gzip'd NDJSON (backup/format.ts).
    expect(runs.join('\n')).toMatch(/npm run restore -- backup\/[\w.-]+\.ndjson\.gz/);
    expect(runs.join('\n')).toMatch(/npm run export -- --out site-export/);
    expect(steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))?.with?.path).toBe('site-export');
  });
});
