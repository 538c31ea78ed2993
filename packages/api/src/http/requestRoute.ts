import type { ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';

const ROUTE = Symbol('route');
type Routed = ServerResponse & { [ROUTE]?: string };

/** Notes which route answered `res` (a pattern such as `/api/writing/:slug`), for the request log and metrics. */
export function noteRoute(res: ServerResponse, route: string | undefined): void {
  if (route !== undefined) (res as Routed)[ROUTE] = route;
}

/** The route noted for `res`, if one answered it. */
export const notedRoute = (res: ServerResponse): string | undefined => (res as Routed)[ROUTE];

/**
 * Koa middleware noting the route of every answer that went through it: the pattern @koa/router
 * matched, else `fallback`'s for the path (the site's pages, the media files), else none.
 */
export function routeNotes(fallback: (path: string) => string | undefined): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      noteRoute(ctx.res, matchedRoute(ctx) ?? fallback(ctx.path));
    }
  };
}

function matchedRoute(ctx: Context): string | undefined {
  const route: unknown = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  return typeof route === 'string' ? route : undefined;
}
