/**
 * The visitor site's routes, declared once. Everything else is derived from this table:
 * - the site's router (`packages/site/src/app/AppRoutes.tsx`, through the build's `virtual:site-routes`,
 *   `packages/site/build/siteRoutesModule.ts`): these routes in this order, then the 404 page;
 * - the route hints the site build writes (`packages/site/build/routeHints.ts`): each route's chunk and data;
 * - which routes show the owner's config (`packages/site/src/config/configScreens.ts`);
 * - the server's page table (`packages/api/src/pages/sitePages.ts`): which paths are pages (the others are
 *   its 404), the kind of each page (its head and data), the pattern in logs and metrics, and the sitemap.
 *
 * To add a route, add one line here and its screen, `packages/site/src/screens/<screen>.tsx`, exporting
 * the component named after the file (or `component`). If the screen should fetch data alongside its
 * chunk, add a loader to `FIRST_DATA` in AppRoutes.tsx.
 *
 * Patterns: `:name` is one path segment, a trailing slash is allowed, and the first matching route wins.
 * Plain data, no imports: the site's build loads it in Node (vite.config.ts), and nothing it brings may pull
 * zod into the visitor bundle before hydration (`modulesBeforeHydration` in packages/site/build/budget.ts).
 */
export interface SiteRoute {
  readonly pattern: `/${string}`;
  /** The page's kind on the server (`:params` become its fields), e.g. `post` with its `slug`. */
  readonly page: string;
  /** The screen's module under packages/site/src/screens, without `.tsx`, e.g. `Writing/WritingRoute`. */
  readonly screen: string;
  /** The component the screen module exports, when it is not named after the file. */
  readonly component?: string;
  /** The screen is in the entry chunk, not in a lazy chunk of its own: only the landing page's (the router imports Home directly). */
  readonly inEntry?: true;
  /**
   * API paths the screen fetches as it opens, exactly as the site requests them (the browser reuses a
   * preloaded answer only for the same URL); `:params` come from the route. Lists fetched with
   * `cache: 'no-store'` (the writing list) are left out: such a fetch never takes a preloaded answer.
   */
  readonly data?: readonly `/api/${string}`[];
  /** The screen shows the owner's config, so the config is fetched with the page rather than after its first paint. */
  readonly config?: true;
  /** The owner's pages: not in the sitemap. */
  readonly admin?: true;
}

export const SITE_ROUTES = [
  { pattern: '/', page: 'home', screen: 'Home/HomeRoute', inEntry: true, config: true },
  { pattern: '/about', page: 'about', screen: 'About/AboutRoute', config: true },
  { pattern: '/about/quickview', page: 'quickview', screen: 'Quickview/QuickviewRoute', config: true },
  { pattern: '/projects', page: 'projects', screen: 'Projects/ProjectsRoute', data: ['/api/projects'] },
  { pattern: '/projects/:id', page: 'project', screen: 'ProjectDetail/ProjectDetailRoute', data: ['/api/projects'] },
  { pattern: '/art', page: 'art', screen: 'Art/ArtRoute', data: ['/api/art'] },
  // An art entry's review (`{category}` is the art kind: a page's own `kind` names the page kind).
  { pattern: '/art/:category/:id', page: 'art-review', screen: 'ArtReview/ArtReviewRoute', data: ['/api/art', '/api/writing/:id'] },
  { pattern: '/writing', page: 'writing', screen: 'Writing/WritingRoute' },
  { pattern: '/writing/:slug', page: 'post', screen: 'WritingPost/WritingPostRoute', data: ['/api/writing/:slug'] },
  // The admin lists need the owner's token, so only the chunk (and the config) is worth fetching early.
  { pattern: '/admin', page: 'admin', screen: 'Admin/AdminRoute', config: true, admin: true },
  { pattern: '/admin-clean', page: 'admin-clean', screen: 'Admin/AdminRoute', component: 'AdminCleanRoute', config: true, admin: true },
] as const satisfies readonly SiteRoute[];

export type SiteRouteEntry = (typeof SITE_ROUTES)[number];

/** A route's pattern, e.g. `/writing/:slug`. */
export type SitePattern = SiteRouteEntry['pattern'];

/** The `:params` a pattern names: `/writing/:slug` → `'slug'`. */
export type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The component a route's screen module exports: `component`, or the module's file name. */
export function screenComponent(route: SiteRoute): string {
  return route.component ?? route.screen.slice(route.screen.lastIndexOf('/') + 1);
}
