import type { ArtItem, ArtResponse } from '@portfolio/contracts/art';
import { type ArtKind, isArtKind } from '@portfolio/contracts/artKinds';
import type { WritingPost } from '@portfolio/contracts/writing';
import type { Loaded } from '../../data/loaded';

/** An art entry with its review: what `/art/{kind}/{id}` shows. */
export interface ArtReview {
  readonly kind: ArtKind;
  readonly item: ArtItem;
  readonly review: WritingPost;
}

export const REVIEW_LOADING = 'Loading review...';

/**
 * The page's state from the art (`GET /api/art`) and the review post of the entry's slug: not
 * found (the site's 404 page) for an unknown kind or id, an entry without a review, or a review
 * post that is missing or blank (as `cat` says "No review available" for those); else the review,
 * once both are in. A failed art read fails the page; a failed review read does too.
 */
export function artReviewState(art: Loaded<ArtResponse>, post: Loaded<WritingPost>, kind: string, id: string): Loaded<ArtReview> {
  if (!isArtKind(kind)) return { status: 'notFound' };
  if (art.status !== 'ready') return art;
  const item = art.data[kind].items.find((candidate) => candidate.id === id);
  if (item === undefined || !item.hasReview) return { status: 'notFound' };
  if (post.status !== 'ready') return post;
  if (post.data.content.trim() === '') return { status: 'notFound' };
  return { status: 'ready', data: { kind, item, review: post.data } };
}
