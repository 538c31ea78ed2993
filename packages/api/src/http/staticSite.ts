import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { databaseTrouble } from '../db/unavailable';
import { scriptsAfterPaint, stylesheetReader, type Stylesheets } from '../pages/afterPaint';
import { withPageHead } from '../pages/headHtml';
import type { PageBodyFor } from '../pages/pageBody';
import { PAGE_VARY } from '../pages/pageReader';
import type { Logger } from '../logging/log';
import type { PageHead } from '../pages/pageHead';
import { entityTag, matchesIfNoneMatch } from './etag';
import { compileRouteHints, pageHint, readRouteHints, withHintLinks, type PageHints } from './routeHints';

const HASHED_ASSET = /^\/assets\//;

export interface IndexPage {
  readonly modified: number;
  readonly html: string;
  readonly hints: PageHints | null;
  /** The build's stylesheets, which a rendered page carries inline. */
  readonly stylesheets: Stylesheets;
}

/** index.html and the route hints beside it, read again only when a new build replaced index.html. */
export function indexPageLoader(siteDir: string): () => IndexPage | null {
  const indexFile = join(siteDir, 'index.html');
  let cached: IndexPage | null = null;
  return () => {
    try {
      const modified = statSync(indexFile).mtimeMs;
      if (cached?.modified !== modified) {
        const html = readFileSync(indexFile, 'utf8');
        const hints = readRouteHints(siteDir);
        cached = { modified, html, hints: hints === null ? null : compileRouteHints(hints), stylesheets: stylesheetReader(siteDir) };
      }
      return cached;
    } catch {
      // Not built yet, or replaced at this very moment by a build: the last good page, if any.
      return cached;
    }
  };
}

/** Builds the head of the page at a path from the database (pages/pageHeads.ts). */
export type HeadFor = (path: string) => Promise<PageHead>;

/**
 * index.html for a client route with that page's own head (title, description, share card,
 * structured data: pages/), its content rendered on the server with its data (pages/pageBody.ts)
 * and the route's preload links (routeHints.ts); revalidated every time.
 * The head also says the status: a path no route opens, and a project or post that does not exist,
 * get the same page, where the app shows its not-found screen, with the status 404 (and `noindex`),
 * so crawlers and link checkers are not told that a missing page exists.
 */
async function answerIndex(ctx: Context, page: IndexPage, { headFor, bodyFor, log }: PageMakers): Promise<void> {
  let hint = pageHint(page.hints, ctx.path);
  let html = page.html;
  let rendered = false;
  let status = page.hints !== null && hint === null ? 404 : 200;
  try {
    const [head, withBody] = await Promise.all([headFor(ctx.path), bodyFor(ctx.url, ctx.path, ctx.req.headers)]);
    html = withPageHead(page.html, head);
    if (withBody !== null) html = withBody.write(html);
    if (withBody?.rendered === true) {
      rendered = true;
      // The page carries its data: preloading the same data from the API would only fetch it twice.
      if (hint !== null) hint = { ...hint, data: [] };
    }
    status = head.status;
  } catch (error) {
    // The database is away or busy: the error handler answers 503 (and counts the outage), and the
    // page is the last good render or the site's short message (pages/unavailablePage.ts).
    if (databaseTrouble(error)) throw error;
    // A bug in building the head: the page still opens, with the built head.
    log.warn(`The head of ${ctx.path} could not be built: ${error instanceof Error ? error.message : String(error)}`);
    ctx.set('Cache-Control', 'no-store');
  }
  const withHints = withHintLinks(html, hint);
  const body = rendered ? scriptsAfterPaint(withHints, page.stylesheets) : withHints;
  ctx.status = status;
  ctx.set('Vary', PAGE_VARY);
  const tag = entityTag(body);
  if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', tag);
  ctx.type = 'text/html; charset=utf-8';
  const ifNoneMatch = ctx.get('If-None-Match');
  if (status === 200 && ifNoneMatch !== '' && matchesIfNoneMatch(ifNoneMatch, tag)) {
    ctx.status = 304;
    return;
  }
  ctx.body = body;
}

/**
 * Serves the built React app. Hashed files under /assets are immutable for a year and sent
 * pre-compressed (.br / .gz written at build time) when the browser accepts it; every other GET
 * that is not an API or upload path answers index.html, never cached, so client routes such as
 * /writing/some-slug deep-link into the app, each with the preload links of its route.
 */
export interface PageMakers {
  readonly headFor: HeadFor;
  readonly bodyFor: PageBodyFor;
  readonly log: Logger;
}

export function staticSite(siteDir: string, makers: PageMakers, indexPage: () => IndexPage | null = indexPageLoader(siteDir)): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      return next();
    }
    if (ctx.path.startsWith('/uploads/')) return next();

    const isAsset = HASHED_ASSET.test(ctx.path);
    if (ctx.path !== '/' && !ctx.path.endsWith('/')) {
      try {
        const served = await send(ctx, ctx.path, {
          root: siteDir,
          brotli: isAsset,
          gzip: isAsset,
          maxage: isAsset ? 365 * 24 * 3600 * 1000 : 3600 * 1000,
          immutable: isAsset,
        });
        if (served) {
          ctx.compress = false;
          return;
        }
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400) throw error;
        if (isAsset) {
          ctx.status = 404;
          ctx.body = 'Not found';
          return;
        }
      }
    }

    const page = indexPage();
    if (page === null) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The site is not built yet: run `npm start` (it builds first) or `npm run build`.';
      return;
    }
    await answerIndex(ctx, page, makers);
  };
}
