// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_HINTS_FILE as CONTRACT_FILE, routeHintsSchema } from '@portfolio/contracts/routeHints';
import { SITE_ROUTES, screenComponent } from '@portfolio/contracts/siteRoutes';
import { describe, expect, it } from 'vitest';
import { ROUTE_HINTS_FILE } from './bundleReport.ts';
import type { BundleReport, ReportChunk } from './bundleReportTypes.ts';
import { CONFIG_ROUTES } from '../src/config/configScreens.ts';
import { ROUTE_SCREENS, routeHintsFrom } from './routeHints.ts';

function chunk(file: string, extra: Partial<ReportChunk> = {}): ReportChunk {
  return { file, name: file, isEntry: false, isDynamicEntry: false, facadeModule: null, imports: [], dynamicImports: [], css: [], modules: [], ...extra };
}

const report: BundleReport = {
  version: 1,
  assets: [],
  chunks: [
    chunk('assets/index.js', {
      isEntry: true,
      facadeModule: 'index.html',
      imports: ['assets/runtime.js'],
      dynamicImports: ['assets/PostRoute.js', 'assets/config.js'],
      css: ['assets/index.css'],
    }),
    chunk('assets/runtime.js'),
    chunk('assets/config.js', { isDynamicEntry: true, imports: ['assets/zod.js', 'assets/runtime.js'] }),
    chunk('assets/zod.js'),
    chunk('assets/PostRoute.js', {
      isDynamicEntry: true,
      facadeModule: 'src/screens/Post/PostRoute.tsx',
      imports: ['assets/index.js', 'assets/zod.js', 'assets/markdown.js'],
      css: ['assets/PostRoute.css', 'assets/index.css'],
    }),
    chunk('assets/markdown.js'),
  ],
};
const html = `<head><script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime.js"><link rel="stylesheet" crossorigin href="/assets/index.css"></head>`;

describe('routeHintsFrom', () => {
  it('preloads what every page imports at start, and per route its chunks, their CSS and data, none of it twice', () => {
    const hints = routeHintsFrom(report, html, [
      { pattern: '/', screen: null, data: [] },
      { pattern: '/post/:slug', screen: 'src/screens/Post/PostRoute.tsx', data: ['/api/post/:slug'] },
    ]);
    expect(hints).toEqual({
      version: 1,
      always: { modules: ['assets/config.js', 'assets/zod.js'], styles: [], data: [] },
      routes: [
        { pattern: '/', modules: [], styles: [], data: [] },
        { pattern: '/post/:slug', modules: ['assets/PostRoute.js', 'assets/markdown.js'], styles: ['assets/PostRoute.css'], data: ['/api/post/:slug'] },
      ],
    });
    expect(routeHintsSchema.parse(hints)).toEqual(hints);
  });

  it('refuses a screen that has no lazy chunk', () => {
    expect(() => routeHintsFrom(report, html, [{ pattern: '/gone', screen: 'src/screens/Gone.tsx', data: [] }])).toThrow(
      'Route hints: no lazy chunk for src/screens/Gone.tsx (route /gone)',
    );
  });

  it('writes where the server reads', () => {
    expect(ROUTE_HINTS_FILE).toBe(CONTRACT_FILE);
  });
});

describe('ROUTE_SCREENS', () => {
  it('has every route of the route table (@portfolio/contracts/siteRoutes), and no other', () => {
    const paths = SITE_ROUTES.map((route) => route.pattern);
    expect(ROUTE_SCREENS.map((route) => route.pattern).sort()).toEqual(paths.sort());
  });

  it('preloads the config exactly on the routes whose screens show it (src/config/configScreens.ts)', () => {
    const hinted = ROUTE_SCREENS.filter((route) => route.data.includes('/api/config')).map((route) => route.pattern);
    expect(hinted.sort()).toEqual([...CONFIG_ROUTES].sort());
  });

  it("names each route's lazy screen, a module that exports the route's component", () => {
    for (const route of SITE_ROUTES) {
      const screen = ROUTE_SCREENS.find((each) => each.pattern === route.pattern)?.screen;
      const module = `src/screens/${route.screen}.tsx`;
      expect(screen, route.pattern).toBe('inEntry' in route ? null : module);
      const source = readFileSync(join(import.meta.dirname, '..', module), 'utf8');
      expect(source, module).toMatch(new RegExp(`export function ${screenComponent(route)}\\b`));
    }
  });
});
