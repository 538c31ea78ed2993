import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@portfolio/contracts/pageData';
import { type HTMLElement, parse as parseHtml } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logging/log';
import { capturedLog } from '../testing/capturedLog';
import { jsonClient, type JsonClient } from '../testing/jsonClient';
import { rawRequest } from '../testing/rawHttp';
import { FIXTURE_INDEX_HTML } from '../testing/siteFixture';
import { ADMIN_NEEDS_SCRIPT } from './pageBody';
import { type TestDatabase, type TestDatabaseKind, testDatabaseKinds } from '../testing/testDatabases';
import { startTestServer, type TestServer } from '../testing/testServer';

const POST = 'why-i-keep-a-lab-notebook';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const HOSTILE = '</script><script>alert(1)</script> <!-- <script> \u2028 & </SCRIPT >';
/** The path whose screen throws in the fake renderer. */
const BROKEN_PATH = '/about/quickview';

/**
 * A stand-in for the site's `dist-server/renderPage.js`: it writes what it was given (the URL, the
 * data's fields and the reader), so a test sees what the server rendered with; one screen throws.
 */
const FAKE_RENDERER = `
export const ready = Promise.resolve();
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export function renderPage(url, data) {
  if (url === '${BROKEN_PATH}') throw new Error('the quick view screen broke');
  const seen = { keys: Object.keys(data).sort(), device: data.device, locale: data.locale, host: data.host };
  return '<p data-url="' + escape(url) + '">' + escape(JSON.stringify(seen)) + '</p>';
}
`;

/** The route hints of a build: the config on every page, a chunk (and a post's data) per route. */
const ROUTE_HINTS = {
  version: 1,
  always: { modules: [], styles: [], data: ['/api/config'] },
  routes: [
    ...['/', '/projects', '/projects/:id', '/about', '/about/quickview', '/art', '/writing', '/admin-clean'].map((pattern) => ({ pattern, modules: [], styles: [], data: [] })),
    { pattern: '/writing/:slug', modules: ['assets/WritingPostRoute-abc.js'], styles: ['assets/WritingPostRoute-abc.css'], data: ['/api/writing/:slug'] },
    { pattern: '/admin', modules: ['assets/AdminRoute-abc.js'], styles: [], data: [] },
  ],
};

/** A built site as the server finds it: `<root>/dist` (index.html, route hints) and `<root>/dist-server`. */
function builtSite(renderer: string | null): { readonly root: string; readonly siteDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'portfolio-built-'));
  const siteDir = join(root, 'dist');
  mkdirSync(join(siteDir, '.vite'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), FIXTURE_INDEX_HTML);
  writeFileSync(join(siteDir, '.vite', 'route-hints.json'), JSON.stringify(ROUTE_HINTS));
  if (renderer !== null) {
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'package.json'), '{ "type": "module" }');
    writeFileSync(join(root, 'dist-server', 'renderPage.js'), renderer);
  }
  return { root, siteDir };
}

interface Started {
  readonly server: TestServer;
  readonly api: JsonClient;
  /** What the server logged as errors and as warnings, one entry per call. */
  readonly errors: string[];
  readonly warnings: string[];
}

/** A server on a fresh database of `kind` with the demo content, serving a site built with `renderer`. */
function useRenderingServer(kind: TestDatabaseKind, renderer: string | null): () => Started {
  let database: TestDatabase | undefined;
  let site: ReturnType<typeof builtSite> | undefined;
  let started: Started | undefined;

  beforeAll(async () => {
    database = await kind.create();
    site = builtSite(renderer);
    const errors = capturedLog();
    const warnings = capturedLog();
    const log: Logger = { info: () => undefined, warn: warnings.log.warn, error: errors.log.error };
    const server = await startTestServer(database, { siteDir: site.siteDir, seedDemo: true }, log);
    started = { server, api: jsonClient(server), errors: errors.lines, warnings: warnings.lines };
  });

  afterAll(async () => {
    await started?.server.close();
    await database?.dispose();
    if (site) rmSync(site.root, { recursive: true, force: true });
  });

  return () => {
    if (!started) throw new Error('The server is started in beforeAll');
    return started;
  };
}

