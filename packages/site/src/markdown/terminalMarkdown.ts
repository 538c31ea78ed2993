import { linkTarget } from '@portfolio/contracts/safeUrl';
import { link, navigateEntry, styledText, text } from '@portfolio/terminal-ui/engine/output';
import type { OutputSegment, OutputTone, TextMark } from '@portfolio/terminal-ui/engine/types';
import type { Definition, List, Nodes, PhrasingContent, RootContent, Table } from 'mdast';
import { parseMarkdown } from './parseMarkdown';
import { collectDefinitions, markdownUrl } from './references';

/**
 * A post's Markdown as terminal text, for `cat` in the writing and art terminals: what `glow` or
 * `mdcat` would print, in the terminal's output model (lines of segments, `engine/types.ts`).
 *
 * The choices, so the output reads as a terminal's and never as raw Markdown:
 * - headings lose their `#` marks and are bold (level 1 also underlined, levels 1–2 in the accent
 *   colour); emphasis is italic, strong bold, strikethrough struck, inline code on a dim backdrop;
 * - a paragraph is one line (the terminal wraps it), a hard break starts a new one; blocks are
 *   separated by one blank line;
 * - bullets are `•`, numbered items `1.` (from the list's start), tasks `[x]`/`[ ]`, nested items
 *   indented under their text;
 * - code blocks are boxed in the dim colour (`┌─ lang`, `│ ` before each line, `└─`), verbatim;
 *   block quotes have a dim `│ ` before each line; a rule is a dim line of `─`;
 * - tables are aligned columns separated by `│`, the header bold and underlined by `─┼─`;
 * - links are clickable: the site's pages in the app, web pages in a new tab, mail links as they
 *   are; a URL `safeUrl` drops leaves its words. Images show as `[image: alt]`, linked the same way.
 * - raw HTML is shown as the text it is, as on the page.
 */

type Line = OutputSegment[];

interface Style {
  readonly tone?: OutputTone;
  readonly marks: readonly TextMark[];
}

const PLAIN: Style = { marks: [] };
const DIM: OutputTone = 'muted';

/** Link and image definitions by label, for references. */
interface Context {
  readonly definitions: ReadonlyMap<string, Definition>;
}

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'html') return node.value;
  if (node.type === 'break') return ' ';
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  return 'children' in node ? node.children.map(plainText).join('') : '';
}

/** A clickable link: the site's pages in the app, web pages in a new tab; dropped by `safeUrl`, its words. */
function linkSegment(label: string, url: string): OutputSegment {
  const href = markdownUrl(url);
  if (href === '') return text(label);
  const target = linkTarget(href);
  if (target === 'internal') return navigateEntry(label, href);
  return link(label, href, target === 'external');
}

/** Phrasing content as lines (more than one only after a hard break). */
function inline(nodes: readonly PhrasingContent[], style: Style, context: Context): Line[] {
  const lines: Line[] = [[]];
  const push = (segment: OutputSegment) => lines[lines.length - 1]?.push(segment);
  const styled = (value: string, extra: readonly TextMark[] = []) => {
    if (value !== '') push(styledText(value, style.tone, [...style.marks, ...extra]));
  };
  const nested = (children: readonly PhrasingContent[], mark?: TextMark) => {
    const [first = [], ...rest] = inline(children, mark ? { ...style, marks: [...style.marks, mark] } : style, context);
    lines[lines.length - 1]?.push(...first);
    lines.push(...rest);
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        // A soft line break joins the paragraph's lines: the terminal wraps it.
        styled(node.value.replace(/[ \t]*(\r?\n|\r)[ \t]*/g, ' '));
        break;
      case 'inlineCode':
        styled(node.value.replace(/\r?\n|\r/g, ' '), ['code']);
        break;
      case 'html':
        styled(node.value);
        break;
      case 'emphasis':
        nested(node.children, 'italic');
        break;
      case 'strong':
        nested(node.children, 'bold');
        break;
      case 'delete':
        nested(node.children, 'strike');
        break;
      case 'break':
        lines.push([]);
        break;
      case 'link':
        push(linkSegment(plainText(node), node.url));
        break;
      case 'linkReference': {
        const definition = context.definitions.get(node.identifier);
        if (definition) push(linkSegment(plainText(node), definition.url));
        else nested(node.children);
        break;
      }
      case 'image':
      case 'imageReference': {
        const url = node.type === 'image' ? node.url : context.definitions.get(node.identifier)?.url;
        const label = `[image: ${node.alt ?? ''}]`;
        push(url === undefined ? text(label, DIM) : linkSegment(label, url));
        break;
      }
      case 'footnoteReference':
        push(text(`[${node.label ?? node.identifier}]`, DIM));
        break;
    }
  }
  return lines;
}

