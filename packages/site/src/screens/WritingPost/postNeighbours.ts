import type { WritingListItem } from '@portfolio/contracts/writing';
import { sortNewestFirst } from '../../domain/writingPosts';

/** A post beside this one, as the bottom of a post links to it. */
export type PostLink = Pick<WritingListItem, 'slug' | 'title'>;

export interface PostNeighbours {
  /** The post published just before this one (older), if any. */
  readonly previous: PostLink | null;
  /** The post published just after this one (newer), if any. */
  readonly next: PostLink | null;
}

export const NO_NEIGHBOURS: PostNeighbours = { previous: null, next: null };

/**
 * The posts before and after `slug` in the writing list's order (newest date first, ties by slug):
 * previous is the older one, next the newer. None for a post not in the list (a draft the owner
 * previews) or a list of one.
 */
export function postNeighbours(posts: readonly WritingListItem[], slug: string): PostNeighbours {
  const ordered = sortNewestFirst(posts);
  const index = ordered.findIndex((post) => post.slug === slug);
  if (index === -1) return NO_NEIGHBOURS;
  const link = (post: WritingListItem | undefined): PostLink | null => (post === undefined ? null : { slug: post.slug, title: post.title });
  return { previous: link(ordered[index + 1]), next: link(ordered[index - 1]) };
}
