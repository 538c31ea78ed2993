import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

let last: { readonly content: string; readonly tree: Root } | undefined;

/**
 * A post's Markdown as a syntax tree: CommonMark with GitHub's extensions (tables, strikethrough,
 * task lists, autolinks, footnotes), parsed as the API parses it (`parsePostMarkdown.ts` there, which
 * numbers the code blocks its `highlights` describe in the same order). The last one is kept, so a post parsed ahead of
 * its render (`preparePost`) is not parsed again; the tree is only read, never changed.
 */
export function parseMarkdown(content: string): Root {
  if (last?.content !== content) last = { content, tree: fromMarkdown(content, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) };
  return last.tree;
}
