import { STATIC_DATA, staticPageFile, staticPostFile } from '@portfolio/contracts/staticEdition';
import { createSiteReadCache } from '../app';
import { tokenGenerationsIn } from '../auth/tokenGeneration';
import { createTokenService } from '../auth/tokens';
import type { AppConfig } from '../config';
import type { Database } from '../db/connection';
import type { Logger } from '../logging/log';
import { MACHINE_FILE_PATHS } from '../routes/machineFiles';
import { type Stylesheets, stylesheetReader, withCriticalCssOf } from '../pages/afterPaint';
import { matchSitePage, VISITOR_PATHS } from '../pages/sitePages';
import { mapLimited } from '../media/limiter';
import { prepare } from '../startup';
import { bothDevicePage } from './bothDevices';
import { writeExport, checkExportDir, type WriteReport, ExportError } from './exportDir';
import { netlifyHeaders, netlifyRedirects, nginxHeadersSnippet } from './hostFiles';
import { startInProcessSite, type InProcessSite, type SiteAnswer } from './inProcessSite';
import { linkedFiles } from './linkedFiles';
import { builtSiteFiles } from './siteFiles';
import { staticSearchIndex } from './searchIndexFile';
import { pageHeaders, staticPage } from './staticPage';
import { withPrecompressed } from './precompressed';

/** The user agents the exporter reads each page with: one of each layout (pages/pageReader.ts decides from them). */
const DESKTOP = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 portfolio-export' };
const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1 portfolio-export' };

/** A path no page has: the server answers it with its 404 page, which becomes `404.html`. */
const MISSING_PAGE = '/404';

/**
 * What `test` prints in the static edition (`GET /api/health`'s place): there is no server or
 * database to ask, so it says which edition answers instead of the database's state.
 */
const STATIC_HEALTH = { status: 'ok', edition: 'static' } as const;

export interface ExportOptions {
  readonly out: string;
  readonly config: AppConfig;
  readonly log: Logger;
}

export interface ExportReport extends WriteReport {
  readonly pages: number;
}

/**
 * How many pages the export renders at once (each for both layouts: twice as many requests). All
 * at once, a MySQL database's pool (10 connections, a request waiting at most 1.5 s for one:
 * db/connection.ts) queued the rest past that bound whenever the database or the machine was slow,
 * and the export stopped on a 503 for one of them; at this many the pool is never short.
 */
export const PAGES_AT_ONCE = 4;

/** Reads an answer that must be there; anything but 200 stops the export with what was asked. */
function ok(path: string, answer: SiteAnswer): Buffer {
  if (answer.status !== 200) throw new ExportError(`The site answered ${answer.status} for ${path}; the export stopped and wrote nothing.`);
  return answer.body;
}

