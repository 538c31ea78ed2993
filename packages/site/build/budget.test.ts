// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  describeFailure,
  findRouteChunk,
  htmlAssets,
  largestModules,
  largestPackages,
  MARKDOWN_PARSER_MODULE,
  measurePage,
  modulesBeforeHydration,
  packageOf,
  pageFiles,
  ADMIN_CLEAN_CHUNK,
  onDemandImports,
  TARGET,
  ZOD_MODULE,
} from './budget.ts';
import type { BundleReport, ReportChunk } from './bundleReportTypes.ts';

function chunk(file: string, extra: Partial<ReportChunk> = {}): ReportChunk {
  return { file, name: file, isEntry: false, isDynamicEntry: false, facadeModule: null, imports: [], dynamicImports: [], css: [], modules: [], ...extra };
}

const report: BundleReport = {
  version: 1,
  assets: ['assets/index.css', 'assets/admin.css', 'index.html'],
  chunks: [
    chunk('assets/index.js', {
      isEntry: true,
      facadeModule: 'index.html',
      imports: ['assets/vendor.js'],
      dynamicImports: ['assets/AdminCleanRoute.js', 'assets/ProjectsRoute.js', 'assets/schema.js'],
      css: ['assets/index.css'],
      modules: [{ id: 'src/main.tsx', renderedLength: 300 }],
    }),
    chunk('assets/vendor.js', {
      modules: [
        { id: '../../node_modules/react-dom/cjs/react-dom-client.production.js', renderedLength: 5000 },
        { id: '../../node_modules/@scope/pkg/index.js', renderedLength: 700 },
      ],
    }),
    chunk('assets/AdminCleanRoute.js', {
      isDynamicEntry: true,
      facadeModule: 'src/screens/Admin/AdminCleanRoute.tsx',
      imports: ['assets/vendor.js', 'assets/forms.js'],
      css: ['assets/admin.css'],
      modules: [{ id: 'src/screens/Admin/AdminClean.tsx', renderedLength: 900 }],
    }),
    chunk('assets/forms.js', { modules: [{ id: '../terminal-ui/src/machines/projectFormMachine.ts', renderedLength: 400 }] }),
    chunk('assets/ProjectsRoute.js', { isDynamicEntry: true, facadeModule: 'src/screens/Projects/ProjectsRoute.tsx' }),
    chunk('assets/schema.js', { modules: [{ id: '../contracts/src/config.ts', renderedLength: 100 }] }),
  ],
};

const html = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor.js">
  <link rel="stylesheet" crossorigin href="/assets/index.css">
  <link rel="icon" href="/favicon.svg">
  <link rel='stylesheet' href='https://fonts.example.com/x.css'>