interface Page {
  readonly status: number;
  readonly headers: Headers;
  readonly html: string;
  readonly document: HTMLElement;
  /** What the fake renderer wrote into #root; null when #root is empty. */
  readonly rendered: { readonly url: string; readonly keys: string[]; readonly device: string; readonly locale: string; readonly host: string } | null;
  /** The page-data script, parsed back; null when the page has none. */
  readonly data: PageData | null;
}

function readPage(status: number, headers: Headers, html: string): Page {
  const document = parseHtml(html);
  const paragraph = document.querySelector('#root > p');
  const script = document.querySelector(`script#${PAGE_DATA_ELEMENT_ID}`);
  const rendered = paragraph === null ? null : { url: paragraph.getAttribute('data-url') ?? '', ...(JSON.parse(paragraph.text) as Omit<NonNullable<Page['rendered']>, 'url'>) };
  return { status, headers, html, document, rendered, data: script === null ? null : (JSON.parse(script.rawText) as PageData) };
}

describe.each(testDatabaseKinds())('pages rendered on the server, on $name', (kind) => {
  describe("with the site's renderer", () => {
    const started = useRenderingServer(kind, FAKE_RENDERER);

    const page = async (path: string, headers: Record<string, string> = {}): Promise<Page> => {
      const response = await fetch(`${started().server.baseUrl}${path}`, { headers });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      return readPage(response.status, response.headers, await response.text());
    };

    it('renders a visitor page into #root, beside its data with the config', async () => {
      const home = await page('/', { 'User-Agent': DESKTOP, 'Accept-Language': 'en-GB,en;q=0.8' });
      expect(home.status).toBe(200);
      expect(home.rendered).toEqual({ url: '/', keys: ['config', 'device', 'host', 'locale'], device: 'desktop', locale: 'en-GB', host: '127.0.0.1' });
      expect(home.data).toEqual({ device: 'desktop', locale: 'en-GB', host: '127.0.0.1', config: (await started().api.get('/api/config')).body });
      expect(home.document.querySelectorAll('#root')).toHaveLength(1);
      const root = home.html.indexOf('<div id="root">');
      expect(root).toBeGreaterThan(home.html.indexOf('</head>'));
      expect(home.html.indexOf(`id="${PAGE_DATA_ELEMENT_ID}"`)).toBeGreaterThan(root);
      expect(home.html.indexOf(`id="${PAGE_DATA_ELEMENT_ID}"`)).toBeLessThan(home.html.indexOf('<script type="module"'));
    });

    it("gives each page its own data: the projects, a post, a missing post's 404", async () => {
      const projects = await page('/projects');
      expect(projects.rendered?.keys).toEqual(['config', 'device', 'host', 'locale', 'projects']);
      const listed = (await started().api.get('/api/projects?type=all&status=all')).body as { projects: unknown[] };
      expect(listed.projects.length).toBeGreaterThan(0);
      expect(projects.data?.projects).toEqual(listed.projects);

      const post = await page(`/writing/${POST}`);
      expect(post.status).toBe(200);
      expect(post.rendered?.url).toBe(`/writing/${POST}`);
      // The writing list's page too, for the posts linked at the post's end.
      expect(post.rendered?.keys).toEqual(['config', 'device', 'host', 'locale', 'post', 'writing']);
      expect(post.data?.post).toEqual({ slug: POST, post: (await started().api.get(`/api/writing/${POST}`)).body });
      expect(post.data?.writing).toEqual((await started().api.get('/api/writing?limit=100&offset=0')).body);

      const missing = await page('/writing/no-such-post?from=feed');
      expect(missing.status).toBe(404);
      expect(missing.rendered?.url).toBe('/writing/no-such-post?from=feed');
      expect(missing.data?.post).toEqual({ slug: 'no-such-post', post: null });
    });

    it("keeps the owner's text inside the page-data script, whatever it holds", async () => {
      const { api } = started();
      const added = await api.post('/api/admin/writing', { action: 'add', title: HOSTILE, date: '2026-02-03', content: `${HOSTILE}\n\n<!--\n\n</script>` });
      expect(added.status).toBe(201);
      const { post } = added.body as { post: { slug: string } };
      const config = (await api.get('/api/config')).body as Record<string, unknown>;
      expect((await api.post('/api/admin/config', { ...config, profileText: HOSTILE })).status).toBe(200);
      try {
        for (const path of [`/writing/${post.slug}`, '/writing', '/']) {
          const read = await page(path);
          const json = read.document.querySelector(`script#${PAGE_DATA_ELEMENT_ID}`)?.rawText ?? '';
          expect(json, path).not.toMatch(/[<>]/);
          expect(read.data?.config?.profileText, path).toBe(HOSTILE);
          // Only the page's own scripts (besides the head's structured data): nothing the text wrote became an element.
          const scripts = read.document.querySelectorAll('script').map((script) => script.getAttribute('type') ?? 'classic');
          expect(scripts.filter((type) => type !== 'application/ld+json'), path).toEqual(['classic', 'application/json', 'module']);
          expect(read.document.querySelector('#root')?.childNodes.length, path).toBe(1);
        }
        const read = await page(`/writing/${post.slug}`);
        expect(read.data?.post).toEqual({ slug: post.slug, post: (await api.get(`/api/writing/${post.slug}`)).body });
        expect(read.data?.post?.post?.title).toBe(HOSTILE);
      } finally {
        expect((await api.post('/api/admin/config', config)).status).toBe(200);
        expect((await api.post('/api/admin/writing', { action: 'remove', slug: post.slug })).status).toBe(200);
      }
    });

    it("writes the page for its reader's device, language and host, each kept apart", async () => {
      const seen = async (headers: Record<string, string>) => (await page('/writing', headers)).rendered;
      expect(await seen({ 'User-Agent': DESKTOP })).toMatchObject({ device: 'desktop' });
      expect(await seen({ 'User-Agent': IPHONE })).toMatchObject({ device: 'phone' });
      expect(await seen({ 'User-Agent': DESKTOP, 'Sec-CH-UA-Mobile': '?1' })).toMatchObject({ device: 'phone' });
      expect(await seen({ 'User-Agent': DESKTOP, 'Sec-CH-UA-Mobile': '?0' })).toMatchObject({ device: 'desktop' });
      expect(await seen({ 'Accept-Language': 'fr-CA,fr;q=0.9' })).toMatchObject({ locale: 'fr-CA' });
      expect(await seen({ 'Accept-Language': 'de;q=0.2, ja;q=0.7' })).toMatchObject({ locale: 'ja' });
      expect(await seen({ 'Accept-Language': '%%garbage%%' })).toMatchObject({ locale: 'en-US' });
      expect(await seen({ 'Accept-Language': '*' })).toMatchObject({ locale: 'en-US' });
      expect(await seen({ 'User-Agent': DESKTOP })).toMatchObject({ device: 'desktop', locale: 'en-US' });

      const { baseUrl } = started().server;
      const named = readPage(200, new Headers(), (await rawRequest(baseUrl, '/writing', { headers: { host: 'Riley.Example:8080' } })).body);
      expect(named.rendered?.host).toBe('riley.example');
      expect(named.data?.host).toBe('riley.example');
      const hostile = readPage(200, new Headers(), (await rawRequest(baseUrl, '/writing', { headers: { host: '"><script>alert(1)</script>' } })).body);
      expect(hostile.rendered?.host).toBe('localhost');
    });

    it('says in Vary what the page depends on, also when answered from the cache', async () => {
      for (let visit = 0; visit < 2; visit += 1) {
        const read = await page('/art', { 'User-Agent': IPHONE });
        expect(read.headers.get('vary')).toBe('Accept-Encoding, User-Agent, Sec-CH-UA-Mobile, Accept-Language');
        expect(read.rendered?.device).toBe('phone');
      }
    });

    it('drops the data preloads of a page that carries its data; its modules wait for the first paint', async () => {
      const post = await page(`/writing/${POST}`);
      expect(post.data).not.toBeNull();
      expect(post.html).not.toContain('as="fetch"');
      expect(post.html).toContain('<link rel="preload" as="style" crossorigin href="/assets/WritingPostRoute-abc.css"></head>');
      // The app's scripts are held in the template index.html's inline script starts after the paint (afterPaint.ts).
      expect(post.html).toContain('<template id="after-paint"><template data-after-settle><link rel="manifest" href="/manifest.webmanifest"></template><link rel="modulepreload" crossorigin href="/assets/WritingPostRoute-abc.js">');
      expect(post.html).not.toMatch(/<head>.*modulepreload.*<\/head>/s);
    });

    it('leaves the admin for the browser: a #root holding only its heading and no-script line, no data, all its hints', async () => {
      const admin = await page('/admin');
      expect(admin.status).toBe(200);
      expect(admin.html).toContain(`<div id="root"><main><h1>Admin</h1><noscript><p>${ADMIN_NEEDS_SCRIPT}</p></noscript></main></div>`);
      expect(ADMIN_NEEDS_SCRIPT).toBe('The admin needs JavaScript. Turn it on for this site to sign in and manage it.');
      expect((await page('/admin-clean')).document.querySelector('#root main')?.innerHTML).toBe(`<h1>Admin Panel</h1><noscript><p>${ADMIN_NEEDS_SCRIPT}</p></noscript>`);
      expect(admin.data).toBeNull();
      expect(admin.html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/config"><link rel="modulepreload" crossorigin href="/assets/AdminRoute-abc.js"></head>');
    });

    it('sends a page whose screen throws with its head and an empty #root, and logs the error', async () => {
      const { errors } = started();
      const before = errors.length;
      const broken = await page(BROKEN_PATH);
      expect(broken.status).toBe(200);
      expect(broken.document.querySelector('title')?.text).toBe('Quick Overview — Riley Chen');
      expect(broken.document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Quick Overview — Riley Chen');
      expect(broken.html).toContain('<div id="root"></div>');
      expect(broken.data).toBeNull();
      // The browser renders it, so it fetches the data: the preloads stay.
      expect(broken.html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/config">');
      expect(errors.slice(before)).toEqual([expect.stringContaining(BROKEN_PATH)]);
      expect(errors.at(-1)).toContain('the quick view screen broke');
      // The other pages still render.
      expect((await page('/about')).rendered?.url).toBe('/about');
    });
  });

  describe('without a renderer', () => {
    const started = useRenderingServer(kind, null);

    it('sends every page for the browser to render, and says so once', async () => {
      const { server, warnings } = started();
      for (const [path, userAgent] of [
        ['/', DESKTOP],
        ['/projects', IPHONE],
        [`/writing/${POST}`, DESKTOP],
        ['/about', IPHONE],
      ] as const) {
        const response = await fetch(`${server.baseUrl}${path}`, { headers: { 'User-Agent': userAgent } });
        const read = readPage(response.status, response.headers, await response.text());
        expect(read.status, path).toBe(200);
        expect(read.html, path).toContain('<div id="root"></div>');
        expect(read.data, path).toBeNull();
        expect(read.document.querySelector('title')?.text, path).not.toBe('portfolio');
        expect(read.html, path).toContain('<link rel="preload" as="fetch" crossorigin href="/api/config">');
      }
      expect(warnings.filter((line) => line.includes('renderPage.js'))).toEqual([expect.stringContaining('not built')]);
      expect(started().errors).toEqual([]);
    });
  });
});
