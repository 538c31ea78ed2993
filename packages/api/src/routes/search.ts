import Router from '@koa/router';
import { SEARCH_RESULTS_MAX, type SearchResponse } from '@portfolio/contracts/search';
import { readSearchQuery } from '@portfolio/contracts/searchEngine';
import { searchDocuments } from '@portfolio/contracts/searchEngine/searchIndex';
import type { AppDeps } from '../appDeps';
import { ValidationError } from '../http/errors';
import type { RememberingCache } from '../repositories/cachedReads';
import { rememberedSearchDocuments } from '../search/rememberedDocuments';

/**
 * `GET /api/search?q=<words>`: the projects, posts, art entries with their reviews and the about
 * texts that hold every word, case and accents aside, at most 50, best first (the search engine in
 * contracts/searchEngine, which the static edition runs in the browser on the same documents).
 * Drafts are never searched, whoever asks: a bearer token changes nothing, so the answer is the
 * same for everyone and the read cache keeps it like any public read.
 */
export function searchRoutes({ db }: AppDeps, cache: RememberingCache): Router {
  const router = new Router();

  router.get('/api/search', async (ctx) => {
    const query = readSearchQuery(ctx.query);
    if (!query.ok) throw new ValidationError(query.refusal);
    const body: SearchResponse = searchDocuments(await rememberedSearchDocuments(db.knex, cache), query.words, SEARCH_RESULTS_MAX);
    ctx.body = body;
  });

  return router;
}
