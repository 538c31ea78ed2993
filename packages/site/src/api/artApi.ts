import type { ArtResponse } from '@portfolio/contracts/art';
import { createFirstLoad } from './firstLoad';
import { getJson } from './http';
import { visitorSchema } from './visitorSchema';

/** `GET /api/art`: every category with its cover and items. */
export function fetchArt(signal?: AbortSignal): Promise<ArtResponse> {
  return getJson('/api/art', visitorSchema('artResponseSchema'), { signal });
}

export const ART_KEY = 'art';
/** The art data, fetched with the art screen's chunk the first time it opens (`firstLoad.ts`). */
export const artFirstLoad = createFirstLoad(() => fetchArt());

/**
 * An art item's review: the content of its linked writing post, or null when there is none, it is
 * blank, or the call fails in any way (the art screen then prints "No review available").
 */
export async function fetchReview(slug: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const post = await getJson(`/api/writing/${encodeURIComponent(slug)}`, visitorSchema('writingPostSchema'), { signal });
    return post.content.trim() === '' ? null : post.content;
  } catch {
    return null;
  }
}
