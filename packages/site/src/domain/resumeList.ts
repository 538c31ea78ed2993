import type { AboutLine } from './aboutFiles';

/** A bulleted list among a file's lines: each item's text without its `- `. */
export interface ListBlock {
  readonly kind: 'list';
  readonly items: readonly string[];
}

/** A line as it is, or lines that were a list. */
export type AboutBlock = AboutLine | ListBlock;

const ITEM = /^\s*- (.*)$/;
/** An indented line under an item: the item hard-wrapped, continued. */
const CONTINUED = /^\s+(\S.*)$/;

/**
 * A file's lines for a page (the resume's, on the phone's about and without scripts): consecutive
 * lines starting with `- ` become one list, an indented line right under an item continues that item
 * (joined with a space), and every other line stays the line it was — a resume's lines are its own
 * (a heading, a date), never reflowed. The terminal's `cat` keeps printing the lines as written.
 */
export function groupListLines(lines: readonly AboutLine[]): AboutBlock[] {
  const blocks: AboutBlock[] = [];
  let list: string[] | null = null;
  for (const line of lines) {
    const item = line.kind === 'text' ? ITEM.exec(line.text) : null;
    const continued = line.kind === 'text' && list !== null ? CONTINUED.exec(line.text) : null;
    if (item) {
      if (list === null) {
        list = [];
        blocks.push({ kind: 'list', items: list });
      }
      list.push(item[1]?.trim() ?? '');
    } else if (continued && list !== null && list.length > 0) {
      list[list.length - 1] = `${list.at(-1) ?? ''} ${continued[1]?.trim() ?? ''}`;
    } else {
      list = null;
      blocks.push(line);
    }
  }
  return blocks;
}
