import { gzipSync } from 'node:zlib';
import type { BundleReport, ReportChunk } from './bundleReportTypes.ts';

export interface Budget {
  readonly jsGzip: number;
  readonly cssGzip: number;
}

/** The target for what `/` loads, gzip -9, in bytes (1 KB = 1,000 bytes). */
export const TARGET: Budget = { jsGzip: 90_000, cssGzip: 10_000 };

/**
 * What `npm test` enforces: the target itself. The site runs on React 19 and react-router 7, the
 * stack every test and the server's render run too; react-dom alone is about 60 KB of it. The
 * first paint no longer waits for this script (the server sends the page), so its size is what a
 * phone downloads to make the page interactive (docs/performance.md).
 */
export const BUDGET: Budget = TARGET;

/**
 * How many chunks every page the server wrote fetches after its paint besides the entry and its
 * screen's (the route hints' `always`): `shared`, and the take-over's, which holds the web font's
 * code (`src/fonts/pageWebFont.ts`). Each is one more tag the page's inline script puts in and one
 * more request, 3–6 ms of the page's main thread apiece under Lighthouse (issue 31).
 */
export const EVERY_PAGE_CHUNKS = 2;

/** Admin code: modules under packages/site/src/screens/Admin/. It must never load on `/`. */
export const ADMIN_MODULE = /^src\/screens\/Admin\//;

/** The lazy route chunk of `/admin-clean`: named for it if such a chunk exists, else any admin route. */
export const ADMIN_CLEAN_CHUNK = [/admin-?clean/i, /admin/i];

/** A lazily loaded screen: its chunk stands for a module under src/screens/ (each screen's XRoute). */
export const ROUTE_MODULE = /^src\/screens\//;

export interface HtmlAssets {
  readonly scripts: readonly string[];
  readonly modulePreloads: readonly string[];
  readonly stylesheets: readonly string[];
}

export interface PageFiles {
  readonly js: readonly string[];
  readonly css: readonly string[];
  /** The chunks behind `js`, for naming modules. */
  readonly chunks: readonly ReportChunk[];
}

export interface Size {
  readonly raw: number;
  readonly gzip: number;
}

export interface FileSize extends Size {
  readonly file: string;
}

export interface PageSize {
  readonly files: readonly FileSize[];
  readonly js: Size;
  readonly css: Size;
}

export interface ModuleSize {
  readonly id: string;
  readonly renderedLength: number;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const [, name, double, single, bare] = match;
    if (name) found.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return found;
}

