import type { CodeHighlights } from '@portfolio/contracts/writing';
import type { Code, Definition, List, ListItem, Nodes, Parents, Root, Table, TableRow } from 'mdast';
import type { ReactNode } from 'react';
import { CodeBlock } from './CodeBlock';
import styles from './MarkdownContent.module.css';
import { type FootnoteIndex, FootnoteReference, Footnotes, indexFootnotes, taskBox } from './MarkdownGfm';
import { MarkdownImage, MarkdownLink } from './MarkdownParts';
import { pageHeadingLevels } from './pageHeadings';
import { collectDefinitions, markdownUrl } from './references';

/**
 * A parsed post (mdast, from `mdast-util-from-markdown`) as React elements — never HTML strings.
 * It renders what react-markdown 10 rendered, element for element (`MarkdownContent.test.tsx`
 * holds the two to the same HTML): block children separated by line breaks, tight list items
 * without their paragraphs, raw HTML as visible text, every URL normalised and then checked by
 * `safeUrl`, headings fitted under the page title (`pageHeadingLevels`). GitHub's extensions on
 * top: tables, strikethrough, task lists (disabled checkboxes), autolinks (checked like any link)
 * and footnotes (`MarkdownGfm.tsx`); code blocks coloured by the server's `highlights`, each with a copy
 * button (`CodeBlock`); an image not inside a link is a link to itself, which opens the lightbox (`MarkdownImage`).
 */

interface Context {
  /** Link and image definitions by label, for references. */
  readonly definitions: ReadonlyMap<string, Definition>;
  /** The page level of a heading written at `depth`. */
  readonly headingLevel: (depth: number) => number;
  /** Each code block's place in document order, which the server's `highlights` follow. */
  readonly codeIndex: ReadonlyMap<Code, number>;
  readonly highlights: CodeHighlights | undefined;
  /** Footnotes by their number (order of first reference). */
  readonly footnotes: FootnoteIndex;
  /** Inside a link: an image there is the link's, not a link to open the image (no link in a link). */
  readonly inLink: boolean;
}

/** Block children with a line break between them (and around them, for a `loose` container). */
function lines(nodes: readonly ReactNode[], loose = false): ReactNode[] {
  const out: ReactNode[] = loose ? ['\n'] : [];
  nodes.forEach((node, index) => {
    if (index > 0) out.push('\n');
    out.push(node);
  });
  if (loose && nodes.length > 0) out.push('\n');
  return out;
}

/** Spaces and tabs around a line ending in text are not shown. */
function trimLines(value: string): string {
  return value.replace(/[ \t]*(\r?\n|\r)[ \t]*/g, '$1');
}

function itemIsLoose(item: ListItem): boolean {
  return item.spread ?? item.children.length > 1;
}

function listIsLoose(list: List): boolean {
  return Boolean(list.spread) || list.children.some(itemIsLoose);
}

function listItem(item: ListItem, loose: boolean, context: Context, key: number): ReactNode {
  const out: ReactNode[] = [];
  // A task's checkbox opens its first paragraph (or the item, when that is no paragraph).
  const task = typeof item.checked === 'boolean' ? [taskBox(item.checked), ' '] : null;
  const blocks = item.children.filter((child) => child.type !== 'definition');
  if (task && blocks[0]?.type !== 'paragraph') out.push(task);
  blocks.forEach((child, index) => {
    const paragraph = child.type === 'paragraph';
    if (loose || index !== 0 || !paragraph) out.push('\n');
    const boxed = index === 0 && paragraph && task;
    if (paragraph && !loose) out.push(boxed ? [task, children(child, context)] : children(child, context));
    else if (boxed) out.push(<p key={index}>{[task, children(child, context)]}</p>);
    else out.push(render(child, context, index));
  });
  const tail = blocks.at(-1);
  if (tail !== undefined && (loose || tail.type !== 'paragraph')) out.push('\n');
  return (
    <li key={key} className={task ? styles.task : undefined}>
      {out}
    </li>
  );
}

/** A node's children; what renders nothing (a definition) leaves no line break behind either. */
function children(parent: Parents, context: Context): ReactNode[] {
  return parent.children.map((child, index) => render(child, context, index)).filter((node) => node !== null);
}

const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

function heading(level: number, written: number, content: ReactNode[], key: number): ReactNode {
  const Tag = HEADING_TAGS[level - 2] ?? 'h6';
  return (
    <Tag key={key} className={styles.heading} data-level={written}>
      {content}
    </Tag>
  );
}

/** Where a link or image points: its own URL and title, or its definition's for a reference. */
interface Target {
  readonly url: string;
  readonly title?: string | null;
}

function link(target: Target, content: ReactNode[], key: number): ReactNode {
  return (
    <MarkdownLink key={key} href={markdownUrl(target.url)} title={target.title ?? undefined}>
      {content}
    </MarkdownLink>
  );
}

