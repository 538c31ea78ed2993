/**
 * How the site build groups modules into chunks (`vite.config.ts`).
 *
 * Lighthouse's mobile run — like a phone on HTTP/1.1 — pays a round trip per file before the first
 * paint, and the default split gave `/projects` 19 of them, some of 100 bytes. So:
 * - `app`: everything the entry loads statically (React, the router, the shell) is one file;
 * - `shared`: the site's own modules used by two or more lazily loaded chunks (the terminal's view,
 *   the API helpers, zod-free contracts) are one file, so a screen is its own chunk plus this one;
 * - `schemas`: zod and the contracts modules built with it are one file that no visitor page
 *   imports statically: the visitors' reads import it with their first fetch
 *   (`src/http/visitorSchemas.ts`), the admin with its route. Building the schemas is a 15–20 ms task
 *   on this machine (4× that on Lighthouse's phone) and a server-rendered page fetches nothing to
 *   hydrate, so it stays off every page's load;
 * - code that reaches XState (the terminal machine, the admin) stays out of `shared`: it loads
 *   after a screen's first paint (`DeferredTerminal`) or only in the admin;
 * - so does the Markdown renderer (`src/markdown/`) and whatever reaches its parser (micromark with
 *   GitHub's extensions, 23 KB gzip): only a post, the admin's preview and `cat` need it, and in
 *   `shared` every page would fetch it; and so does every site module that imports zod's schemas.
 *   Two tiny modules are the exception (`MARKDOWN_SHARED`): the renderer's loader, which the routes
 *   import to fetch it beside their data, and the marks both the renderer and `MarkdownContent`
 *   use; in chunks of their own they would be one more file on every page, or on a post's.
 */

/** What rolldown's `name` function may read of the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const CONTRACTS = /[\\/]contracts[\\/]src[\\/]/;
/** Packages whose code loads only with what needs it: XState and the Markdown parser. */
const DEFERRED = /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|mdast-util-from-markdown)[\\/]/;
const MARKDOWN = /[\\/]src[\\/]markdown[\\/]/;
/**
 * `MarkdownContent` with its actions (`markdownActions.tsx`, `copyCode.ts`) and its class names,
 * which the renderer uses too: one chunk, which every page showing Markdown loads.
 */
const MARKDOWN_VIEW = /[\\/]src[\\/]markdown[\\/](MarkdownContent\.tsx|MarkdownContent\.module\.css|markdownActions\.tsx|copyCode\.ts)$/;
/**
 * The two small Markdown modules both sides of the renderer's split use, so they are shared: its
 * loader (`markdownRenderer.ts`, which the routes import) and the marks its actions find (`markdownMarks.ts`).
 */
const MARKDOWN_SHARED = /[\\/]src[\\/]markdown[\\/](markdownRenderer|markdownMarks)\.ts$/;

/**
 * Whether `id` is a module `target` matches or imports one through its static imports. Only a yes
 * is remembered (`reaching`): a no found inside an import cycle may be a partial answer.
 */
function reaches(target: RegExp, id: string, graph: ModuleGraph, reaching: Set<string>, visiting = new Set<string>()): boolean {
  if (reaching.has(id) || target.test(id)) return true;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const found = (graph.getModuleInfo(id)?.importedIds ?? []).some((next) => reaches(target, next, graph, reaching, visiting));
  if (found) reaching.add(id);
  return found;
}

/** The name function of the `shared` group: `'shared'`, `'schemas'` or `'MarkdownContent'` for a module that belongs there, else null. */
export function sharedChunkName(): (id: string, graph: ModuleGraph) => string | null {
  const reachingDeferred = new Set<string>();
  const reachingZod = new Set<string>();
  return (id, graph) => {
    if (ZOD.test(id)) return 'schemas';
    if (MARKDOWN_VIEW.test(id)) return 'MarkdownContent';
    if (NODE_MODULES.test(id) || (MARKDOWN.test(id) && !MARKDOWN_SHARED.test(id))) return null;
    if (reaches(ZOD, id, graph, reachingZod)) return CONTRACTS.test(id) ? 'schemas' : null;
    return reaches(DEFERRED, id, graph, reachingDeferred) ? null : 'shared';
  };
}
