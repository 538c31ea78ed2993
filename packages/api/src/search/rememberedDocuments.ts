import type { SearchDocument } from '@portfolio/contracts/searchEngine/searchIndex';
import type { Knex } from 'knex';
import { rememberedArt, rememberedProjects, rememberedSiteConfig, type RememberingCache } from '../repositories/cachedReads';
import { publishedPostsWithContent } from '../repositories/writingRepository';
import { searchDocumentsOf } from './searchSources';

/**
 * The searchable items, built once and kept by the read cache until the next write (or its time
 * limit), like the lists it is built from, which the pages share: a search after a write reads the
 * database again, the searches after it do not. Uploaded files and images are never read.
 */
export function rememberedSearchDocuments(knex: Knex, cache: RememberingCache): Promise<SearchDocument[]> {
  return cache.remember('search-documents', async () => {
    const [projects, posts, art, config] = await Promise.all([
      rememberedProjects(knex, cache),
      publishedPostsWithContent(knex),
      rememberedArt(knex, cache),
      rememberedSiteConfig(knex, cache),
    ]);
    return searchDocumentsOf({ projects, posts, art, config });
  });
}
