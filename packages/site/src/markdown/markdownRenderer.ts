import type * as RenderMarkdown from './renderMarkdown';
import { hasAdoptedMarkdown } from './serverMarkdown';

/**
 * The Markdown renderer (`renderMarkdown.ts`), loaded on demand. A page the server wrote keeps its
 * Markdown as sent while it hydrates (`serverMarkdown.ts`), so the parser, 23 KB gzip and the
 * largest script of a post's or a project's page, is neither fetched nor run before the page is
 * interactive: a route that renders Markdown loads it beside its data (`AppRoutes.tsx`), unless it
 * is hydrating adopted Markdown; `MarkdownContent` loads it itself (showing an empty busy block) if it is not in yet.
 */
export type MarkdownRenderer = typeof RenderMarkdown;

let loaded: MarkdownRenderer | undefined;
let loading: Promise<MarkdownRenderer> | undefined;

/** The renderer, fetched once; a failed fetch is tried again by the next call. */
export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  loading ??= import('./renderMarkdown').then(
    (renderer) => (loaded = renderer),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The renderer if it is in, else undefined. */
export function markdownRenderer(): MarkdownRenderer | undefined {
  return loaded;
}

/** Whether the page is being hydrated with the server's Markdown kept as sent (nothing to render from source). */
export function hydratingAdoptedMarkdown(): boolean {
  return typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-app-ready') && hasAdoptedMarkdown();
}

/** For a route that renders Markdown: the renderer, except while hydrating adopted Markdown. */
export function markdownUnlessAdopted(): Promise<void> {
  return hydratingAdoptedMarkdown() ? Promise.resolve() : loadMarkdownRenderer().then(() => undefined);
}
