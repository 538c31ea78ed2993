import type { ComponentType } from 'react';
import { AppShell } from './AppShell';
import { eager, preloadable, type Preloadable } from './preloadable';
import { matchPath, Route, Switch } from '../routing';
import { HomeRoute, openHomeScreen } from '../screens/Home/HomeRoute';
import { NotFoundRoute } from '../screens/NotFound/NotFoundRoute';

/**
 * A screen in a chunk of its own, fetched when its route first opens; `firstData`, when given, is
 * the screen's data fetched side by side with the chunk (see `api/firstLoad.ts`), so that the first
 * render shows it — or taken from the page the server wrote, without a fetch. It is an `import()`
 * too: the API modules carry zod, which the entry must not. `prepare` runs once both are in,
 * before that render (the post parses its Markdown there).
 */
function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  firstData?: () => Promise<void>,
  prepare?: (module: M) => Promise<void>,
): Preloadable {
  return preloadable({
    load: () => load().then((module) => module[name]),
    beside: firstData,
    prepare: prepare && (() => load().then(prepare)),
  });
}

/** For a screen that shows dates: the visitor's date formatter is built while the screen loads. */
const withDates = (load: () => Promise<void>) => () => {
  // A chunk that cannot load fails the screen through `load`; the warm-up has nothing to add.
  import('../domain/localDate').then((dates) => dates.prepareLocalDates(), () => undefined);
  return load();
};

const projectsData = () => import('../api/projectsApi').then((api) => api.projectsFirstLoad.begin(api.PROJECTS_KEY));
const writingData = () => import('../api/writingApi').then((api) => api.writingListFirstLoad.begin(api.WRITING_LIST_KEY));
const artData = () => import('../api/artApi').then((api) => api.artFirstLoad.begin(api.ART_KEY));
/** The lazy loader runs as the route opens, so the address already names the post. */
const openingPost = () => matchPath('/writing/:slug', window.location.pathname)?.slug;
const postData = () => {
  const slug = openingPost();
  return slug === undefined ? Promise.resolve() : import('../api/writingApi').then((api) => api.postFirstLoad.begin(slug));
};

const AdminRoutes = () => import('../screens/Admin/AdminRoute');

/**
 * Every route of the site, in order: the first whose path matches is shown; the last, without a
 * path, is the 404 page. Home is in the entry chunk (it is the landing page); every other screen,
 * and above all the admin, is its own lazily loaded chunk, so visitors download only what they
 * open. Both admin variants share one chunk, fetched only when an admin route opens.
 */
export const SITE_ROUTES: readonly { readonly path?: string; readonly screen: Preloadable }[] = [
  { path: '/', screen: eager(HomeRoute) },
  { path: '/projects', screen: lazyScreen(() => import('../screens/Projects/ProjectsRoute'), 'ProjectsRoute', projectsData) },
  { path: '/projects/:id', screen: lazyScreen(() => import('../screens/ProjectDetail/ProjectDetailRoute'), 'ProjectDetailRoute', projectsData) },
  { path: '/about', screen: lazyScreen(() => import('../screens/About/AboutRoute'), 'AboutRoute') },
  { path: '/about/quickview', screen: lazyScreen(() => import('../screens/Quickview/QuickviewRoute'), 'QuickviewRoute') },
  { path: '/art', screen: lazyScreen(() => import('../screens/Art/ArtRoute'), 'ArtRoute', withDates(artData)) },
  { path: '/writing', screen: lazyScreen(() => import('../screens/Writing/WritingRoute'), 'WritingRoute', withDates(writingData)) },
  {
    path: '/writing/:slug',
    screen: lazyScreen(
      () => import('../screens/WritingPost/WritingPostRoute'),
      'WritingPostRoute',
      withDates(postData),
      (screen) => screen.preparePost(openingPost() ?? ''),
    ),
  },
  { path: '/admin', screen: lazyScreen(AdminRoutes, 'AdminRoute') },
  { path: '/admin-clean', screen: lazyScreen(AdminRoutes, 'AdminCleanRoute') },
  { screen: eager(NotFoundRoute) },
];

/** The route a path opens (the 404 page's when none matches). */
function routeFor(pathname: string) {
  return SITE_ROUTES.find((route) => route.path === undefined || matchPath(route.path, pathname) !== null) ?? SITE_ROUTES[SITE_ROUTES.length - 1];
}

/** Has the code (and, in the browser, the data) of the page at `pathname` in, so its first render does not wait. */
export function openPage(pathname: string, mobile: boolean): Promise<void> {
  const route = routeFor(pathname);
  return Promise.all([route?.screen.open(), route?.path === '/' ? openHomeScreen(mobile) : undefined]).then(() => undefined);
}

/** The server: every screen's code, once, so that any page renders at once. */
export function loadEveryScreen(): Promise<void> {
  return Promise.all([...SITE_ROUTES.map((route) => route.screen.load()), openHomeScreen(false)]).then(() => undefined);
}

export function AppRoutes() {
  return (
    <AppShell>
      <Switch>
        {SITE_ROUTES.map(({ path, screen: Screen }) => (
          <Route key={path ?? '*'} path={path}>
            <Screen />
          </Route>
        ))}
      </Switch>
    </AppShell>
  );
}
