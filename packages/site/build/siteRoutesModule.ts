import { resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
// By path, not by package name: vite.config loads this file with Node, which cannot run a workspace package's .ts.
import { SITE_ROUTES, screenComponent, type SiteRoute } from '../../contracts/src/siteRoutes.ts';

/** The module the site's router reads the route table from (its types: src/app/siteRoutesModule.d.ts). */
export const SITE_ROUTES_MODULE = 'virtual:site-routes';
const RESOLVED_ID = `\0${SITE_ROUTES_MODULE}`;

/**
 * The route table (`@portfolio/contracts/siteRoutes`) as the browser needs it: each route's pattern,
 * component and a literal `import()` of its screen (so each lazy screen is a chunk of its own; null for
 * the screen in the entry), and the patterns whose screens show the config. Written at build time rather
 * than imported, so the entry carries no more than hand-written routes would: not the table's fields for
 * the server and the route hints.
 */
export function siteRoutesSource(routes: readonly SiteRoute[], screensDir: string): string {
  const rows = routes.map((route) => {
    const load = route.inEntry ? 'null' : `() => import(${JSON.stringify(normalizePath(resolve(screensDir, `${route.screen}.tsx`)))})`;
    return `  { pattern: ${JSON.stringify(route.pattern)}, component: ${JSON.stringify(screenComponent(route))}, load: ${load} },`;
  });
  const config = routes.filter((route) => route.config).map((route) => route.pattern);
  return `export const ROUTES = [\n${rows.join('\n')}\n];\nexport const CONFIG_ROUTES = ${JSON.stringify(config)};\n`;
}

/** Serves `virtual:site-routes` (the site's build, dev server and tests). */
export function siteRoutesModule(): Plugin {
  let screensDir = 'src/screens';
  return {
    name: 'portfolio-site-routes',
    configResolved(config) {
      screensDir = resolve(config.root, 'src/screens');
    },
    resolveId: (id) => (id === SITE_ROUTES_MODULE ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? siteRoutesSource(SITE_ROUTES, screensDir) : undefined),
  };
}
