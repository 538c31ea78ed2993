import { getJson } from './http.ts';

/**
 * The newest post whose code the server highlights (its answer carries `highlights`), so the page
 * section also measures a post with code: it must keep mobile Lighthouse 100 with no highlighter
 * in the browser. Undefined when no post has highlighted code.
 */
export async function newestPostWithCode(origin: string): Promise<string | undefined> {
  const list = (await getJson(`${origin}/api/writing?limit=100`)) as { items?: { slug?: unknown }[] };
  for (const { slug } of list.items ?? []) {
    if (typeof slug !== 'string') continue;
    const post = (await getJson(`${origin}/api/writing/${encodeURIComponent(slug)}`)) as { highlights?: unknown };
    if (Array.isArray(post.highlights)) return slug;
  }
  return undefined;
}
