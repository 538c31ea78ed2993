import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every function
 * of a file that starts with it is compiled as the file streams in, on a background thread, instead
 * of lazily on the main thread at its first call. Measured on a phone's load here, compiling on
 * first call was about a quarter of the main thread's script time (docs/performance.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the rule reads of a built chunk. */
export interface ChunkFacts {
  readonly isEntry: boolean;
  readonly name: string;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
}

/** A screen's own chunk (its route, or the home's splash and terminal); the admin's is left out. */
const SCREEN = /[\\/]src[\\/]screens[\\/](?!Admin[\\/])/;
/** What main.tsx runs on every page once it has painted: the take-over of a page the server wrote, with the web font's code. */
const EVERY_PAGE = /[\\/]src[\\/]ssr[\\/]takeOverPage\.tsx?$/;
/** XState: it loads to create and start a machine at once (the splash, a desktop's terminal). */
const XSTATE = /[\\/]node_modules[\\/]xstate[\\/]/;

/**
 * Whether a chunk's functions mostly run as soon as it loads, so it is worth the hint: the entry
 * (React, the router, the shell), `shared`, each visitor screen, `MarkdownContent` (which a page
 * with Markdown hydrates), what every page runs after its paint, and XState. Left to lazy
 * compiling: large libraries of which a page calls a part (zod's `schemas`, the Markdown parser),
 * code a visitor's action loads (search, login, `cat`'s Markdown) and the admin. Eager compiling
 * of a file costs background time and memory for the functions never called.
 */
export function wantsCompileHint(chunk: ChunkFacts): boolean {
  if (chunk.isEntry || chunk.name === 'shared' || chunk.name === 'MarkdownContent') return true;
  const facade = chunk.facadeModuleId ?? '';
  return SCREEN.test(facade) || EVERY_PAGE.test(facade) || chunk.moduleIds.some((id) => XSTATE.test(id));
}

/** Puts the hint at the top of the chunks `wantsCompileHint` picks (the comment must come first). */
export function compileHints(): Plugin {
  return {
    name: 'portfolio-compile-hints',
    apply: 'build',
    // Added once the chunks are minified (minifying drops comments), so after their names were
    // hashed: the hint is put into the hash here, and a chunk gains or loses it under a new name.
    augmentChunkHash: (chunk) => (wantsCompileHint(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && wantsCompileHint(file)) file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}
