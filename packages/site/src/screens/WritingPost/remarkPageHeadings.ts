/** The little of mdast this plugin reads and writes. */
export interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * A remark plugin fitting a post's headings under the page's own `h1` (the title): the heading
 * levels the post uses, smallest first, become h2, h3, … (at most h6), so the outline never skips
 * a level however the owner numbered them. The level written in the Markdown is kept as
 * `data-level`, which the styles show as its `#` marks.
 */
export function remarkPageHeadings() {
  return (tree: MdNode): void => {
    const headings: MdNode[] = [];
    const walk = (node: MdNode) => {
      if (node.type === 'heading') headings.push(node);
      node.children?.forEach(walk);
    };
    walk(tree);
    const levels = [...new Set(headings.map((heading) => heading.depth ?? 1))].sort((a, b) => a - b);
    for (const heading of headings) {
      const written = heading.depth ?? 1;
      heading.depth = Math.min(6, 2 + levels.indexOf(written));
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, 'data-level': written } };
    }
  };
}