/** A same-origin URL from index.html as a path inside dist (`/assets/a.js` → `assets/a.js`); others are dropped. */
function distPath(url: string | undefined): string | undefined {
  if (!url || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
  return url.replace(/^\.?\//, '').split(/[?#]/)[0];
}

/** The scripts, module preloads and stylesheets that index.html makes the browser fetch. */
export function htmlAssets(html: string): HtmlAssets {
  const scripts: string[] = [];
  const modulePreloads: string[] = [];
  const stylesheets: string[] = [];
  for (const [tag, name = ''] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(name.length + 1));
    if (name.toLowerCase() === 'script') {
      const file = distPath(attrs.get('src'));
      if (file) scripts.push(file);
      continue;
    }
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const file = distPath(attrs.get('href'));
    if (!file) continue;
    if (rel.includes('modulepreload')) modulePreloads.push(file);
    else if (rel.includes('stylesheet')) stylesheets.push(file);
  }
  return { scripts, modulePreloads, stylesheets };
}

/** The chunks in `start` and everything they import statically, each once, in load order. */
export function staticClosure(report: BundleReport, start: readonly string[]): ReportChunk[] {
  const byFile = new Map(report.chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const ordered: ReportChunk[] = [];
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    if (!chunk) continue;
    ordered.push(chunk);
    queue.push(...chunk.imports);
  }
  return ordered;
}

export function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/**
 * What a page loads: the scripts, module preloads and stylesheets of index.html, the static imports
 * of those chunks and their CSS, plus each lazy chunk named (a route's) with its own imports and
 * CSS, as Vite's preload helper fetches them.
 */
export function pageFiles(report: BundleReport, html: string, lazyChunks: readonly string[] = []): PageFiles {
  const fromHtml = htmlAssets(html);
  const start = unique([...fromHtml.scripts, ...fromHtml.modulePreloads, ...lazyChunks]);
  const chunks = staticClosure(report, start);
  const chunkFiles = new Set(chunks.map((chunk) => chunk.file));
  // A script in index.html that is not in the report (hand-written, public/) still costs bytes.
  const js = unique([...start.filter((file) => !chunkFiles.has(file) && file.endsWith('.js')), ...chunkFiles]);
  const css = unique([...fromHtml.stylesheets, ...chunks.flatMap((chunk) => chunk.css)]);
  return { js, css, chunks };
}

/** The lazily loaded chunk for a route: the first pattern that matches a dynamic chunk's module wins. */
export function findRouteChunk(report: BundleReport, patterns: readonly RegExp[]): ReportChunk | undefined {
  const lazy = report.chunks.filter((chunk) => chunk.isDynamicEntry && !chunk.isEntry);
  for (const pattern of patterns) {
    const found = lazy.find((chunk) => pattern.test(chunk.facadeModule ?? chunk.name));
    if (found) return found;
  }
  return undefined;
}

/**
 * Chunks that the code loaded on a page imports with `import()` and that are not a lazy screen —
 * e.g. a schema fetched while the app starts. They are not in index.html, yet most are fetched on
 * every visit; reported beside the budget so nobody mistakes moving code there for removing it.
 */
export function onDemandImports(report: BundleReport, page: PageFiles): string[] {
  const byFile = new Map(report.chunks.map((chunk) => [chunk.file, chunk]));
  const loaded = new Set(page.js);
  const isRoute = (file: string) => {
    const chunk = byFile.get(file);
    return chunk?.isDynamicEntry === true && ROUTE_MODULE.test(chunk.facadeModule ?? '');
  };
  return unique(page.chunks.flatMap((chunk) => chunk.dynamicImports)).filter((file) => !loaded.has(file) && !isRoute(file));
}

export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}

function total(files: readonly FileSize[]): Size {
  return files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
}

/** Raw and gzip -9 bytes of each file (each compressed on its own, as it travels). */
export function measurePage(page: PageFiles, read: (file: string) => Uint8Array): PageSize {
  const sized = (file: string): FileSize => {
    const bytes = read(file);
    return { file, raw: bytes.length, gzip: gzipSize(bytes) };
  };
  const js = page.js.map(sized);
  const css = page.css.map(sized);
  return { files: [...js, ...css], js: total(js), css: total(css) };
}

export function largestModules(chunks: readonly ReportChunk[], count = 10): ModuleSize[] {
  return chunks
    .flatMap((chunk) => chunk.modules)
    .sort((a, b) => b.renderedLength - a.renderedLength || a.id.localeCompare(b.id))
    .slice(0, count);
}

/** `../../node_modules/@scope/name/x.js` → `@scope/name`; a workspace file → its package folder. */
export function packageOf(id: string): string {
  const inModules = [...id.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1);
  if (inModules?.[1]) return inModules[1];
  const workspace = /^\.\.\/([^/]+)\//.exec(id);
  return workspace?.[1] ? `@portfolio/${workspace[1]}` : '@portfolio/site';
}

export function largestPackages(chunks: readonly ReportChunk[], count = 8): ModuleSize[] {
  const sizes = new Map<string, number>();
  for (const module of chunks.flatMap((chunk) => chunk.modules)) {
    const name = packageOf(module.id);
    sizes.set(name, (sizes.get(name) ?? 0) + module.renderedLength);
  }
  return [...sizes]
    .map(([id, renderedLength]) => ({ id, renderedLength }))
    .sort((a, b) => b.renderedLength - a.renderedLength || a.id.localeCompare(b.id))
    .slice(0, count);
}

export function adminModules(chunks: readonly ReportChunk[]): string[] {
  return chunks.flatMap((chunk) => chunk.modules.filter((module) => ADMIN_MODULE.test(module.id)).map((module) => module.id));
}

