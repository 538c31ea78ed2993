/**
 * The routes whose screens show the owner's config (texts, links, the resume): the home, about,
 * its quick overview and the admin. The config is preloaded at start on every page; on
 * these pages at once (the server also preloads it), on the others once the first screen has
 * painted, so that its request does not compete with what that screen needs on a phone's
 * connection. The server's route hints are built from this list (`build/routeHints.ts`).
 */
export const CONFIG_ROUTES: readonly string[] = ['/', '/about', '/about/quickview', '/admin', '/admin-clean'];

export function showsSiteConfig(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CONFIG_ROUTES.includes(path);
}
