import type { Project } from '@portfolio/contracts/projects';
import type { WritingPost } from '@portfolio/contracts/writing';
import type { ArtReview } from '../repositories/artReviews';

/** What the owner's config lends every page's head. */
export interface Owner {
  readonly name: string;
  readonly role: string;
  /** The about text, for the profile pages' description ('' when unset). */
  readonly profileText: string;
  readonly tagline: string;
  /** The owner's profiles elsewhere (GitHub, LinkedIn), for `sameAs`. */
  readonly profiles: readonly string[];
  /** `@name` on X (Twitter), for `twitter:site` and `twitter:creator`; absent when not set. */
  readonly xHandle?: string;
  /** `@user@host`, for `fediverse:creator`; absent when not set. */
  readonly fediverseHandle?: string;
}

/** A list entry that links to an item page. */
export interface ListedItem {
  readonly key: string;
  readonly title: string;
  readonly date: string;
}

/** A page with the data its head is written from: at most one query's worth beyond the owner. */
export type PageContent =
  | { readonly kind: 'home' | 'about' | 'quickview' | 'art' | 'admin' | 'admin-clean' }
  | { readonly kind: 'projects'; readonly projects: readonly ListedItem[] }
  | { readonly kind: 'writing'; readonly posts: readonly ListedItem[] }
  | { readonly kind: 'project'; readonly id: string; readonly project: Project | null }
  | { readonly kind: 'post'; readonly slug: string; readonly post: WritingPost | null; /** When the post last changed (`YYYY-MM-DD…`, as `postChanges` reads it). */ readonly updatedAt?: string }
  /** An art entry's review page (`/art/{category}/{id}`); `review` null: no such page (the site's 404). */
  | { readonly kind: 'art-review'; readonly category: string; readonly id: string; readonly review: ArtReview | null }
  | { readonly kind: 'not-found' };
