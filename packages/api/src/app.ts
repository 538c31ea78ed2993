import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import Router from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import type { AppDeps } from './appDeps';
import type { Database } from './db/connection';
import { createContentVersion } from './db/contentVersion';
import { watchDatabaseOutage } from './db/outage';
import { errorHandler } from './http/errorHandler';
import { etag } from './http/etag';
import { NotFoundError } from './http/errors';
import { jsonOnly } from './http/jsonBody';
import { observeRequests, setRequestIdHeader } from './http/requestObserver';
import { routeNotes } from './http/requestRoute';
import { COMPRESS_THRESHOLD, createReadCache, failWhenDatabaseAway, type ReadCache } from './http/readCache';
import { inlineScriptHashesOfFile } from './http/inlineScripts';
import { createMediaFileCache } from './media/mediaCache';
import { createMediaFileServer, type MediaFileServer } from './routes/mediaFiles';
import { CSP_REPORT_PATH, securityHeaders } from './http/securityHeaders';
import { indexPageLoader, staticSite } from './http/staticSite';
import { drainUnreadBody } from './http/unreadBody';
import { uploadedFiles } from './http/uploads';
import { createPageBodies } from './pages/pageBody';
import { createPageHeads } from './pages/pageHeads';
import { pageReaderOf, readerKey } from './pages/pageReader';
import { siteRendererLoader } from './pages/siteRenderer';
import { matchSitePage, sitePagePattern } from './pages/sitePages';
import { markedStale, pagesWhileDatabaseAway, UNAVAILABLE_PAGE_HEADERS } from './pages/unavailablePage';
import { artRoutes } from './routes/art';
import { backupRoutes } from './routes/backup';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { configRoutes } from './routes/config';
import { cspReportRoutes } from './routes/cspReports';
import { demoFileRoutes } from './routes/demoFiles';
import { mediaRoutes } from './routes/media';
import { healthRoutes } from './routes/health';
import { historyRoutes } from './routes/history';
import { MACHINE_FILE_PATHS, machineFileRoutes } from './routes/machineFiles';
import { projectRoutes } from './routes/projects';
import { searchRoutes } from './routes/search';
import { trashRoutes } from './routes/trash';
import { uploadRoutes } from './routes/upload';
import { writingRoutes } from './routes/writing';

/**
 * GET paths kept by the read cache besides the API: the site's pages (their heads are read from
 * the database), the files for machines and the share images. Static files are streamed, so never kept.
 */
export function isCachedSitePath(path: string): boolean {
  // /media files have their own cache, by bytes (media/mediaCache.ts); they would crowd out the pages here.
  if (path.startsWith('/media/')) return false;
  return MACHINE_FILE_PATHS.has(path) || path.startsWith('/og/') || matchSitePage(path) !== null;
}

/** API paths written to without changing what visitors see: signing in, the owner's password and sessions. */
const NOT_CONTENT = /^\/api\/(login|admin\/password|admin\/sessions|csp-reports)(\/|$)/;

/** Calls `wrote` after each write to the API that went through (2xx/3xx) and may change the visitor site. */
function contentWrites(wrote: () => void): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.method !== 'OPTIONS' && ctx.status < 400 && ctx.path.startsWith('/api/') && !NOT_CONTENT.test(ctx.path)) wrote();
  };
}

/**
 * The read cache the server uses (http/readCache.ts), keeping the site's pages too. On MySQL, where
 * several servers may share the database, it follows the content version (db/contentVersion.ts).
 */
export const createSiteReadCache = (db?: Database) =>
  createReadCache({
    freshness: db?.dialect === 'mysql' ? createContentVersion(db.knex) : undefined,
    cachesPath: isCachedSitePath,
    // A page's HTML is written for its reader's device, language and host name (pages/pageReader.ts).
    variantOf: (path, headers) => (matchSitePage(path) === null ? '' : readerKey(pageReaderOf(headers))),
    // While the database is away a page is its last good render, marked as a saved copy.
    pages: { isPage: (path) => matchSitePage(path) !== null, markStale: markedStale, headers: UNAVAILABLE_PAGE_HEADERS },
    // A CSP report writes nothing the cache keeps: a flood of them must not empty it.
    leavesAlone: (path) => path === CSP_REPORT_PATH,
  });

/** The uploaded images' files (routes/mediaFiles.ts) and their cache in memory (media/mediaCache.ts). */
export const createSiteMediaFiles = (deps: AppDeps): MediaFileServer => createMediaFileServer(createMediaFileCache(deps.db.knex));

/**
 * Builds the Koa app without listening, so tests drive it over real HTTP on a port of their own.
 * Each feature contributes a router built from the same deps; add new ones to `featureRouters`.
 */
