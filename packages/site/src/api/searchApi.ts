import type { SearchResponse } from '@portfolio/contracts/search';
import { getJson } from './http';
import { visitorSchema } from './visitorSchema';

/** `GET /api/search?q=`: the items holding every word, best first; a refused query is an `ApiError` with the server's reason. */
export function fetchSearch(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return getJson(`/api/search?q=${encodeURIComponent(query)}`, visitorSchema('searchResponseSchema'), { signal });
}
