import type { ArtResponse } from '@portfolio/contracts/art';
import type { SiteConfig } from '@portfolio/contracts/config';
import type { Project } from '@portfolio/contracts/projects';
import type { SearchResponse } from '@portfolio/contracts/search';
import type { WritingListResponse, WritingPost } from '@portfolio/contracts/writing';

/**
 * Everything a visitor's screens read, whoever serves it: the server's API (`httpDataSource.ts`) or
 * files written beside the pages. Each answer is what the API's visitor answer holds; a read
 * rejects when it fails, with a message fit to show.
 */
export interface DataSource {
  /** The owner's texts and links (`GET /api/config`). */
  config(signal?: AbortSignal): Promise<SiteConfig>;
  /** The published projects, newest first (`GET /api/projects`). */
  projects(signal?: AbortSignal): Promise<readonly Project[]>;
  /** Every art category with its cover and items (`GET /api/art`). */
  art(signal?: AbortSignal): Promise<ArtResponse>;
  /** The writing screen's page of posts (`GET /api/writing`). */
  writing(signal?: AbortSignal): Promise<WritingListResponse>;
  /** One published post; null when there is none by that slug. */
  post(slug: string, signal?: AbortSignal): Promise<WritingPost | null>;
  /** The items holding every word of `query`, best first (`GET /api/search?q=`); a refused query rejects with the reason. */
  search(query: string, signal?: AbortSignal): Promise<SearchResponse>;
}
