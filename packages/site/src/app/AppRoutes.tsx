import type { SitePattern } from '@portfolio/contracts/siteRoutes';
import type { ComponentType } from 'react';
import { ROUTES } from 'virtual:site-routes';
import { AppShell } from './AppShell';
import { eager, preloadable, type Preloadable } from '../screens/shared/preloadable';
import { matchPath, Route, Switch } from '../routing';
import { HomeRoute, openHomeScreen } from '../screens/Home/HomeRoute';
import { NotFoundRoute } from '../screens/NotFound/NotFoundRoute';

/**
 * A screen in a chunk of its own, fetched when its route first opens; `firstData`, when given, is
 * the screen's data fetched side by side with the chunk (see `data/loader.ts`), so that the first
 * render shows it — or taken from the page the server wrote, without a fetch. It is an `import()`
 * too: the screens' loaders and reads stay out of the entry. `prepare` runs once both are in,
 * before that render (the post parses its Markdown there).
 */
function lazyScreen(load: () => Promise<ScreenModule>, name: string, firstData?: () => Promise<void>, prepare?: () => Promise<void>): Preloadable {
  return preloadable({
    load: () => load().then((module) => module[name] ?? Promise.reject(new Error(`No ${name}`))),
    beside: firstData,
    prepare,
  });
}

/** A screen's module: its components by name. */
type ScreenModule = Partial<Record<string, ComponentType>>;

/** For a screen that shows dates: the visitor's date formatter is built while the screen loads. */
const withDates = (load: () => Promise<void>) => () => {
  // A chunk that cannot load fails the screen through `load`; the warm-up has nothing to add.
  import('../domain/localDate').then((dates) => dates.prepareLocalDates(), () => undefined);
  return load();
};

const projectsData = () => import('../data/siteData').then((data) => data.projectsLoader.begin());
const writingData = () => import('../data/siteData').then((data) => data.writingListLoader.begin());
const artData = () => import('../data/siteData').then((data) => data.artLoader.begin());
/** The lazy loader runs as the route opens, so the address already names the post. */
const openingPost = () => matchPath('/writing/:slug', window.location.pathname)?.slug;
const postData = (slug = openingPost()) => (slug === undefined ? Promise.resolve() : import('../data/siteData').then((data) => data.postLoader.begin(slug)));
/** An art review: the art names the entry, and the review is the post of the entry's slug. */
const reviewData = () => Promise.all([artData(), postData(matchPath('/art/:category/:id', window.location.pathname)?.id)]).then(() => undefined);

/**
 * The Markdown renderer, for a screen that renders Markdown: fetched beside its data, unless
 * hydration keeps the server's Markdown. One that cannot be fetched does not fail the screen: its
 * Markdown blocks try again themselves (`MarkdownContent`).
 */
const fetchMarkdownRenderer = (unlessAdopted: boolean) => (): Promise<void> =>
  import('../markdown/markdownRenderer')
    .then((markdown): Promise<unknown> => (unlessAdopted ? markdown.markdownUnlessAdopted() : markdown.loadMarkdownRenderer()))
    .then(
      () => undefined,
      () => undefined,
    );
const withMarkdown = (load: () => Promise<void>) => () => Promise.all([load(), fetchMarkdownRenderer(true)()]).then(() => undefined);

/** What a screen fetches beside its chunk, and prepares once both are in, by its route. */
const FIRST_DATA: { readonly [P in SitePattern]?: { readonly data: () => Promise<void>; readonly prepare?: () => Promise<void> } } = {
  '/projects': { data: projectsData },
  '/projects/:id': { data: withMarkdown(projectsData) },
  '/art': { data: withDates(artData) },
  '/art/:category/:id': { data: withMarkdown(withDates(reviewData)) },
  '/writing': { data: withDates(writingData) },
  '/writing/:slug': {
    data: withMarkdown(withDates(postData)),
    prepare: () => import('../screens/WritingPost/WritingPostRoute').then((screen) => screen.preparePost(openingPost() ?? '')),
  },
  // The admin's editors preview Markdown.
  '/admin': { data: fetchMarkdownRenderer(false) },
  '/admin-clean': { data: fetchMarkdownRenderer(false) },
};

/**
 * Every route of the site, in order: the route table (`@portfolio/contracts/siteRoutes`, where a route is
 * added; the build hands it to this module as `virtual:site-routes`, see build/siteRoutesModule.ts), then
 * the 404 page, without a path. Home is in the entry chunk (it is the landing page); every other screen,
 * and above all the admin, is its own lazily loaded chunk, so visitors download only what they open.
 * Both admin variants share one chunk, fetched only when an admin route opens.
 */
export const SITE_ROUTES: readonly { readonly path?: string; readonly screen: Preloadable }[] = [
  ...ROUTES.map(({ pattern, component, load }) => ({
    path: pattern,
    // The one screen in the entry is Home's (`inEntry` in the route table).
    screen: load === null ? eager(HomeRoute) : lazyScreen(load, component, FIRST_DATA[pattern]?.data, FIRST_DATA[pattern]?.prepare),
  })),
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

/** The server: every screen's code and the Markdown renderer, once, so that any page renders at once. */
export function loadEveryScreen(): Promise<void> {
  const markdown = import('../markdown/markdownRenderer').then((renderer) => renderer.loadMarkdownRenderer());
  return Promise.all([...SITE_ROUTES.map((route) => route.screen.load()), openHomeScreen(false), markdown]).then(() => undefined);
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
