import { TARGET, budgetViolations, type Budget, largestModules, largestPackages, type ModuleSize, type Size } from '../../packages/site/build/budget.ts';
import { readSiteBundle, type RouteBundle } from '../../packages/site/build/siteBundle.ts';

export interface RouteSize {
  readonly route: string;
  readonly js: Size;
  readonly css: Size;
  readonly files: readonly { file: string; raw: number; gzip: number }[];
}

export interface BundleResult {
  readonly budget: Budget;
  readonly routes: readonly RouteSize[];
  /** Empty when `/` keeps its budget. */
  readonly violations: readonly string[];
  readonly largestPackages: readonly ModuleSize[];
  readonly largestModules: readonly ModuleSize[];
}

const routeSize = (bundle: RouteBundle): RouteSize => ({ route: bundle.route, ...bundle.size });

/** What the built `index.html` loads for `/` and for `/admin-clean`, raw and gzip -9, against the budget. */
export function benchBundle(distDir: string): BundleResult {
  const { home, homeWithImports, adminClean } = readSiteBundle(distDir);
  return {
    budget: TARGET,
    routes: [home, homeWithImports, adminClean].filter((bundle): bundle is RouteBundle => bundle !== undefined).map(routeSize),
    violations: budgetViolations(home.page, home.size),
    largestPackages: largestPackages(home.page.chunks),
    largestModules: largestModules(home.page.chunks),
  };
}