function image(target: Target, alt: string | null | undefined, context: Context, key: number): ReactNode {
  return <MarkdownImage key={key} src={markdownUrl(target.url, 'src')} alt={alt ?? ''} title={target.title ?? undefined} opens={!context.inLink} />;
}

function render(node: Nodes, context: Context, key: number): ReactNode {
  switch (node.type) {
    case 'root':
      return [lines(children(node, context)), <Footnotes key="footnotes" root={node} index={context.footnotes} render={(child, index) => render(child, context, index)} />];
    case 'paragraph':
      return <p key={key}>{children(node, context)}</p>;
    case 'heading':
      return heading(context.headingLevel(node.depth), node.depth, children(node, context), key);
    case 'thematicBreak':
      return <hr key={key} className={styles.rule} />;
    case 'blockquote':
      return (
        <blockquote key={key} className={styles.quote}>
          {lines(children(node, context), true)}
        </blockquote>
      );
    case 'list': {
      const loose = listIsLoose(node);
      const items = node.children.map((item, index) => listItem(item, loose, context, index));
      const start = node.ordered && typeof node.start === 'number' && node.start !== 1 ? node.start : undefined;
      return node.ordered ? (
        <ol key={key} className={styles.list} start={start}>
          {lines(items, true)}
        </ol>
      ) : (
        <ul key={key} className={styles.list}>
          {lines(items, true)}
        </ul>
      );
    }
    case 'listItem':
      return listItem(node, itemIsLoose(node), context, key);
    case 'code': {
      const index = context.codeIndex.get(node);
      const runs = index === undefined ? undefined : context.highlights?.[index];
      return <CodeBlock key={key} value={node.value} language={node.lang?.split(/\s+/)[0]} runs={runs} />;
    }
    case 'table':
      return table(node, context, key);
    case 'delete':
      return <del key={key}>{children(node, context)}</del>;
    case 'footnoteReference':
      return <FootnoteReference key={key} node={node} index={context.footnotes} />;
    case 'inlineCode':
      return (
        <code key={key} className={styles.code}>
          {node.value.replace(/\r?\n|\r/g, ' ')}
        </code>
      );
    case 'text':
      return trimLines(node.value);
    // No raw HTML: it is shown as the text it is.
    case 'html':
      return node.value;
    case 'emphasis':
      return <em key={key}>{children(node, context)}</em>;
    case 'strong':
      return <strong key={key}>{children(node, context)}</strong>;
    case 'break':
      return [<br key={key} />, '\n'];
    case 'link':
      return link(node, children(node, { ...context, inLink: true }), key);
    case 'image':
      return image(node, node.alt, context, key);
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier);
      return definition === undefined ? children(node, context) : link(definition, children(node, { ...context, inLink: true }), key);
    }
    case 'imageReference': {
      const definition = context.definitions.get(node.identifier);
      return definition === undefined ? (node.alt ?? '') : image(definition, node.alt, context, key);
    }
    // Definitions only lend their URL to references, footnote definitions are listed at the end
    // (`Footnotes`); the other node types need extensions (MDX, front matter) this parser is not given.
    default:
      return null;
  }
}

/** Each code block's number in document order (depth first), as the API counts them. */
function numberCodeBlocks(root: Root): ReadonlyMap<Code, number> {
  const numbers = new Map<Code, number>();
  const visit = (node: Nodes) => {
    if (node.type === 'code') numbers.set(node, numbers.size);
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return numbers;
}

/** A GFM table in a box that scrolls sideways; `data-align` carries each column's alignment to the styles. */
function table(node: Table, context: Context, key: number): ReactNode {
  const [head, ...body] = node.children;
  const row = (cells: TableRow, Cell: 'th' | 'td', rowKey: number) => (
    <tr key={rowKey}>
      {cells.children.map((cell, index) => (
        <Cell key={index} data-align={node.align?.[index] ?? undefined}>
          {children(cell, context)}
        </Cell>
      ))}
    </tr>
  );
  return (
    // Scrolled sideways when wider than the column, so it takes keyboard focus, as a code block does.
    <div key={key} className={styles.tableBox} tabIndex={0}>
      <table className={styles.table}>
        {head && <thead>{row(head, 'th', 0)}</thead>}
        {body.length > 0 && <tbody>{body.map((cells, index) => row(cells, 'td', index))}</tbody>}
      </table>
    </div>
  );
}

/**
 * A parsed post as React elements. `highlights` is the server's highlighting of this very text (the
 * post's answer); a block whose runs are of another text (an unsaved preview) shows plain.
 */
export function markdownElements(root: Root, highlights?: CodeHighlights, headingLevel = 2): ReactNode {
  return render(
    root,
    {
      definitions: collectDefinitions(root),
      headingLevel: pageHeadingLevels(root, headingLevel),
      inLink: false,
      codeIndex: numberCodeBlocks(root),
      highlights,
      footnotes: indexFootnotes(root),
    },
    0,
  );
}