/** zod's own modules. */
export const ZOD_MODULE = /(^|\/)node_modules\/zod\//;
/** The Markdown parser: micromark with its extensions, and mdast's builder on it. */
export const MARKDOWN_PARSER_MODULE = /(^|\/)node_modules\/(micromark[^/]*|mdast-util-from-markdown)\//;

/**
 * Libraries no visitor page runs before it hydrates, and where they load instead. Building the
 * schemas is a long task on a phone, and a server-rendered page fetches nothing to hydrate; a page
 * the server wrote keeps its Markdown as sent, so its parser (23 KB gzip) has nothing to do.
 */
export const NOT_BEFORE_HYDRATION: readonly { readonly library: string; readonly module: RegExp; readonly instead: string }[] = [
  { library: 'zod', module: ZOD_MODULE, instead: 'import schemas through src/http/schemaLoader.ts' },
  { library: 'the Markdown parser', module: MARKDOWN_PARSER_MODULE, instead: 'render Markdown through src/markdown/markdownRenderer.ts' },
];

/** The modules a server-rendered page runs before it hydrates besides its screen: the seeding of its data. */
const HYDRATION_MODULE = /^src\/ssr\//;

/**
 * The modules `module` matches on a visitor page's way to hydration, as `chunk: module` lines: what
 * index.html loads, each visitor screen's chunk (a lazy route outside src/screens/Admin/) and the
 * data seeding, with their static imports. For the libraries of `NOT_BEFORE_HYDRATION`, it must be empty.
 */
export function modulesBeforeHydration(report: BundleReport, html: string, module: RegExp): string[] {
  const visitorChunks = report.chunks.filter((chunk) => {
    const facade = chunk.facadeModule ?? '';
    return chunk.isDynamicEntry && !chunk.isEntry && (ROUTE_MODULE.test(facade) || HYDRATION_MODULE.test(facade)) && !ADMIN_MODULE.test(facade);
  });
  const starts = [[], ...visitorChunks.map((chunk) => [chunk.file])];
  return unique(
    starts.flatMap((lazy) => {
      const label = lazy[0] ?? 'index.html';
      return pageFiles(report, html, lazy).chunks.flatMap((chunk) => chunk.modules.filter((each) => module.test(each.id)).map((each) => `${label}: ${each.id}`));
    }),
  );
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

/** Every way the `/` page breaks its budget, as sentences; empty when it keeps it. */
export function budgetViolations(page: PageFiles, size: PageSize, budget: Budget = BUDGET): string[] {
  const violations: string[] = [];
  if (size.js.gzip > budget.jsGzip) violations.push(`JS is ${kb(size.js.gzip)} gzip -9, over the ${kb(budget.jsGzip)} budget`);
  if (size.css.gzip > budget.cssGzip) violations.push(`CSS is ${kb(size.css.gzip)} gzip -9, over the ${kb(budget.cssGzip)} budget`);
  const admin = adminModules(page.chunks);
  if (admin.length > 0) violations.push(`admin code loads on /: ${admin.slice(0, 5).join(', ')}${admin.length > 5 ? ', …' : ''}`);
  return violations;
}

/** The failure message: what is wrong, then where the bytes go (rendered sizes, before minification). */
export function describeFailure(violations: readonly string[], page: PageFiles): string {
  const rendered = page.chunks.reduce((sum, chunk) => sum + chunk.modules.reduce((s, m) => s + m.renderedLength, 0), 0);
  const share = (bytes: number) => `${kb(bytes).padStart(9)}  ${((100 * bytes) / Math.max(rendered, 1)).toFixed(1).padStart(5)}%`;
  return [
    'Bundle budget for / broken:',
    ...violations.map((line) => `  - ${line}`),
    'Largest packages on / (rendered bytes before minification, share of the page):',
    ...largestPackages(page.chunks).map((entry) => `  ${share(entry.renderedLength)}  ${entry.id}`),
    'Largest modules on /:',
    ...largestModules(page.chunks).map((entry) => `  ${share(entry.renderedLength)}  ${entry.id}`),
  ].join('\n');
}