/** `lines` behind a prefix: `first` before the first line, `rest` before the others (blank lines stay blank unless `keepBlank`). */
function prefixed(lines: readonly Line[], first: Line, rest: Line, keepBlank = false): Line[] {
  return lines.map((line, index) => {
    if (line.length === 0 && !keepBlank && index > 0) return [];
    return [...(index === 0 ? first : rest), ...line];
  });
}

/** Blocks one after another, with a blank line between them when `spaced`. */
function stack(groups: readonly Line[][], spaced: boolean): Line[] {
  const out: Line[] = [];
  groups.forEach((group, index) => {
    if (group.length === 0) return;
    if (spaced && index > 0 && out.length > 0) out.push([]);
    out.push(...group);
  });
  return out;
}

function list(node: List, context: Context): Line[] {
  const start = node.ordered ? (node.start ?? 1) : 1;
  const markers = node.children.map((_, index) => (node.ordered ? `${start + index}.` : '•'));
  const width = Math.max(...markers.map((marker) => marker.length));
  const spread = Boolean(node.spread) || node.children.some((item) => item.spread);
  const items = node.children.map((item, index) => {
    const task = typeof item.checked === 'boolean' ? (item.checked ? '[x] ' : '[ ] ') : '';
    const marker = `${(markers[index] ?? '').padStart(width)} `;
    const body = stack(item.children.map((child) => block(child, context)), spread);
    const first = [text(marker, 'accent'), ...(task ? [text(task, DIM)] : [])];
    return prefixed(body.length > 0 ? body : [[]], first, [text(' '.repeat(marker.length))]);
  });
  return stack(items, spread);
}

/** Cells as plain text (links and marks dropped), so the columns line up. */
function table(node: Table): Line[] {
  const rows = node.children.map((row) => row.children.map((cell) => plainText(cell).trim()));
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) => Math.max(1, ...rows.map((row) => (row[column] ?? '').length)));
  const pad = (value: string, column: number) => {
    const width = widths[column] ?? 0;
    const align = node.align?.[column];
    if (align === 'right') return value.padStart(width);
    if (align === 'center') return value.padStart(Math.floor((width + value.length) / 2)).padEnd(width);
    return value.padEnd(width);
  };
  const line = (row: readonly string[], style: Style): Line =>
    widths.flatMap((_, column) => [
      ...(column > 0 ? [text(' │ ', DIM)] : []),
      styledText(pad(row[column] ?? '', column), style.tone, style.marks),
    ]);
  const [head, ...body] = rows;
  const rule = [text(widths.map((width) => '─'.repeat(width)).join('─┼─'), DIM)];
  return [...(head ? [line(head, { marks: ['bold'] }), rule] : []), ...body.map((row) => line(row, PLAIN))];
}

function block(node: RootContent, context: Context): Line[] {
  switch (node.type) {
    case 'paragraph':
      return inline(node.children, PLAIN, context);
    case 'heading': {
      const marks: TextMark[] = node.depth === 1 ? ['bold', 'underline'] : ['bold'];
      return inline(node.children, { tone: node.depth <= 2 ? 'accent' : undefined, marks }, context);
    }
    case 'thematicBreak':
      return [[text('─'.repeat(40), DIM)]];
    case 'blockquote': {
      const body = stack(node.children.map((child) => block(child, context)), true);
      return body.map((line) => [text(line.length === 0 ? '│' : '│ ', DIM), ...line]);
    }
    case 'list':
      return list(node, context);
    case 'code': {
      const language = node.lang?.split(/\s+/)[0];
      return [
        [text(language ? `┌─ ${language}` : '┌─', DIM)],
        ...node.value.split(/\r?\n|\r/).map((line) => [text('│ ', DIM), text(line, DIM)]),
        [text('└─', DIM)],
      ];
    }
    case 'html':
      return node.value.split(/\r?\n|\r/).map((line) => [text(line)]);
    case 'table':
      return table(node);
    case 'footnoteDefinition': {
      const label = `[${node.label ?? node.identifier}] `;
      const body = stack(node.children.map((child) => block(child, context)), true);
      return prefixed(body.length > 0 ? body : [[]], [text(label, DIM)], [text(' '.repeat(label.length))]);
    }
    default:
      // Definitions only lend their URL to references.
      return [];
  }
}

/** The post's Markdown as terminal lines (each a list of segments; an empty list is a blank line). */
export function markdownTerminalLines(markdown: string): OutputSegment[][] {
  const root = parseMarkdown(markdown);
  const context: Context = { definitions: collectDefinitions(root) };
  return stack(root.children.map((child) => block(child, context)), true);
}
