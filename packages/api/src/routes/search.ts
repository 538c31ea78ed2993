import Router from '@koa/router';
import { SEARCH_RESULTS_MAX, type SearchResponse, searchQuerySchema } from '@portfolio/contracts/search';
import type { AppDeps } from '../appDeps';
import { ValidationError } from '../http/errors';
import { parseInput } from '../http/validate';
import type { RememberingCache } from '../repositories/cachedReads';
import { queryWords } from '../search/foldText';
import { searchDocuments } from '../search/searchIndex';
import { rememberedSearchDocuments } from '../search/rememberedDocuments';

/**
 * `GET /api/search?q=<words>`: the projects, posts, art entries with their reviews and the about
 * texts that hold every word, case and accents aside (search/foldText.ts), at most 50, best first
 * (search/searchIndex.ts). Drafts are never searched, whoever asks: a bearer token changes nothing,
 * so the answer is the same for everyone and the read cache keeps it like any public read.
 */
export function searchRoutes({ db }: AppDeps, cache: RememberingCache): Router {
  const router = new Router();

  router.get('/api/search', async (ctx) => {
    const { q } = parseInput(searchQuerySchema, ctx.query);
    const words = queryWords(q);
    // Only combining marks, which the comparison drops.
    if (words.length === 0) throw new ValidationError('q: must hold a letter, digit or sign to search for');
    const body: SearchResponse = searchDocuments(await rememberedSearchDocuments(db.knex, cache), words, SEARCH_RESULTS_MAX);
    ctx.body = body;
  });

  return router;
}
