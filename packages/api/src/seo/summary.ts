import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

export const SUMMARY_MAX = 160;

const ELLIPSIS = '…';
const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

interface Block {
  readonly text: string;
  readonly heading: boolean;
}

/** What a reader would read of an inline node: no raw HTML, no images, links as their words. */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'break':
      return ' ';
    case 'html':
    case 'image':
    case 'imageReference':
      return '';
    default:
      return 'children' in node ? node.children.map(inlineText).join('') : '';
  }
}

/** Runs of white space, and control characters, become one space. */
function collapse(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001F\u007F-\u009F]+/g, ' ').trim();
}

/** The paragraphs, headings and code blocks in reading order, containers opened. */
function textBlocks(node: Nodes, out: Block[] = []): Block[] {
  switch (node.type) {
    case 'root':
    case 'blockquote':
    case 'list':
    case 'listItem':
      node.children.forEach((child) => textBlocks(child, out));
      break;
    case 'paragraph':
    case 'heading':
    case 'code': {
      const text = collapse(inlineText(node));
      if (text !== '') out.push({ text, heading: node.type === 'heading' });
      break;
    }
    default:
      break;
  }
  return out;
}

/** A heading only labels what follows it, so it counts only when no paragraph comes after. */
function readableBlocks(blocks: readonly Block[]): readonly Block[] {
  const lastBody = blocks.findLastIndex((block) => !block.heading);
  return blocks.filter((block, index) => !block.heading || index > lastBody);
}

/** A block's end is a sentence's end too, even without a full stop. */
function sentencesOf(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => [...sentences.segment(block.text)].map(({ segment }) => segment.trim()).filter((sentence) => sentence !== ''));
}

/** The text cut at the last word that fits before the ellipsis (mid-word only for one long word). */
function cutAtWord(text: string, max: number): string {
  const room = max - ELLIPSIS.length;
  if (room <= 0) return max >= ELLIPSIS.length ? ELLIPSIS : '';
  // A space right after the room still means the last word fits whole.
  const space = text.slice(0, room + 1).lastIndexOf(' ');
  let kept = space > 0 ? text.slice(0, space) : text.slice(0, room);
  // Never leave half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept.replace(/[\s,;:–—-]+$/, '')}${ELLIPSIS}`;
}

/**
 * The start of a post's Markdown as plain text for a feed summary or a meta description: as many
 * whole sentences as fit in `max` characters, else the first words with an ellipsis.
 */
export function plainSummary(markdown: string, max = SUMMARY_MAX): string {
  const all = sentencesOf(readableBlocks(textBlocks(fromMarkdown(markdown))));
  let summary = '';
  for (const sentence of all) {
    const next = summary === '' ? sentence : `${summary} ${sentence}`;
    if (next.length > max) break;
    summary = next;
  }
  if (summary !== '' || all.length === 0) return summary;
  return cutAtWord(all.join(' '), max);
}
