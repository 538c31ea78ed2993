import type { WritingListResponse, WritingPost } from '@portfolio/contracts/writing';
import { createFirstLoad } from './firstLoad';
import { ApiError, getJson } from './http';
import { visitorSchema } from './visitorSchema';

/** The list screen reads one page of 100 from offset 0, bypassing the HTTP cache. */
export const WRITING_LIST_PATH = '/api/writing?limit=100&offset=0';

export function fetchWritingList(signal?: AbortSignal): Promise<WritingListResponse> {
  return getJson(WRITING_LIST_PATH, visitorSchema('writingListResponseSchema'), { noCache: true, signal });
}

/** `GET /api/writing/{slug}`; a 404 is an `ApiError` with status 404 (see `isNotFound`). */
export function fetchPost(slug: string, signal?: AbortSignal): Promise<WritingPost> {
  return getJson(`/api/writing/${encodeURIComponent(slug)}`, visitorSchema('writingPostSchema'), { signal });
}

/** The list, and a post by slug, fetched with their screen's chunk the first time it opens (`firstLoad.ts`). */
export const WRITING_LIST_KEY = 'writing';
export const writingListFirstLoad = createFirstLoad(() => fetchWritingList());
export const postFirstLoad = createFirstLoad((slug) => fetchPost(slug));

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
