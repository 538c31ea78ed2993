import type { Nodes } from 'mdast';
import { parsePostMarkdown } from '../markdown/parsePostMarkdown';

/** Nodes whose text stands apart from what comes before and after it. */
const BLOCKS = new Set<Nodes['type']>(['paragraph', 'heading', 'code', 'tableCell', 'thematicBreak']);

/** What a reader reads of a node: text and code as written, links as their words, images as their alt text, no raw HTML. */
function readText(node: Nodes): string {
  let text = '';
  if (node.type === 'html') text = '';
  else if (node.type === 'image' || node.type === 'imageReference') text = node.alt ?? '';
  else if (node.type === 'break') text = ' ';
  else if ('value' in node) text = node.value;
  else if ('children' in node) text = (node.children as Nodes[]).map(readText).join('');
  return BLOCKS.has(node.type) ? ` ${text} ` : text;
}

/**
 * A post's Markdown as the words a reader sees (GitHub-flavoured, as the site parses it): no `#`,
 * `**` or link targets, so a search neither finds them nor shows them in a snippet. White space
 * is left as it comes; the search puts the text on one line.
 */
export function markdownText(markdown: string): string {
  return readText(parsePostMarkdown(markdown));
}
