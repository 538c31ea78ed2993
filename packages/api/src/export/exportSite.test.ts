import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logging/log';
import { findProjectRoot } from '../projectRoot';
import { ownerLogin, ownerPost, postSlugOf } from '../testing/ownerWrites';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../testing/testServer';
import { type TestDatabase, testDatabaseKinds } from '../testing/testDatabases';
import { ExportError } from './exportDir';
import { exportSite } from './exportSite';

const SITE_DIR = join(findProjectRoot(), 'packages/site/dist');
const RENDERER = join(findProjectRoot(), 'packages/site/dist-server/renderPage.js');
const unbuilt = existsSync(join(SITE_DIR, 'index.html')) && existsSync(RENDERER) ? undefined : 'the site is not built (npx turbo run build --filter=@portfolio/site)';
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Strings only private content holds: none may reach the export. */
const MARKERS = { draft: 'zq-draft-marker-7781', trashed: 'zq-trashed-marker-5523', revision: 'zq-revision-marker-9034' } as const;

/** Every file of an export with its bytes, by export path. */
function filesOf(dir: string): Map<string, Buffer> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[];
  return new Map(entries.filter((entry) => entry.isFile()).map((entry) => [join(entry.parentPath, entry.name).slice(dir.length), readFileSync(join(entry.parentPath, entry.name))]));
}

describe.skipIf(unbuilt !== undefined).each(testDatabaseKinds())(`npm run export on $name${unbuilt ? ` (skipped: ${unbuilt})` : ''}`, (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let token: string;
  let scratch: string;
  let publishedSlug: string;
  const out = () => join(scratch, 'site');
  const exportNow = () => exportSite({ out: out(), config: server.config, log: quiet });

  beforeAll(async () => {
    database = await kind.create();
    server = await startTestServer(database, { seedDemo: true, siteDir: SITE_DIR });
    token = await ownerLogin(server.baseUrl, TEST_ADMIN_PASSWORD);
    scratch = mkdtempSync(join(tmpdir(), 'portfolio-export-'));
    const post = (body: unknown) => ownerPost(server.baseUrl, token, '/api/admin/writing', body, 'post');
    const project = (body: unknown) => ownerPost(server.baseUrl, token, '/api/admin/projects', body, 'project');
    // A draft, a project in the trash, and a published post whose earlier text lives only in its history.
    expect((await post({ action: 'add', title: `Draft ${MARKERS.draft}`, date: '2026-05-01', content: MARKERS.draft, draft: true })).status).toBe(201);
    const added = await project({ action: 'add', title: `Project ${MARKERS.trashed}`, description: MARKERS.trashed, date: '2026-05-01' });
    expect(added.status).toBe(201);
    const id = (added.body as { project: { id: string } }).project.id;
    expect((await project({ action: 'remove', id })).status).toBe(200);
    const published = await post({ action: 'add', title: 'Published for the export', date: '2026-05-02', content: `Once ${MARKERS.revision}.` });
    publishedSlug = postSlugOf(published) ?? '';
    expect((await post({ action: 'edit', slug: publishedSlug, update: { content: 'Now plain text.' } })).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('writes every visitor page, the 404 page, the data, feeds, share images and media, and nothing private', { timeout: 60_000 }, async () => {
    const report = await exportNow();
    const files = filesOf(out());
    expect(report.files).toBe(files.size - 1);
    for (const path of ['/index.html', '/about.html', '/about/quickview.html', '/projects.html', '/projects/pocket-oscilloscope.html', '/art.html', '/art/index.html', '/art/music/in-rainbows.html', '/writing.html', `/writing/${publishedSlug}.html`, '/404.html']) {
      expect(files.get(path)?.toString('utf8')).toContain('<html data-edition="static"');
    }
    expect(files.get('/404.html')?.toString('utf8')).toContain('<meta name="robots" content="noindex">');
    for (const path of ['/data/config.json', '/data/projects.json', '/data/art.json', '/data/writing.json', `/data/writing/${publishedSlug}.json`, '/data/writing/in-rainbows.json', '/data/search.json', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/rss.xml', '/atom.xml', '/feed.json', '/_headers', '/_redirects']) {
      expect(files.has(path), path).toBe(true);
    }
    const paths = [...files.keys()];
    expect(paths.some((path) => path.startsWith('/media/'))).toBe(true);
    expect(paths.some((path) => /^\/og\/writing\/.+\.png$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/og\/art\/music\/in-rainbows\/.+\.png$/.test(path))).toBe(true);
    // An art entry without a review has no page.
    expect(files.has('/art/music/blue.html')).toBe(false);
    expect(paths.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
    // The owner's pages are not exported: /admin is the host's 404 page.
    expect(paths.filter((path) => path.startsWith('/admin') || path.startsWith('/api'))).toEqual([]);
    const everything = Buffer.concat([...files.values()]).toString('latin1');
    for (const marker of Object.values(MARKERS)) expect(everything.includes(marker), marker).toBe(false);
    expect(everything.includes(TEST_ADMIN_PASSWORD)).toBe(false);
    expect(everything).not.toMatch(/\$argon2/);
    expect(everything.includes(server.config.jwtSecret ?? 'test-secret-that-is-at-least-32-characters-long')).toBe(false);
  });

  it('writes nothing when exported again unchanged, and only the files that show a post when that post changes', { timeout: 60_000 }, async () => {
    await exportNow();
    const page = join(out(), 'writing', `${publishedSlug}.html`);
    const before = statSync(page).mtimeMs;
    const unchanged = await exportNow();
    expect({ written: unchanged.written, removed: unchanged.removed }).toEqual({ written: [], removed: [] });
    expect(statSync(page).mtimeMs).toBe(before);

    expect((await ownerPost(server.baseUrl, token, '/api/admin/writing', { action: 'edit', slug: publishedSlug, update: { content: 'Edited for the export.' } }, 'edit')).status).toBe(200);
    const changed = await exportNow();
    // Its page (and its data file), its share card's new image in place of the old: nothing else shows its text.
    expect(changed.written).toEqual(expect.arrayContaining([`/writing/${publishedSlug}.html`, `/data/writing/${publishedSlug}.json`, '/data/search.json']));
    const showsThePost = new RegExp(
      `^/(writing/${publishedSlug}\\.html|data/writing/${publishedSlug}\\.json|data/search\\.json|data/writing\\.json|writing\\.html|writing/index\\.html|index\\.html|rss\\.xml|atom\\.xml|feed\\.json|sitemap\\.xml|og/writing/${publishedSlug}/[^/]+\\.png)(\\.gz)?$`,
    );
    expect(changed.written.filter((path) => !showsThePost.test(path))).toEqual([]);
    expect(changed.removed.filter((path) => !showsThePost.test(path))).toEqual([]);
    expect(readFileSync(page, 'utf8')).toContain('Edited for the export.');
  });

  it('refuses a folder that holds something else, before reading the database, and writes nothing', async () => {
    writeFileSync(join(scratch, 'notes.txt'), 'mine');
    await expect(exportSite({ out: join(scratch, 'notes.txt'), config: server.config, log: quiet })).rejects.toThrow(ExportError);
    expect(readFileSync(join(scratch, 'notes.txt'), 'utf8')).toBe('mine');
    await expect(exportSite({ out: scratch, config: server.config, log: quiet })).rejects.toThrow(/not empty and holds no earlier export/);
  });
});
