/**
 * How the site build groups modules into chunks (`vite.config.ts`).
 *
 * Lighthouse's mobile run — like a phone on HTTP/1.1 — pays a round trip per file before the first
 * paint, and the default split gave `/projects` 19 of them, some of 100 bytes. So:
 * - `app`: everything the entry loads statically (Preact, the router, the shell) is one file;
 * - `shared`: the site's own modules used by two or more lazily loaded chunks (zod with the
 *   contracts, the terminal's view, the API helpers) are one file, fetched at start with the
 *   config schema, so a screen is its own chunk plus this one;
 * - code that reaches XState (the terminal machine, the admin) stays out of `shared`: it loads
 *   after a screen's first paint (`DeferredTerminal`) or only in the admin;
 * - so does the Markdown renderer (`src/markdown/`) and whatever reaches its parser (micromark with
 *   GitHub's extensions, 23 KB gzip): only a post, the admin's preview and `cat` need it, and in
 *   `shared` every page would fetch it.
 */

/** What rolldown's `name` function may read of the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/** Packages whose code loads only with what needs it: XState and the Markdown parser. */
const DEFERRED = /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|mdast-util-from-markdown)[\\/]/;
const MARKDOWN = /[\\/]src[\\/]markdown[\\/]/;

/**
 * Whether `id` imports XState or the Markdown parser, directly or through its static imports. Only a
 * yes is remembered (`reaching`): a no found inside an import cycle may be a partial answer.
 */
function reachesDeferred(id: string, graph: ModuleGraph, reaching: Set<string>, visiting = new Set<string>()): boolean {
  if (reaching.has(id) || DEFERRED.test(id)) return true;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const reaches = (graph.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesDeferred(next, graph, reaching, visiting));
  if (reaches) reaching.add(id);
  return reaches;
}

/** The `shared` group's name function: `'shared'` for a module that belongs there, else null. */
export function sharedChunkName(): (id: string, graph: ModuleGraph) => string | null {
  const reaching = new Set<string>();
  return (id, graph) => {
    if (ZOD.test(id)) return 'shared';
    if (NODE_MODULES.test(id) || MARKDOWN.test(id)) return null;
    return reachesDeferred(id, graph, reaching) ? null : 'shared';
  };
}
