import { CONFIG_ROUTES as SHOWING_CONFIG } from 'virtual:site-routes';

/**
 * The routes whose screens show the owner's config (texts, links, the resume): the home, about,
 * its quick overview and the admin (`config` in the route table, `@portfolio/contracts/siteRoutes`,
 * handed over by the build as `virtual:site-routes`).
 * The config is preloaded at start on every page; on these pages at once (the server also preloads
 * it: the route hints, `build/routeHints.ts`, read the same flag), on the others once the first
 * screen has painted, so that its request does not compete with what that screen needs on a phone's
 * connection.
 */
export const CONFIG_ROUTES: readonly string[] = SHOWING_CONFIG;

export function showsSiteConfig(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CONFIG_ROUTES.includes(path);
}