</head><body><div id="root"></div></body></html>`;

const files: Record<string, string> = {
  'assets/index.js': 'console.log("entry");'.repeat(20),
  'assets/vendor.js': 'export const vendor = 1;'.repeat(50),
  'assets/AdminCleanRoute.js': 'export const admin = 2;'.repeat(10),
  'assets/forms.js': 'export const forms = 3;',
  'assets/index.css': 'body{color:red}'.repeat(5),
  'assets/admin.css': '.admin{color:blue}',
};
const read = (file: string) => Buffer.from(files[file] ?? '');

describe('htmlAssets', () => {
  it('lists same-origin scripts, module preloads and stylesheets, in order, as dist paths', () => {
    expect(htmlAssets(html)).toEqual({
      scripts: ['assets/index.js'],
      modulePreloads: ['assets/vendor.js'],
      stylesheets: ['assets/index.css'],
    });
  });

  it('reads unquoted attributes, several rel values and relative URLs', () => {
    const page = '<SCRIPT type=module src=./assets/a.js?v=1></SCRIPT><link rel="preload modulepreload" href="assets/b.js">';
    expect(htmlAssets(page)).toEqual({ scripts: ['assets/a.js'], modulePreloads: ['assets/b.js'], stylesheets: [] });
  });
});

describe('pageFiles', () => {
  it('loads for / the entry, its static imports and its CSS, and no lazy chunk', () => {
    const page = pageFiles(report, html);
    expect(page.js).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(page.css).toEqual(['assets/index.css']);
    expect(page.chunks.map((c) => c.file)).toEqual(['assets/index.js', 'assets/vendor.js']);
  });

  it('adds a lazy route chunk with its own static imports and CSS, each file once', () => {
    const page = pageFiles(report, html, ['assets/AdminCleanRoute.js']);
    expect(page.js).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/AdminCleanRoute.js', 'assets/forms.js']);
    expect(page.css).toEqual(['assets/index.css', 'assets/admin.css']);
  });

  it('counts a script that index.html loads but the bundle report does not know', () => {
    const page = pageFiles(report, `${html}<script type="module" src="/legacy.js"></script>`);
    expect(page.js).toContain('legacy.js');
  });
});

describe('findRouteChunk', () => {
  it('prefers the chunk named for /admin-clean, then any admin route, among lazy chunks only', () => {
    expect(findRouteChunk(report, ADMIN_CLEAN_CHUNK)?.file).toBe('assets/AdminCleanRoute.js');
    const renamed: BundleReport = {
      ...report,
      chunks: report.chunks.map((c) => (c.file === 'assets/AdminCleanRoute.js' ? { ...c, facadeModule: 'src/screens/Admin/AdminRoute.tsx' } : c)),
    };
    expect(findRouteChunk(renamed, ADMIN_CLEAN_CHUNK)?.facadeModule).toBe('src/screens/Admin/AdminRoute.tsx');
    expect(findRouteChunk(report, [/nothing-like-this/])).toBeUndefined();
  });
});

describe('modulesBeforeHydration', () => {
  const zod = { id: '../../node_modules/zod/v4/core/schemas.js', renderedLength: 900 };
  const micromark = { id: '../../node_modules/micromark/lib/parse.js', renderedLength: 900 };
  const withModuleIn = (file: string, module = zod): BundleReport => ({
    ...report,
    chunks: [...report.chunks.map((c) => (c.file === file ? { ...c, modules: [...c.modules, module] } : c)), chunk('assets/seed.js', { isDynamicEntry: true, facadeModule: 'src/ssr/seedPageData.ts', imports: ['assets/vendor.js'] })],
  });

  it('is empty when zod loads only with the admin or on demand', () => {
    expect(modulesBeforeHydration(withModuleIn('assets/forms.js'), html, ZOD_MODULE)).toEqual([]);
    expect(modulesBeforeHydration(withModuleIn('assets/schema.js'), html, ZOD_MODULE)).toEqual([]);
  });

  it('names zod in what index.html loads, in a visitor screen’s chunk or in the data seeding’s imports', () => {
    expect(modulesBeforeHydration(withModuleIn('assets/vendor.js'), html, ZOD_MODULE)).toEqual([
      `index.html: ${zod.id}`,
      `assets/ProjectsRoute.js: ${zod.id}`,
      `assets/seed.js: ${zod.id}`,
    ]);
    expect(modulesBeforeHydration(withModuleIn('assets/ProjectsRoute.js'), html, ZOD_MODULE)).toEqual([`assets/ProjectsRoute.js: ${zod.id}`]);
  });

  it('names the Markdown parser in a visitor screen’s chunk, and not where it loads on demand', () => {
    expect(modulesBeforeHydration(withModuleIn('assets/ProjectsRoute.js', micromark), html, MARKDOWN_PARSER_MODULE)).toEqual([`assets/ProjectsRoute.js: ${micromark.id}`]);
    expect(modulesBeforeHydration(withModuleIn('assets/schema.js', micromark), html, MARKDOWN_PARSER_MODULE)).toEqual([]);
    expect(MARKDOWN_PARSER_MODULE.test('../../node_modules/micromark-extension-gfm-table/lib/syntax.js')).toBe(true);
    expect(MARKDOWN_PARSER_MODULE.test('../../node_modules/mdast-util-from-markdown/lib/index.js')).toBe(true);
    expect(MARKDOWN_PARSER_MODULE.test('../../node_modules/mdast-util-gfm/lib/index.js')).toBe(false);
  });
});

describe('onDemandImports', () => {
  it('lists what the loaded code imports with import() that is not a lazy screen', () => {
    expect(onDemandImports(report, pageFiles(report, html))).toEqual(['assets/schema.js']);
  });

  it('leaves out chunks the page already loads', () => {
    expect(onDemandImports(report, pageFiles(report, html, ['assets/schema.js']))).toEqual([]);
  });
});

describe('measurePage', () => {
  it('sums raw bytes and gzip -9 bytes of each file compressed on its own', () => {
    const size = measurePage(pageFiles(report, html), read);
    const gz = (file: string) => gzipSync(read(file), { level: 9 }).length;
    expect(size.js).toEqual({
      raw: read('assets/index.js').length + read('assets/vendor.js').length,
      gzip: gz('assets/index.js') + gz('assets/vendor.js'),
    });
    expect(size.css).toEqual({ raw: read('assets/index.css').length, gzip: gz('assets/index.css') });
    expect(size.files.map((f) => f.file)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/index.css']);
  });
});

describe('budgetViolations', () => {
  const page = pageFiles(report, html);
  const size = measurePage(page, read);

  it('is empty when / keeps the budget and carries no admin code', () => {
    expect(budgetViolations(page, size, { jsGzip: size.js.gzip, cssGzip: size.css.gzip })).toEqual([]);
  });

  it('names JS and CSS over budget, in KB of gzip -9', () => {
    const violations = budgetViolations(page, { ...size, js: { raw: 1, gzip: 90_001 }, css: { raw: 1, gzip: 10_500 } }, TARGET);
    expect(violations).toEqual([
      'JS is 90.0 KB gzip -9, over the 90.0 KB budget',
      'CSS is 10.5 KB gzip -9, over the 10.0 KB budget',
    ]);
  });

  it('fails when admin screen code is in what / loads', () => {
    const leaky = pageFiles(report, `${html}<link rel="modulepreload" href="/assets/AdminCleanRoute.js">`);
    expect(budgetViolations(leaky, size, { jsGzip: Infinity, cssGzip: Infinity })).toEqual([
      'admin code loads on /: src/screens/Admin/AdminClean.tsx',
    ]);
  });
});

describe('naming what is large', () => {
  const page = pageFiles(report, html, ['assets/AdminCleanRoute.js']);

  it('ranks modules and packages by rendered size', () => {
    expect(largestModules(page.chunks, 2).map((m) => m.id)).toEqual([
      '../../node_modules/react-dom/cjs/react-dom-client.production.js',
      'src/screens/Admin/AdminClean.tsx',
    ]);
    expect(largestPackages(page.chunks)).toEqual([
      { id: 'react-dom', renderedLength: 5000 },
      { id: '@portfolio/site', renderedLength: 1200 },
      { id: '@scope/pkg', renderedLength: 700 },
      { id: '@portfolio/terminal-ui', renderedLength: 400 },
    ]);
  });

  it('maps module ids to packages', () => {
    expect(packageOf('../../node_modules/.pnpm/x/node_modules/@a/b/c.js')).toBe('@a/b');
    expect(packageOf('../contracts/src/projects.ts')).toBe('@portfolio/contracts');
    expect(packageOf('src/main.tsx')).toBe('@portfolio/site');
  });

  it('puts the violations first and the largest modules after them in the failure message', () => {
    const message = describeFailure(['JS is 100.0 KB gzip -9, over the 90.0 KB budget'], page);
    expect(message.split('\n').slice(0, 4)).toEqual([
      'Bundle budget for / broken:',
      '  - JS is 100.0 KB gzip -9, over the 90.0 KB budget',
      'Largest packages on / (rendered bytes before minification, share of the page):',
      '     5.0 KB   68.5%  react-dom',
    ]);
    expect(message).toContain('Largest modules on /:\n     5.0 KB   68.5%  ../../node_modules/react-dom/cjs/react-dom-client.production.js');
  });
});
