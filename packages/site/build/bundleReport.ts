import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { BundleReport, ReportChunk } from './bundleReportTypes.ts';
import { routeHintsFrom } from './routeHints.ts';

export const BUNDLE_REPORT_FILE = '.vite/bundle-report.json';
/** Same as ROUTE_HINTS_FILE of @portfolio/contracts/routeHints (vite.config cannot load that .ts file at build time). */
export const ROUTE_HINTS_FILE = '.vite/route-hints.json';

// Vite's own bookkeeping on each chunk (not in Rolldown's types): the CSS files the chunk pulls in.
interface ViteChunkMetadata {
  viteMetadata?: { importedCss?: Set<string> };
}

/** Module ids relative to the site package, without Rolldown's `\0` virtual marker, so reports compare across machines. */
function moduleName(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
  return clean.startsWith('/') ? relative(root, clean) : clean;
}

/**
 * Writes `dist/.vite/bundle-report.json` after the build: every chunk with its file, whether it is
 * the entry or a lazily loaded one, what it imports, its CSS and its modules' rendered sizes. The
 * budget check (`build/checkBudget.ts`) and the benchmark read it to tell what a page loads.
 * From it, `dist/.vite/route-hints.json` (see routeHints.ts): what each route preloads.
 */
export function bundleReport(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'portfolio-bundle-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const chunks: ReportChunk[] = [];
      const assets: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset') {
          assets.push(output.fileName);
          continue;
        }
        const css = (output as ViteChunkMetadata).viteMetadata?.importedCss ?? new Set<string>();
        chunks.push({
          file: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModule: output.facadeModuleId === null ? null : moduleName(output.facadeModuleId, root),
          imports: [...output.imports].sort(),
          dynamicImports: [...output.dynamicImports].sort(),
          css: [...css].sort(),
          modules: Object.entries(output.modules)
            .map(([id, info]) => ({ id: moduleName(id, root), renderedLength: info.renderedLength }))
            .filter((module) => module.renderedLength > 0)
            .sort((a, b) => b.renderedLength - a.renderedLength || a.id.localeCompare(b.id)),
        });
      }
      chunks.sort((a, b) => a.file.localeCompare(b.file));
      const report: BundleReport = { version: 1, chunks, assets: assets.sort() };
      const path = resolve(root, outDir, BUNDLE_REPORT_FILE);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);

      const html = bundle['index.html'];
      if (html?.type === 'asset') {
        const hints = routeHintsFrom(report, String(html.source));
        await writeFile(resolve(root, outDir, ROUTE_HINTS_FILE), `${JSON.stringify(hints, null, 2)}\n`);
      }
    },
  };
}
