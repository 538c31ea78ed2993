import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_CLEAN_CHUNK, findRouteChunk, measurePage, modulesBeforeHydration, NOT_BEFORE_HYDRATION, onDemandImports, pageFiles, type PageFiles, type PageSize } from './budget.ts';
import { BUNDLE_REPORT_FILE } from './bundleReport.ts';
import type { BundleReport } from './bundleReportTypes.ts';

export interface RouteBundle {
  readonly route: string;
  readonly page: PageFiles;
  readonly size: PageSize;
}

export interface SiteBundle {
  readonly home: RouteBundle;
  /** `/` plus what its code fetches with import() outside the router (e.g. at start); undefined when nothing. */
  readonly homeWithImports: RouteBundle | undefined;
  /** Undefined while the build has no lazy admin route chunk. */
  readonly adminClean: RouteBundle | undefined;
  /** Each library of `NOT_BEFORE_HYDRATION` with its modules a visitor page loads before it hydrates (`modulesBeforeHydration`); each list must be empty. */
  readonly beforeHydration: readonly { readonly library: string; readonly instead: string; readonly modules: readonly string[] }[];
}

/** Reads a built site (dist/) and measures what `/` and `/admin-clean` load. Throws when dist has no report. */
export function readSiteBundle(distDir: string): SiteBundle {
  const reportPath = join(distDir, BUNDLE_REPORT_FILE);
  let report: BundleReport;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8')) as BundleReport;
  } catch {
    throw new Error(`No bundle report at ${reportPath}: build the site first (npm run build); its bundleReport plugin writes it.`);
  }
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const read = (file: string) => readFileSync(join(distDir, file));
  const route = (path: string, lazy: readonly string[]): RouteBundle => {
    const page = pageFiles(report, html, lazy);
    return { route: path, page, size: measurePage(page, read) };
  };
  const home = route('/', []);
  const onDemand = onDemandImports(report, home.page);
  const adminChunk = findRouteChunk(report, ADMIN_CLEAN_CHUNK);
  return {
    home,
    homeWithImports: onDemand.length > 0 ? route('/ + import()', onDemand) : undefined,
    adminClean: adminChunk ? route('/admin-clean', [adminChunk.file]) : undefined,
    beforeHydration: NOT_BEFORE_HYDRATION.map(({ library, module, instead }) => ({ library, instead, modules: modulesBeforeHydration(report, html, module) })),
  };
}
