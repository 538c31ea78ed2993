import type { SearchResponse } from '@portfolio/contracts/search';

/**
 * `GET /api/search?q=` (`searchApi.ts`), loaded with the first `grep`: the call and its schema
 * (zod) stay out of the screens' first script, the home's above all.
 */
export const searchContent = (query: string): Promise<SearchResponse> => import('./searchApi').then((api) => api.fetchSearch(query));
