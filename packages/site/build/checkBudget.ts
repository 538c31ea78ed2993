// `npm run test:budget` (turbo runs the build first): fails when `/` breaks its bundle budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteHints } from '@portfolio/contracts/routeHints';
import { COMPILE_HINT } from './compileHints.ts';
import { BUDGET, budgetViolations, describeFailure, EVERY_PAGE_CHUNKS, kb, TARGET } from './budget.ts';
import { ROUTE_HINTS_FILE } from './bundleReport.ts';
import { readSiteBundle, type RouteBundle } from './siteBundle.ts';

const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));

function line(bundle: RouteBundle): string {
  const { js, css } = bundle.size;
  return `${bundle.route.padEnd(13)} JS ${kb(js.gzip)} gzip -9 (${kb(js.raw)} raw), CSS ${kb(css.gzip)} gzip -9 (${kb(css.raw)} raw)`;
}

try {
  const { home, homeWithImports, adminClean, beforeHydration } = readSiteBundle(distDir);
  console.log(line(home));
  // Not held to the budget (index.html does not load it), shown so the cost stays visible.
  if (homeWithImports) console.log(`${line(homeWithImports)}  (with chunks its code imports on demand)`);
  console.log(adminClean ? line(adminClean) : '/admin-clean  no lazy admin route chunk in this build');
  const violations = budgetViolations(home.page, home.size);
  // Every script `/` loads runs as it loads: compiled on a background thread (build/compileHints.ts).
  const unhinted = home.page.js.filter((file) => !readFileSync(join(distDir, file), 'utf8').startsWith(COMPILE_HINT));
  if (unhinted.length > 0) {
    console.error(`Without V8's compile hint at their top (build/compileHints.ts): ${unhinted.join(', ')}`);
    process.exitCode = 1;
  }
  const everyPage = (JSON.parse(readFileSync(join(distDir, ROUTE_HINTS_FILE), 'utf8')) as RouteHints).always.modules;
  if (everyPage.length > EVERY_PAGE_CHUNKS) {
    console.error(`Every page the server wrote fetches ${everyPage.length} chunks after its paint besides its screen's, at most ${EVERY_PAGE_CHUNKS} wanted (EVERY_PAGE_CHUNKS in build/budget.ts): ${everyPage.join(', ')}`);
    process.exitCode = 1;
  }
  for (const { library, instead, modules } of beforeHydration.filter((each) => each.modules.length > 0)) {
    console.error([`${library} loads before a visitor page hydrates (${instead}):`, ...modules.slice(0, 5).map((line) => `  - ${line}`)].join('\n'));
    process.exitCode = 1;
  }
  if (violations.length > 0) {
    console.error(describeFailure(violations, home.page));
    process.exitCode = 1;
  } else {
    console.log(`Budget kept: / within ${kb(BUDGET.jsGzip)} JS and ${kb(BUDGET.cssGzip)} CSS (gzip -9), no admin code${beforeHydration.every((each) => each.modules.length === 0) ? `, nothing of ${beforeHydration.map((each) => each.library).join(' or ')} before a visitor page hydrates` : ''}.`);
    if (home.size.js.gzip > TARGET.jsGzip) console.log(`Target not met yet: ${kb(TARGET.jsGzip)} JS (see TARGET in build/budget.ts).`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
