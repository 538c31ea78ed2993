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
 *   after a screen's first paint (`DeferredTerminal`) or only in the admin.
 */

/** What rolldown's `name` function may read of the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const XSTATE = /[\\/]node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/;

/**
 * Whether `id` imports XState, directly or through its static imports. Only a yes is remembered
 * (`reaching`): a no found inside an import cycle may be a partial answer.
 */
function reachesXState(id: string, graph: ModuleGraph, reaching: Set<string>, visiting = new Set<string>()): boolean {
  if (reaching.has(id) || XSTATE.test(id)) return true;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const reaches = (graph.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesXState(next, graph, reaching, visiting));
  if (reaches) reaching.add(id);
  return reaches;
}

/** The `shared` group's name function: `'shared'` for a module that belongs there, else null. */
export function sharedChunkName(): (id: string, graph: ModuleGraph) => string | null {
  const reaching = new Set<string>();
  return (id, graph) => {
    if (ZOD.test(id)) return 'shared';
    if (NODE_MODULES.test(id)) return null;
    return reachesXState(id, graph, reaching) ? null : 'shared';
  };
}
