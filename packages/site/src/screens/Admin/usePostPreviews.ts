import { useEffect, useRef, useState } from 'react';
import { dataSource } from '../../data/siteData';

/**
 * The content of each post named (a writing post, or an art entry's review, which is the post with
 * the entry's slug), for the lists' previews: the lists' answers carry no content. `version` (the
 * list's load count) refreshes them after a write. A post that cannot be read maps to null. `read`
 * reads one post (the visitors' read by default; the writing tab reads with the owner's token, so
 * drafts have their previews too).
 */
export function usePostPreviews(
  slugs: readonly string[],
  version: number,
  read: (slug: string) => Promise<{ readonly content: string } | null> = dataSource.post,
): ReadonlyMap<string, string | null> {
  const key = slugs.join('\n');
  const [previews, setPreviews] = useState<ReadonlyMap<string, string | null>>(new Map());
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });

  useEffect(() => {
    let cancelled = false;
    const wanted = key === '' ? [] : key.split('\n');
    void Promise.all(
      wanted.map((slug) =>
        readRef.current(slug).then(
          (post) => [slug, post?.content ?? null] as const,
          () => [slug, null] as const,
        ),
      ),
    ).then((entries) => {
      if (!cancelled) setPreviews(new Map(entries));
    });
    return () => {
      cancelled = true;
    };
  }, [key, version]);

  return previews;
}
