import { match } from 'path-to-regexp';

/** A page of the site as the server tells them apart: what its head needs and which item it names. */
export type SitePage =
  | { readonly kind: 'home' | 'about' | 'quickview' | 'projects' | 'art' | 'writing' | 'admin' | 'admin-clean' }
  | { readonly kind: 'project'; readonly id: string }
  | { readonly kind: 'post'; readonly slug: string };

type Builder = (params: Record<string, string>) => SitePage | null;

/**
 * Every route of the site's router (packages/site/src/app/AppRoutes.tsx), in its order. `:param` is one
 * path segment and a trailing slash is tolerated, as path-to-regexp matches by default — the same
 * matching the route hints use, so a path that opens a screen here opens it in the app too.
 */
const ROUTES: readonly (readonly [string, Builder])[] = [
  ['/', () => ({ kind: 'home' })],
  ['/projects', () => ({ kind: 'projects' })],
  ['/projects/:id', ({ id }) => (id === undefined ? null : { kind: 'project', id })],
  ['/about', () => ({ kind: 'about' })],
  ['/about/quickview', () => ({ kind: 'quickview' })],
  ['/art', () => ({ kind: 'art' })],
  ['/writing', () => ({ kind: 'writing' })],
  ['/writing/:slug', ({ slug }) => (slug === undefined ? null : { kind: 'post', slug })],
  ['/admin', () => ({ kind: 'admin' })],
  ['/admin-clean', () => ({ kind: 'admin-clean' })],
];

const MATCHERS = ROUTES.map(([pattern, build]) => ({ pattern, matches: match<Record<string, string>>(pattern, { decode: decodeURIComponent }), build }));

/** The page a path opens, or null for the app's 404 page (also for a path that does not decode). */
export function matchSitePage(path: string): SitePage | null {
  for (const { matches, build } of MATCHERS) {
    let found: ReturnType<typeof matches>;
    try {
      found = matches(path);
    } catch {
      return null;
    }
    if (found) return build(found.params);
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

/** The visitor routes a crawler is sent to (the sitemap's fixed part); items are listed beside them. */
export const VISITOR_PATHS = ['/', '/about', '/about/quickview', '/projects', '/art', '/writing'] as const;
