/** The shape of `dist/.vite/bundle-report.json`, written by the `bundleReport` Vite plugin. */
export interface ReportModule {
  /** Relative to packages/site, e.g. `src/app/AppRoutes.tsx` or `../../node_modules/react-dom/...`. */
  readonly id: string;
  /** Bytes the module contributes to its chunk before minification. */
  readonly renderedLength: number;
}

export interface ReportChunk {
  /** Output file, relative to dist, e.g. `assets/index-abc123.js`. */
  readonly file: string;
  readonly name: string;
  readonly isEntry: boolean;
  /** Loaded by `import()`, e.g. a lazy route. */
  readonly isDynamicEntry: boolean;
  /** The module this chunk stands for (a lazy route's file), relative to packages/site. */
  readonly facadeModule: string | null;
  /** Chunks this one imports statically (they load with it). */
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  /** CSS files this chunk brings in. */
  readonly css: readonly string[];
  /** Largest first. */
  readonly modules: readonly ReportModule[];
}

export interface BundleReport {
  readonly version: 1;
  readonly chunks: readonly ReportChunk[];
  readonly assets: readonly string[];
}
