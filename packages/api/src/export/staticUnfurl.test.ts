import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { type HTMLElement, parse as parseHtml } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logging/log';
import { findProjectRoot } from '../projectRoot';
import { nginxMissing, type NginxProcess, startStaticNginx } from '../testing/nginxProcess';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { exportSite } from './exportSite';

const SITE_DIR = join(findProjectRoot(), 'packages/site/dist');
const built = existsSync(join(SITE_DIR, 'index.html')) && existsSync(join(SITE_DIR, '..', 'dist-server', 'renderPage.js'));
const skipped = nginxMissing() ?? (built ? undefined : 'the site is not built (npx turbo run build --filter=@portfolio/site)');
const PUBLIC_URL = 'https://riley.example';
const DESKTOP = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const [sqlite] = testDatabaseKinds();
if (!sqlite) throw new Error('SQLite is always a test database kind');

/** What a link unfurler or a crawler reads in a page's head. */
function headOf(html: string): Record<string, unknown> {
  const document: HTMLElement = parseHtml(html);
  const tags = document
    .querySelectorAll('meta[property], meta[name]')
    .filter((meta) => meta.getAttribute('name') !== 'referrer')
    .map((meta) => `${meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''}=${meta.getAttribute('content') ?? ''}`)
    .sort();
  return {
    title: document.querySelector('title')?.text,
    tags,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: document.querySelectorAll('link[rel="alternate"], link[rel="manifest"]').map((link) => link.getAttribute('href')),
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.rawText) as unknown),
  };
}

/** The export's folders opened to nginx's workers (`nobody`, when the tests run as root). */
function openToNginx(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) openToNginx(join(dir, entry.name));
}

// The unfurl tests' reading (pages/unfurl.test.ts), done on the static edition behind the real nginx
// with deploy/static/nginx.conf: every page's head is the server edition's, the share images are
// 1200×630 PNGs, the feeds, sitemap and robots.txt are the server's bytes.
describe.skipIf(skipped !== undefined)(`the static edition as unfurlers read it${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const { server } = useTestServer(sqlite, { siteDir: SITE_DIR, seedDemo: true, publicUrl: PUBLIC_URL });
  let scratch = '';
  let nginx: NginxProcess | undefined;
  const fromServer = (path: string) => fetch(`${server().baseUrl}${path}`, { headers: DESKTOP });
  const fromStatic = (path: string) => fetch(`${nginx?.baseUrl ?? ''}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'portfolio-static-unfurl-'));
    await exportSite({ out: join(scratch, 'site'), config: server().config, log: quiet });
    openToNginx(scratch);
    nginx = await startStaticNginx({ root: join(scratch, 'site') });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('gives every page of the sitemap the server edition\u2019s head: title, description, canonical, Open Graph, Twitter card, JSON-LD', async () => {
    const sitemap = await (await fromStatic('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const copy = await fromStatic(path);
      expect(copy.status, path).toBe(200);
      expect(copy.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      const original = await (await fromServer(path)).text();
      expect(headOf(await copy.text()), path).toEqual(headOf(original));
    }
    const post = headOf(await (await fromStatic('/writing/why-i-keep-a-lab-notebook')).text());
    expect(post.jsonLd).toEqual([expect.objectContaining({ '@type': 'BlogPosting' })]);
    expect(post.tags).toContain('og:type=article');
  });

  it('answers a missing page with the 404 page, noindex', async () => {
    for (const path of ['/writing/no-such-post', '/projects/no-such-project', '/nothing-here', '/admin']) {
      const answer = await fromStatic(path);
      expect(answer.status, path).toBe(404);
      expect(headOf(await answer.text()).tags, path).toContain('robots=noindex');
    }
  });

  it('serves each og:image as a 1200×630 PNG, cached for a year', async () => {
    for (const path of ['/', '/projects/pocket-oscilloscope', '/writing/why-i-keep-a-lab-notebook']) {
      const tags = headOf(await (await fromStatic(path)).text()).tags as string[];
      const image = tags.find((tag) => tag.startsWith('og:image='))?.slice('og:image='.length) ?? '';
      expect(image.startsWith(`${PUBLIC_URL}/og/`), path).toBe(true);
      const answer = await fromStatic(image.slice(PUBLIC_URL.length));
      expect(answer.status, image).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('serves the icons every page links as the server does, embeddable by other sites, the pages not', async () => {
    const head = parseHtml(await (await fromStatic('/writing/why-i-keep-a-lab-notebook')).text());
    expect(head.querySelector('link[rel="icon"][href="/favicon.ico"]')).not.toBeNull();
    expect(head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/apple-touch-icon.png');
    for (const [path, type] of [['/favicon.ico', 'image/x-icon'], ['/apple-touch-icon.png', 'image/png']] as const) {
      const copy = await fromStatic(path);
      expect(copy.status, path).toBe(200);
      expect(copy.headers.get('content-type'), path).toBe(type);
      expect(copy.headers.get('cache-control'), path).toBe('public, max-age=86400');
      expect(copy.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(await (await fromServer(path)).arrayBuffer())), path).toBe(true);
    }
    const tags = headOf(await (await fromStatic('/')).text()).tags as string[];
    const image = tags.find((tag) => tag.startsWith('og:image='))?.slice(`og:image=${PUBLIC_URL}`.length) ?? '';
    expect((await fromStatic(image)).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    for (const path of ['/', '/writing/why-i-keep-a-lab-notebook', '/rss.xml']) expect((await fromStatic(path)).headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
  });

  it('serves the feeds, the sitemap, robots.txt and the manifest as the server does', async () => {
    for (const path of ['/rss.xml', '/atom.xml', '/feed.json', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest']) {
      const copy = await fromStatic(path);
      expect(copy.status, path).toBe(200);
      expect(await copy.text(), path).toBe(await (await fromServer(path)).text());
    }
    const feed = parseFeed(await (await fromStatic('/rss.xml')).text());
    expect(feed.items.length).toBeGreaterThan(5);
  });
});
