import type { StaticSearchIndex } from '@portfolio/contracts/search';
import { staticSearchIndexOf } from '@portfolio/contracts/searchEngine';
import type { Knex } from 'knex';
import type { RememberingCache } from '../repositories/cachedReads';
import { rememberedSearchDocuments } from '../search/rememberedDocuments';

/**
 * The static edition's search index (`STATIC_DATA.search`): the documents `GET /api/search`
 * searches, the same and in the same order, without their folded text (the browser folds it on
 * load). `JSON.stringify` of it is the file; the same content gives the same bytes.
 */
export async function staticSearchIndex(knex: Knex, cache: RememberingCache): Promise<StaticSearchIndex> {
  return staticSearchIndexOf(await rememberedSearchDocuments(knex, cache));
}
