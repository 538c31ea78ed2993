import type { ArtResponse } from '@portfolio/contracts/art';
import type { SiteConfig } from '@portfolio/contracts/config';
import type { Project } from '@portfolio/contracts/projects';
import type { SearchResponse } from '@portfolio/contracts/search';
import type { WritingListResponse, WritingPost } from '@portfolio/contracts/writing';
import type { LoginOutcome } from '../http/loginApi';

/**
 * Everything the screens ask of whoever serves the site: the server's API (`httpDataSource.ts`) or
 * the files the static export wrote beside the pages (`staticDataSource.ts`). This is the one place
 * where the two editions differ. Each answer is what the API's visitor answer holds; a read
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
  /** The home's `test` command: the health answer, any JSON (a degraded server's 503 too); rejects when there is none. */
  health(): Promise<unknown>;
  /** While the splash runs: warms the server and the HTTP cache with what the next screens read. Never rejects. */
  warmUp(): Promise<void>;
  /** `admin <password>` and the admin's login form. */
  login(password: string): Promise<LoginOutcome>;
}
