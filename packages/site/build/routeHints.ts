import type { PageHint, RouteHints } from '@portfolio/contracts/routeHints';
import { onDemandImports, pageFiles, staticClosure, unique } from './budget.ts';
// By path, not by package name: vite.config loads this file with Node, which cannot run a workspace package's .ts.
import { SITE_ROUTES, type SiteRoute } from '../../contracts/src/siteRoutes.ts';
import type { BundleReport } from './bundleReportTypes.ts';

export interface RouteScreen {
  /** The client route, as in the route table (`@portfolio/contracts/siteRoutes`). */
  readonly pattern: string;
  /** The module of its lazy screen, relative to packages/site; null when the screen is in the entry chunk. */
  readonly screen: string | null;
  /** API paths the screen fetches before its first paint (`data` in the route table, and the config where it shows); `:params` come from the route. */
  readonly data: readonly string[];
}

/** The config's API path: preloaded by the routes that show it (`config` in the route table), fetched by the others after their first paint. */
const CONFIG_DATA = '/api/config';

const routeScreen = (route: SiteRoute): RouteScreen => ({
  pattern: route.pattern,
  screen: route.inEntry ? null : `src/screens/${route.screen}.tsx`,
  data: [...(route.config ? [CONFIG_DATA] : []), ...(route.data ?? [])],
});

/** The routes of the route table with everything they fetch before their first paint: their own data, and the config where it shows. */
export const ROUTE_SCREENS: readonly RouteScreen[] = SITE_ROUTES.map(routeScreen);

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
    // No data is fetched by every page before its first paint: the config is, only by the routes that
    // show it (ROUTE_SCREENS adds it); the other pages fetch it once they have painted.
    data: [],
  };
  const known = new Set([...loaded, ...always.modules, ...always.styles]);
  const routes = screens.map(({ pattern, screen, data }) => {
    if (screen === null) return { pattern, modules: [], styles: [], data: [...data] };
    const chunk = report.chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModule === screen);
    if (!chunk) throw new Error(`Route hints: no lazy chunk for ${screen} (route ${pattern}); does the route table name its screen (@portfolio/contracts/siteRoutes)?`);
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