export function createApp(deps: AppDeps, readCache: ReadCache = createSiteReadCache(deps.db), media: MediaFileServer = createSiteMediaFiles(deps)): Koa {
  const { config, log = console } = deps;
  // Behind one trusted proxy, only the address it appended to X-Forwarded-For is believed.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.silent = true;

  app.use(securityHeaders(inlineScriptHashesOfFile(join(config.siteDir, 'index.html'))));
  app.use(readCache.middleware);
  if (deps.onContentWrite) app.use(contentWrites(deps.onContentWrite));
  // The route of each answer (a router's pattern, a page's), for the request log and metrics; the cache keeps it with the answer.
  app.use(routeNotes(sitePagePattern));
  app.use(compress({ threshold: COMPRESS_THRESHOLD }));
  app.use(drainUnreadBody());
  const indexPage = indexPageLoader(config.siteDir);
  // A page the database could not serve says so in the site's page, not in JSON.
  app.use(pagesWhileDatabaseAway(() => indexPage()?.html ?? null));
  // One bookkeeping of the database's outages for the error answers.
  const outage = watchDatabaseOutage(deps.db.knex, log);
  app.use(errorHandler(log, outage));
  app.use(failWhenDatabaseAway);
  // Uploaded images, early: a file is answered without the routers below.
  app.use(media.middleware);

  const featureRouters: Router[] = [
    healthRoutes(deps.db, deps.lifecycle),
    authRoutes(deps),
    accountRoutes(deps),
    configRoutes(deps),
    uploadRoutes(deps),
    projectRoutes(deps),
    artRoutes(deps),
    writingRoutes(deps),
    searchRoutes(deps, readCache),
    historyRoutes(deps),
    trashRoutes(deps),
    demoFileRoutes(),
    mediaRoutes(deps, media.files),
    backupRoutes(deps),
  ];
  // Before the API's JSON-only rule: browsers send reports as application/csp-report.
  const cspReports = cspReportRoutes(deps);
  app.use(cspReports.routes());
  app.use(cspReports.allowedMethods());
  const api = new Router();
  // Bodies are read by each route that takes one (http/jsonBody.ts), after its token check.
  api.use('/api', jsonOnly());
  api.use('/api', etag());
  for (const router of featureRouters) api.use(router.routes(), router.allowedMethods());
  app.use(api.routes());

  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw new NotFoundError(`No API route for ${ctx.method} ${ctx.path}`);
    await next();
  });
  const pages = createPageHeads({ knex: deps.db.knex, publicUrl: config.publicUrl, readCache });
  const files = machineFileRoutes({ db: deps.db, config, pages });
  app.use(files.routes());
  app.use(files.allowedMethods());
  app.use(uploadedFiles(deps.db.knex));
  const bodyFor = createPageBodies({
    knex: deps.db.knex,
    readCache,
    renderer: siteRendererLoader(join(config.siteDir, '..', 'dist-server', 'renderPage.js'), log),
    log,
  });
  app.use(staticSite(config.siteDir, { headFor: pages.headFor, bodyFor, log }, indexPage));
  return app;
}

/**
 * What the server listens with: a cached public read is answered from memory before Koa (see
 * http/readCache.ts); everything else goes through the app.
 */
export function createRequestListener(deps: AppDeps, readCache: ReadCache = createSiteReadCache(deps.db)): RequestListener {
  const { log = console } = deps;
  const media = createSiteMediaFiles(deps);
  const handle = createApp(deps, readCache, media).callback();
  const failed = (error: unknown) => {
    // Outside Koa nothing else would catch it, and a throw here would stop the process.
    log.error(`Answering from the read cache failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return false;
  };
  const orKoa = (answered: boolean, req: IncomingMessage, res: ServerResponse) => {
    // A kept image file is answered the same way (routes/mediaFiles.ts), from its own cache.
    let done = answered;
    try {
      done ||= media.answer(req, res);
    } catch (error) {
      done = failed(error);
    }
    if (done || res.headersSent) return;
    setRequestIdHeader(res);
    void handle(req, res);
  };
  const listener: RequestListener = (req, res) => {
    let cached: boolean | Promise<boolean>;
    try {
      cached = readCache.answer(req, res);
    } catch (error) {
      cached = failed(error);
    }
    if (typeof cached === 'boolean') orKoa(cached, req, res);
    else void cached.catch(failed).then((answered) => orKoa(answered, req, res));
  };
  if (!deps.requestLog && !deps.metrics) return listener;
  deps.metrics?.watchReadCache(readCache.stats);
  deps.metrics?.watchPool(deps.db.knex);
  // Every request, answered from a cache or by Koa: an id, a log line, its metrics (http/requestObserver.ts).
  return observeRequests(listener, { log: deps.requestLog, metrics: deps.metrics });
}
