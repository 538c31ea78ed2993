import type { Nodes, Root } from 'mdast';

/**
 * How a post's headings fit under the page's own `h1` (the title): the heading levels the post
 * uses, smallest first, become h2, h3, … (at most h6; from `top`, for a text under a section's h2), so the outline never skips a level however
 * the owner numbered them. Returns the page level for each written level; the written one is
 * kept on the element as `data-level`, which the styles show as its `#` marks.
 */
export function pageHeadingLevels(tree: Root, top = 2): (written: number) => number {
  const written = new Set<number>();
  const walk = (node: Nodes) => {
    if (node.type === 'heading') written.add(node.depth);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  const levels = [...written].sort((a, b) => a - b);
  return (depth) => Math.min(6, top + Math.max(0, levels.indexOf(depth)));
}
