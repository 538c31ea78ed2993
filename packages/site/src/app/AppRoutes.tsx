import { lazy, type ComponentType } from 'react';
import { AppShell } from './AppShell';
import { matchPath, Route, Switch } from '../routing';
import { HomeRoute } from '../screens/Home/HomeRoute';
import { NotFoundRoute } from '../screens/NotFound/NotFoundRoute';

/**
 * A screen in a chunk of its own, fetched when its route first opens; `firstData`, when given, is
 * the screen's data fetched side by side with the chunk (see `api/firstLoad.ts`), so that the first
 * render shows it. It is an `import()` too: the API modules carry zod, which the entry must not.
 * `prepare` runs once both are in, before that render (the post parses its Markdown there).
 */
function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  firstData?: () => Promise<void>,
  prepare?: (module: M) => Promise<void>,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), firstData?.()]);
    await prepare?.(module);
    return { default: module[name] };
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

const ProjectsRoute = lazyScreen(() => import('../screens/Projects/ProjectsRoute'), 'ProjectsRoute', projectsData);
const ProjectDetailRoute = lazyScreen(() => import('../screens/ProjectDetail/ProjectDetailRoute'), 'ProjectDetailRoute', projectsData);
const AboutRoute = lazyScreen(() => import('../screens/About/AboutRoute'), 'AboutRoute');
const QuickviewRoute = lazyScreen(() => import('../screens/Quickview/QuickviewRoute'), 'QuickviewRoute');
const ArtRoute = lazyScreen(() => import('../screens/Art/ArtRoute'), 'ArtRoute', withDates(artData));
const WritingRoute = lazyScreen(() => import('../screens/Writing/WritingRoute'), 'WritingRoute', withDates(writingData));
const WritingPostRoute = lazyScreen(
  () => import('../screens/WritingPost/WritingPostRoute'),
  'WritingPostRoute',
  withDates(postData),
  (screen) => screen.preparePost(openingPost() ?? ''),
);
// Both admin variants share one chunk, fetched only when an admin route opens.
const AdminRoute = lazyScreen(() => import('../screens/Admin/AdminRoute'), 'AdminRoute');
const AdminCleanRoute = lazyScreen(() => import('../screens/Admin/AdminRoute'), 'AdminCleanRoute');

/**
 * Every route of spec §2. Home is in the entry chunk (it is the landing page); every other screen,
 * and above all the admin, is its own lazily loaded chunk, so visitors download only what they open.
 * The first route whose path matches is shown; the last, without a path, is the 404 page.
 */
export function AppRoutes() {
  return (
    <AppShell>
      <Switch>
        <Route path="/">
          <HomeRoute />
        </Route>
        <Route path="/projects">
          <ProjectsRoute />
        </Route>
        <Route path="/projects/:id">
          <ProjectDetailRoute />
        </Route>
        <Route path="/about">
          <AboutRoute />
        </Route>
        <Route path="/about/quickview">
          <QuickviewRoute />
        </Route>
        <Route path="/art">
          <ArtRoute />
        </Route>
        <Route path="/writing">
          <WritingRoute />
        </Route>
        <Route path="/writing/:slug">
          <WritingPostRoute />
        </Route>
        <Route path="/admin">
          <AdminRoute />
        </Route>
        <Route path="/admin-clean">
          <AdminCleanRoute />
        </Route>
        <Route>
          <NotFoundRoute />
        </Route>
      </Switch>
    </AppShell>
  );
}
