import type { Code, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * A post's Markdown as a syntax tree: CommonMark with GitHub's extensions (tables, strikethrough,
 * task lists, autolinks, footnotes) — the same parse as the site's `parseMarkdown`, so the feeds'
 * HTML and the highlighted code blocks (`codeHighlights.ts`) see the document the visitor sees.
 */
export function parsePostMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** The code blocks of a tree in document order (depth first), as the site's renderer counts them. */
export function codeBlocks(root: Root): Code[] {
  const found: Code[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code') found.push(node);
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return found;
}
