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

/** Whether `id` imports XState, directly or through its static imports. */
function reachesXState(id: string, graph: ModuleGraph, seen: Map<string, boolean>): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false); // an import cycle adds nothing new
  const reaches = XSTATE.test(id) || (graph.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesXState(next, graph, seen));
  seen.set(id, reaches);
  return reaches;
}

/** The `shared` group's name function: `'shared'` for a module that belongs there, else null. */
export function sharedChunkName(): (id: string, graph: ModuleGraph) => string | null {
  const seen = new Map<string, boolean>();
  return (id, graph) => {
    if (ZOD.test(id)) return 'shared';
    if (NODE_MODULES.test(id)) return null;
    return reachesXState(id, graph, seen) ? null : 'shared';
  };
}
