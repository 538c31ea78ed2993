import { SITE_ROUTES, type RouteParams, type SiteRouteEntry } from '@portfolio/contracts/siteRoutes';
import { match } from 'path-to-regexp';

/** The page a route opens: its kind (what its head and data need) and the item its `:params` name. */
type PageOf<R> = R extends SiteRouteEntry ? { readonly kind: R['page'] } & { readonly [K in RouteParams<R['pattern']>]: string } : never;

/** A page of the site as the server tells them apart, one per route of `@portfolio/contracts/siteRoutes`. */
export type SitePage = PageOf<SiteRouteEntry>;

/**
 * The server's page table, derived from the site's route table (`@portfolio/contracts/siteRoutes`) in its
 * order. `:param` is one path segment and a trailing slash is tolerated, as path-to-regexp matches by
 * default — the same matching the route hints use, so a path that opens a screen here opens it in the app too.
 */
const MATCHERS = SITE_ROUTES.map(({ pattern, page }) => ({ pattern, page, matches: match<Record<string, string>>(pattern, { decode: decodeURIComponent }) }));

/** The page a path opens, or null for the app's 404 page (also for a path that does not decode). */
export function matchSitePage(path: string): SitePage | null {
  for (const { page, matches } of MATCHERS) {
    let found: ReturnType<typeof matches>;
    try {
      found = matches(path);
    } catch {
      return null;
    }
    // path-to-regexp gives exactly the pattern's params, each one segment: the fields of that route's page.
    if (found) return { kind: page, ...found.params } as SitePage;
  }
  return null;
}

/** The route pattern of the page a path opens (`/writing/:slug`), for the request log and metrics; undefined for none. */
export function sitePagePattern(path: string): string | undefined {
  for (const { pattern, matches } of MATCHERS) {
    try {
      if (matches(path)) return pattern;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The visitor routes a crawler is sent to (the sitemap's fixed part): those without params, the owner's aside; items are listed beside them. */
export const VISITOR_PATHS: readonly string[] = SITE_ROUTES.filter((route) => !('admin' in route) && !route.pattern.includes(':')).map((route) => route.pattern);
