import type { PageHint, RouteHints } from '@portfolio/contracts/routeHints';
import { onDemandImports, pageFiles, staticClosure, unique } from './budget.ts';
import { CONFIG_ROUTES } from '../src/config/configScreens.ts';
import type { BundleReport } from './bundleReportTypes.ts';

export interface RouteScreen {
  /** The client route, as in src/app/AppRoutes.tsx. */
  readonly pattern: string;
  /** The module of its lazy screen, relative to packages/site; null when the screen is in the entry chunk. */
  readonly screen: string | null;
  /**
   * API paths the screen fetches as it opens, exactly as src/api/ requests them (the browser reuses a
   * preloaded answer only for the same URL); `:params` come from the route. Lists fetched with
   * `cache: 'no-store'` (the writing list) are left out: such a fetch never takes a preloaded answer.
   */
  readonly data: readonly string[];
}

/** The config's API path: preloaded by the routes of src/config/configScreens.ts, fetched by the others after their first paint. */
const CONFIG_DATA = '/api/config';

/** Every route of src/app/AppRoutes.tsx (a unit test holds the two together), with its screen's own data. */
const SCREENS: readonly RouteScreen[] = [
  { pattern: '/', screen: null, data: [] },
  { pattern: '/projects', screen: 'src/screens/Projects/ProjectsRoute.tsx', data: ['/api/projects'] },
  { pattern: '/projects/:id', screen: 'src/screens/ProjectDetail/ProjectDetailRoute.tsx', data: ['/api/projects'] },
  { pattern: '/about', screen: 'src/screens/About/AboutRoute.tsx', data: [] },
  { pattern: '/about/quickview', screen: 'src/screens/Quickview/QuickviewRoute.tsx', data: [] },
  { pattern: '/art', screen: 'src/screens/Art/ArtRoute.tsx', data: ['/api/art'] },
  { pattern: '/writing', screen: 'src/screens/Writing/WritingRoute.tsx', data: [] },
  { pattern: '/writing/:slug', screen: 'src/screens/WritingPost/WritingPostRoute.tsx', data: ['/api/writing/:slug'] },
  // The admin lists need the owner's token, so only the chunk (and the config) is worth fetching early.
  { pattern: '/admin', screen: 'src/screens/Admin/AdminRoute.tsx', data: [] },
  { pattern: '/admin-clean', screen: 'src/screens/Admin/AdminRoute.tsx', data: [] },
];

/** The routes with everything they fetch before their first paint: their own data, and the config where it shows. */
export const ROUTE_SCREENS: readonly RouteScreen[] = SCREENS.map((route) =>
  CONFIG_ROUTES.includes(route.pattern) ? { ...route, data: [CONFIG_DATA, ...route.data] } : route,
);

/**
 * What each route needs beyond what index.html already loads: its screen's chunks and their CSS,
 * the chunks the app imports at start on every page (the config's schema), and the data.
 * Throws when a screen has no chunk of its own, so a renamed screen cannot silently lose its hints.
 */
export function routeHintsFrom(report: BundleReport, indexHtml: string, screens: readonly RouteScreen[] = ROUTE_SCREENS): RouteHints {
  const entry = pageFiles(report, indexHtml);
  const loaded = new Set([...entry.js, ...entry.css]);
  const startImports = staticClosure(report, onDemandImports(report, entry));
  const always: PageHint = {
    modules: startImports.map((chunk) => chunk.file).filter((file) => !loaded.has(file)),
    styles: unique(startImports.flatMap((chunk) => chunk.css)).filter((file) => !loaded.has(file)),
    // No data is fetched by every page before its first paint: the config is, only by the routes of
    // src/config/configScreens.ts (ROUTE_SCREENS adds it); the other pages fetch it once they have painted.
    data: [],
  };
  const known = new Set([...loaded, ...always.modules, ...always.styles]);
  const routes = screens.map(({ pattern, screen, data }) => {
    if (screen === null) return { pattern, modules: [], styles: [], data: [...data] };
    const chunk = report.chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModule === screen);
    if (!chunk) throw new Error(`Route hints: no lazy chunk for ${screen} (route ${pattern}); is it still imported by src/app/AppRoutes.tsx?`);
    const chunks = staticClosure(report, [chunk.file]);
    return {
      pattern,
      // staticClosure lists each chunk once; CSS files may be shared between them.
      modules: chunks.map((each) => each.file).filter((file) => !known.has(file)),
      styles: unique(chunks.flatMap((each) => each.css)).filter((file) => !known.has(file)),
      data: [...data],
    };
  });
  return { version: 1, always, routes };
}
