import type { ArtKind } from './artKinds';

/**
 * The page of an art entry's review, `/art/{kind}/{id}`: one per entry whose review post is
 * published (`hasReview`). Shared by the site (its links, `cat`, the screen's title) and the server
 * (canonical URL, sitemap, head). Plain data, no zod: visitor pages use it before hydration.
 */
export function artReviewPath(kind: ArtKind, id: string): string {
  return `/art/${kind}/${encodeURIComponent(id)}`;
}

/** The review page's label in its `<title>` (`documentTitle`'s page label): `Review: In Rainbows`. */
export function artReviewLabel(title: string): string {
  return `Review: ${title}`;
}
