import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { entityTag, matchesIfNoneMatch } from './etag';
import { compileRouteHints, pageHint, readRouteHints, withHintLinks, type PageHints } from './routeHints';

const HASHED_ASSET = /^\/assets\//;

interface IndexPage {
  readonly modified: number;
  readonly html: string;
  readonly hints: PageHints | null;
}

/** index.html and the route hints beside it, read again only when a new build replaced index.html. */
function indexPageLoader(siteDir: string): () => IndexPage | null {
  const indexFile = join(siteDir, 'index.html');
  let cached: IndexPage | null = null;
  return () => {
    try {
      const modified = statSync(indexFile).mtimeMs;
      if (cached?.modified !== modified) {
        const html = readFileSync(indexFile, 'utf8');
        const hints = readRouteHints(siteDir);
        cached = { modified, html, hints: hints === null ? null : compileRouteHints(hints) };
      }
      return cached;
    } catch {
      // Not built yet, or replaced at this very moment by a build: the last good page, if any.
      return cached;
    }
  };
}

/**
 * index.html for a client route, with that route's preload links (routeHints.ts); revalidated every
 * time. A path no route opens gets the same page, where the app shows its 404 screen, with the
 * status 404, so crawlers and link checkers are not told that a missing page exists. Without hints
 * (a build that wrote none) every path answers 200: the app alone can tell.
 */
function answerIndex(ctx: Context, page: IndexPage): void {
  const hint = pageHint(page.hints, ctx.path);
  const body = withHintLinks(page.html, hint);
  if (page.hints !== null && hint === null) ctx.status = 404;
  const tag = entityTag(body);
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', tag);
  ctx.type = 'text/html; charset=utf-8';
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch !== '' && matchesIfNoneMatch(ifNoneMatch, tag)) {
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
export function staticSite(siteDir: string): Middleware {
  const indexPage = indexPageLoader(siteDir);
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
    answerIndex(ctx, page);
  };
}
