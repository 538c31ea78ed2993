import { getJson } from './http.ts';

/** The slug of the newest post, from `GET /api/writing` (`{ items: [{ slug }] }`). */
export async function firstSlug(origin: string): Promise<string> {
  const list = (await getJson(`${origin}/api/writing?limit=1`)) as { items?: { slug?: unknown }[] };
  const slug = list.items?.[0]?.slug;
  if (typeof slug !== 'string') throw new Error('GET /api/writing has no post: the demo content should seed some');
  return slug;
}
