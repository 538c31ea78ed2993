import type { PageData } from '@portfolio/contracts/pageData';
import type { WritingPost } from '@portfolio/contracts/writing';
import type { Knex } from 'knex';
import type { ReadCache } from '../http/readCache';
import { withHighlights } from '../markdown/codeHighlights';
import { rememberedArt, rememberedProjects, rememberedSiteConfig } from '../repositories/cachedReads';
import { findPublishedPost, listPosts } from '../repositories/writingRepository';
import { isPossibleSlug } from './loadPageContent';
import type { PageReader } from './pageReader';
import type { SitePage } from './sitePages';

/** The page of posts the writing screen reads (`WRITING_LIST_PATH` in the site). */
const WRITING_PAGE = { limit: 100, offset: 0 } as const;

/**
 * The post `slug` as `GET /api/writing/{slug}` answers it (its code highlighted), null when there is
 * none; a slug that could never exist (as the API's own route says) is simply not found, unread.
 */
async function rememberedPost(knex: Knex, cache: Pick<ReadCache, 'remember'>, slug: string): Promise<WritingPost | null> {
  if (!isPossibleSlug(slug)) return null;
  const readPost = async () => {
    const found = await findPublishedPost(knex, slug);
    return found && withHighlights(found);
  };
  return (await cache.remember(`page-post ${slug}`, readPost)) ?? null;
}

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
      const post = await rememberedPost(knex, cache, page.slug);
      // The writing list's page too: a post links to the posts beside it, rendered with it (so without scripts).
      const writing = await cache.remember('page-writing', () => listPosts(knex, WRITING_PAGE));
      return { ...base, post: { slug: page.slug, post }, writing };
    }
    case 'art-review':
      // The art names the entry (its title, creator and kind); its review is the post of the same slug.
      return { ...base, art: await rememberedArt(knex, cache), post: { slug: page.id, post: await rememberedPost(knex, cache, page.id) } };
    default:
      return base;
  }
}
