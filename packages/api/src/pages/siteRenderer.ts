import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageData } from '@portfolio/contracts/pageData';
import type { Logger } from '../logging/log';

/** The site's server renderer (`packages/site/src/ssr/renderPage.tsx`, built into `dist-server/`). */
export interface SiteRenderer {
  /** The HTML inside `#root` for the page at `url`, rendered with `data`. */
  render(url: string, data: PageData): string;
  /** `data` with what only the site's code computes (the owner's name lettered): what the page renders and carries. */
  complete(data: PageData): PageData;
}

interface RendererModule {
  readonly ready: Promise<void>;
  renderPage(url: string, data: PageData): string;
  /** Optional: a renderer built without it leaves the data as the API read it. */
  completePageData?: (data: PageData) => PageData;
}

const isRendererModule = (value: unknown): value is RendererModule =>
  typeof value === 'object' && value !== null && 'renderPage' in value && typeof value.renderPage === 'function' && 'ready' in value;

/** The file's modification time, or null when it is not there. */
function modifiedAt(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Loads the renderer when the first page asks, and again when the site is rebuilt under a running
 * server (the file's time changed: its markup must match the browser's new scripts, or every page
 * would fail to hydrate). Null (pages then go out without their content, and the browser renders
 * them alone, as before) when the site was built without it or it fails to load, which is said once
 * in the log per file version. The file is the site's build output, loaded at run time: the API
 * imports no site code.
 */
export function siteRendererLoader(file: string, log: Logger): () => Promise<SiteRenderer | null> {
  let loaded: { readonly version: number | null; readonly renderer: Promise<SiteRenderer | null> } | undefined;
  const load = async (version: number | null): Promise<SiteRenderer | null> => {
    if (version === null) {
      log.warn(`The site's server renderer is not built (${file}): pages are sent for the browser to render.`);
      return null;
    }
    try {
      // A new URL per version: Node keeps every module it imported, keyed by URL.
      const module: unknown = await import(`${pathToFileURL(file).href}?v=${version}`);
      if (!isRendererModule(module)) throw new Error('it exports no renderPage');
      await module.ready;
      const complete = typeof module.completePageData === 'function' ? module.completePageData : (data: PageData) => data;
      return { render: (url, data) => module.renderPage(url, data), complete: (data) => complete(data) };
    } catch (error) {
      log.error(`The site's server renderer could not be loaded (${file}): ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  return () => {
    const version = modifiedAt(file);
    if (loaded === undefined || loaded.version !== version) loaded = { version, renderer: load(version) };
    return loaded.renderer;
  };
}
