import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

let last: { readonly content: string; readonly tree: Root } | undefined;

/**
 * A post's Markdown as a syntax tree (CommonMark). The last one is kept, so a post parsed ahead of
 * its render (`preparePost`) is not parsed again; the tree is only read, never changed.
 */
export function parseMarkdown(content: string): Root {
  if (last?.content !== content) last = { content, tree: fromMarkdown(content) };
  return last.tree;
}
