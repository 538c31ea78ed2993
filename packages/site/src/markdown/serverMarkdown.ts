import { linkTarget } from '@portfolio/contracts/safeUrl';
import type { MouseEvent } from 'react';

/**
 * Markdown the server rendered into the page, adopted by hydration as it is. Parsing a post and
 * building its elements again in the browser only to find the same markup is the longest task of a
 * post's hydration (~20 ms on this machine, four times that on a phone: blocking time), so
 * `MarkdownContent` hydrates the server's HTML instead (`dangerouslySetInnerHTML` of that very HTML,
 * which React leaves in place) and follows the site's own links through the router itself. Only
 * the first render of a page the server wrote does this: blocks are found by their `useId`, and
 * ids made while hydrating (`_R_…`) are never given to a block mounted later (`_r_…`), so a block
 * rendered after hydration, or with other content, renders from its source.
 */

/** The attribute naming a rendered Markdown block; its value is the block's `useId`, equal on both sides. */
export const MARKDOWN_BLOCK_ATTRIBUTE = 'data-markdown';

let adopted = new Map<string, string>();

/** Notes the HTML of every Markdown block in `root`: called once, before hydration. */
export function adoptServerMarkdown(root: ParentNode): void {
  adopted = new Map();
  for (const block of root.querySelectorAll<HTMLElement>(`[${MARKDOWN_BLOCK_ATTRIBUTE}]`)) {
    const id = block.getAttribute(MARKDOWN_BLOCK_ATTRIBUTE);
    if (id !== null) adopted.set(id, block.innerHTML);
  }
}

/** Whether hydration will adopt server Markdown (the post then has nothing to parse before it). */
export function hasAdoptedMarkdown(): boolean {
  return adopted.size > 0;
}

/** The server's HTML for the block `id` (an id only hydration gives), else undefined. */
export function adoptedMarkdown(id: string): string | undefined {
  return adopted.get(id);
}

/**
 * A click in adopted Markdown: a plain click on a link to a page of this site is followed by the
 * router (as the `Link` the source would have rendered does); any other click is the browser's.
 */
export function followSiteLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || href === null || href === undefined || anchor.target !== '' || linkTarget(href) !== 'internal') return;
  event.preventDefault();
  navigate(href);
}