/** The visitor pages: the sitemap's (each item's page included) and the fixed routes, each once, in a stable order. */
async function pagePaths(site: InProcessSite, publicUrl: string): Promise<string[]> {
  const sitemap = ok('/sitemap.xml', await site.get('/sitemap.xml')).toString('utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc.replace(/&amp;/g, '&'), publicUrl).pathname);
  const paths = [...new Set([...VISITOR_PATHS, ...listed])].filter((path) => matchSitePage(path) !== null);
  return paths.sort();
}

/** A page as one file for both layouts, with the critical CSS of both. */
async function exportedPage(site: InProcessSite, stylesheets: Stylesheets, path: string, expectStatus: number): Promise<{ html: string; headers: Readonly<Record<string, string>> }> {
  const [desktop, phone] = await Promise.all([site.get(path, DESKTOP), site.get(path, PHONE)]);
  for (const answer of [desktop, phone]) {
    if (answer.status !== expectStatus) throw new ExportError(`The site answered ${answer.status} for the page ${path} (${answer.body.toString('utf8').slice(0, 200)}); the export stopped and wrote nothing.`);
  }
  const html = bothDevicePage(desktop.body.toString('utf8'), phone.body.toString('utf8'));
  return { html: withCriticalCssOf(html, stylesheets), headers: desktop.headers };
}

/**
 * `npm run export`: the visitor site from the database `config` names, as files in `out`
 * (docs/static.md), the database prepared as a server would prepare it (migrated, the demo seeded
 * into an empty one and its images converted).
 */
export async function exportSite({ out, config, log }: ExportOptions): Promise<ExportReport> {
  checkExportDir(out);
  const { db, jwtSecret, afterListening } = await prepare(config, log);
  try {
    await afterListening();
    return await exportDatabase({ out, config, log, db, jwtSecret });
  } finally {
    await db.knex.destroy();
  }
}

export interface ExportDatabaseOptions extends ExportOptions {
  /** An open, prepared database (a running server's, for STATIC_EXPORT_DIR). */
  readonly db: Database;
  readonly jwtSecret: string;
}

/**
 * The export itself. The server edition's own app answers every read, in this process, on a
 * private port: the pages are its rendered pages for both layouts, the data files its API answers,
 * the feeds, sitemap, share images, media and uploads its files. Nothing private is read: only what
 * a visitor can request, and the search documents the public search uses. `/admin` and
 * `/admin-clean` are the 404 page, or redirect to `config.adminUrl` where the host reads `_redirects`.
 */
export async function exportDatabase({ out, config, log, db, jwtSecret }: ExportDatabaseOptions): Promise<ExportReport> {
  checkExportDir(out);
  const host = new URL(config.publicUrl).host;
  const readCache = createSiteReadCache(db);
  const site = await startInProcessSite({ db, config, log, tokens: createTokenService(jwtSecret, config.tokenTtlSeconds, tokenGenerationsIn(db.knex)) }, host, readCache);
  try {
    const files = new Map<string, Buffer>();
    const text = (path: string, body: string) => files.set(path, Buffer.from(body, 'utf8'));

    const paths = await pagePaths(site, config.publicUrl);
    const stylesheets = stylesheetReader(config.siteDir);
    const pages = await mapLimited(paths, PAGES_AT_ONCE, async (path) => ({ path, ...(await exportedPage(site, stylesheets, path, 200)) }));
    const missing = await exportedPage(site, stylesheets, MISSING_PAGE, 404);
    const headers = pageHeaders(pages[0]?.headers ?? missing.headers, [...pages, missing].map((page) => page.html));
    for (const page of pages) {
      const html = staticPage(page.html, headers);
      text(staticPageFile(page.path), html);
      // `/about` beside the folder `about/` (which holds `/about/quickview`): a host that sends such a
      // path to the folder (GitHub Pages may answer `/about` with a redirect to `/about/`) finds the page there too.
      if (page.path !== '/' && paths.some((other) => other.startsWith(`${page.path}/`))) text(`${page.path}/index.html`, html);
    }
    text('/404.html', staticPage(missing.html, headers, { notFound: true }));

    for (const entry of [STATIC_DATA.config, STATIC_DATA.projects, STATIC_DATA.art, STATIC_DATA.writing]) files.set(entry.file, ok(entry.api, await site.get(entry.api)));
    // Each post's file, for its page and for the review page of the art entry of the same slug.
    for (const path of paths) {
      const page = matchSitePage(path);
      const slug = page?.kind === 'post' ? page.slug : page?.kind === 'art-review' ? page.id : undefined;
      if (slug !== undefined && !files.has(staticPostFile(slug))) files.set(staticPostFile(slug), ok(path, await site.get(`/api/writing/${encodeURIComponent(slug)}`)));
    }
    text(STATIC_DATA.health.file, `${JSON.stringify(STATIC_HEALTH)}\n`);
    text(STATIC_DATA.search.file, JSON.stringify(await staticSearchIndex(db.knex, readCache)));

    for (const path of [...MACHINE_FILE_PATHS].sort()) files.set(path, ok(path, await site.get(path)));
    for (const [path, bytes] of builtSiteFiles(config.siteDir)) files.set(path, bytes);
    // Media variants, uploaded files and share images the pages, data and feeds link to.
    for (const path of linkedFiles(files, config.publicUrl)) {
      if (!files.has(path)) files.set(path, ok(path, await site.get(path)));
    }

    text('/_headers', netlifyHeaders(headers.security));
    text('/_redirects', netlifyRedirects(config.adminUrl));
    // Included by deploy/static/nginx.conf: the policy names this export's inline scripts.
    text('/_headers.nginx', nginxHeadersSnippet(headers.security));
    // GitHub Pages: serve the files as they are (no Jekyll, which would drop `_headers` and the like).
    text('/.nojekyll', '');

    const report = writeExport(out, withPrecompressed(files));
    log.info(`Exported ${report.files} files (${(report.bytes / 1024 / 1024).toFixed(1)} MB, ${pages.length} pages) to ${out}: ${report.written.length} written, ${report.removed.length} removed.`);
    return { ...report, pages: pages.length };
  } finally {
    await site.close();
  }
}
