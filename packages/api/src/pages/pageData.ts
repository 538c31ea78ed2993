import type { PageData } from '@portfolio/contracts/pageData';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@portfolio/contracts/primitives';
import type { Knex } from 'knex';
import type { ReadCache } from '../http/readCache';
import { withHighlights } from '../markdown/codeHighlights';
import { rememberedArt, rememberedProjects, rememberedSiteConfig } from '../repositories/cachedReads';
import { findPublishedPost, listPosts } from '../repositories/writingRepository';
import type { PageReader } from './pageReader';
import type { SitePage } from './sitePages';

/** The page of posts the writing screen reads (`WRITING_LIST_PATH` in the site). */
const WRITING_PAGE = { limit: 100, offset: 0 } as const;

/**
 * What a visitor page is rendered with: the same answers the screen would ask the API for, read
 * through the read cache's `remember` (kept until the next write), so rendering the page costs
 * queries only after a write. Null for the admin, which the browser renders alone.
 */
export async function loadPageData(
  knex: Knex,
  cache: Pick<ReadCache, 'remember'>,
  page: SitePage | null,
  reader: PageReader,
): Promise<PageData | null> {
  if (page?.kind === 'admin' || page?.kind === 'admin-clean') return null;
  const config = await rememberedSiteConfig(knex, cache);
  const base: PageData = { device: reader.device, locale: reader.locale, host: reader.host, config };
  switch (page?.kind) {
    case 'projects':
    case 'project':
      return { ...base, projects: await rememberedProjects(knex, cache) };
    case 'art':
      return { ...base, art: await rememberedArt(knex, cache) };
    case 'writing':
      return { ...base, writing: await cache.remember('page-writing', () => listPosts(knex, WRITING_PAGE)) };
    case 'post': {
      // A slug that could never exist (as the API's own route says) is simply not found, unread.
      const possible = page.slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(page.slug);
      // The post as `GET /api/writing/{slug}` answers it: with its code highlighted.
      const readPost = async () => {
        const found = await findPublishedPost(knex, page.slug);
        return found && withHighlights(found);
      };
      const post = possible ? await cache.remember(`page-post ${page.slug}`, readPost) : undefined;
      // The writing list's page too: a post links to the posts beside it, rendered with it (so without scripts).
      const writing = await cache.remember('page-writing', () => listPosts(knex, WRITING_PAGE));
      return { ...base, post: { slug: page.slug, post: post ?? null }, writing };
    }
    default:
      return base;
  }
}
