import type { WritingListItem } from '@portfolio/contracts/writing';

/** Rules of the writing list. */

/** `Found N post(s)`: the plural s whenever N is not 1. */
export function foundPostsLine(count: number): string {
  return `Found ${count} post${count === 1 ? '' : 's'}`;
}

/** Newest date first; equal dates by slug, so the order never depends on the answer's order. */
export function sortNewestFirst<T extends Pick<WritingListItem, 'date' | 'slug'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => {
    if (a.date !== b.date) return a.date < b.date ? 1 : -1;
    return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
  });
}

export function postFileName(slug: string): string {
  return `${slug}.txt`;
}

/** The post a `cat` argument (or a bare typed word) names: its slug, with or without `.txt`, any case. */
export function findPost<T extends Pick<WritingListItem, 'slug'>>(posts: readonly T[], arg: string): T | undefined {
  const name = arg.replace(/\.txt$/i, '').toLowerCase();
  return posts.find((post) => post.slug.toLowerCase() === name);
}

export function postPath(slug: string): string {
  return `/writing/${encodeURIComponent(slug)}`;
}
