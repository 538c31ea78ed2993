import { safeUrl } from '@portfolio/contracts/safeUrl';
import type { Definition, List, ListItem, Nodes, Parents, Root } from 'mdast';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import type { ReactNode } from 'react';
import styles from './MarkdownContent.module.css';
import { MarkdownImage, MarkdownLink } from './MarkdownParts';
import { pageHeadingLevels } from './pageHeadings';

/**
 * A parsed post (mdast, from `mdast-util-from-markdown`) as React elements — never HTML strings.
 * It renders what react-markdown 10 rendered, element for element (`MarkdownContent.test.tsx`
 * holds the two to the same HTML): block children separated by line breaks, tight list items
 * without their paragraphs, raw HTML as visible text, every URL normalised and then checked by
 * `safeUrl`, headings fitted under the page title (`pageHeadingLevels`).
 */

interface Context {
  /** Link and image definitions by label, for references. */
  readonly definitions: ReadonlyMap<string, Definition>;
  /** The page level of a heading written at `depth`. */
  readonly headingLevel: (depth: number) => number;
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
  const blocks = item.children.filter((child) => child.type !== 'definition');
  blocks.forEach((child, index) => {
    const paragraph = child.type === 'paragraph';
    if (loose || index !== 0 || !paragraph) out.push('\n');
    out.push(paragraph && !loose ? children(child, context) : render(child, context, index));
  });
  const tail = blocks.at(-1);
  if (tail !== undefined && (loose || tail.type !== 'paragraph')) out.push('\n');
  return <li key={key}>{out}</li>;
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
    <MarkdownLink key={key} href={safeUrl(normalizeUri(target.url))} title={target.title ?? undefined}>
      {content}
    </MarkdownLink>
  );
}

function image(target: Target, alt: string | null | undefined, key: number): ReactNode {
  return <MarkdownImage key={key} src={safeUrl(normalizeUri(target.url), 'src')} alt={alt ?? ''} title={target.title ?? undefined} />;
}

function render(node: Nodes, context: Context, key: number): ReactNode {
  switch (node.type) {
    case 'root':
      return lines(children(node, context));
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
      const language = node.lang?.split(/\s+/)[0];
      return (
        // A code block can be scrolled sideways, so it takes keyboard focus.
        <pre key={key} className={styles.pre} tabIndex={0}>
          <code className={[styles.code, language ? `language-${language}` : ''].filter(Boolean).join(' ')}>{node.value ? `${node.value}\n` : ''}</code>
        </pre>
      );
    }
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
      return link(node, children(node, context), key);
    case 'image':
      return image(node, node.alt, key);
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier);
      return definition === undefined ? children(node, context) : link(definition, children(node, context), key);
    }
    case 'imageReference': {
      const definition = context.definitions.get(node.identifier);
      return definition === undefined ? (node.alt ?? '') : image(definition, node.alt, key);
    }
    // Definitions only lend their URL to references; the other node types need extensions
    // (GFM, MDX, front matter) this parser is not given.
    default:
      return null;
  }
}

/** The first definition of each label wins, as in CommonMark. */
function collectDefinitions(root: Root): ReadonlyMap<string, Definition> {
  const definitions = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return definitions;
}

export function markdownElements(root: Root): ReactNode {
  return render(root, { definitions: collectDefinitions(root), headingLevel: pageHeadingLevels(root) }, 0);
}
