import { useEffect, useState } from 'react';
import type { Loaded } from '../../../data/loaded';

/** A page's item as shown: what visitors get, or the owner's draft in its place (`draft`). */
export interface Previewed<T> {
  readonly state: Loaded<T>;
  readonly draft: boolean;
}

/**
 * A draft to show in place of a not-found page, for the owner (`api/draftPreviewApi.ts`): asked
 * for only once the page says not found, after the first render — so a page the server rendered
 * hydrates as the 404 it sent, and the owner's browser then takes it over. Visitors, and the
 * owner while asking or when there is no such draft, get `state` as it is.
 */
export function useDraftPreview<T>(key: string, state: Loaded<T>, load: (key: string, signal: AbortSignal) => Promise<T | null>): Previewed<T> {
  const [found, setFound] = useState<{ readonly key: string; readonly draft: T } | null>(null);
  const missing = state.status === 'notFound';

  useEffect(() => {
    if (!missing) return undefined;
    const controller = new AbortController();
    void load(key, controller.signal).then((draft) => {
      if (!controller.signal.aborted && draft !== null) setFound({ key, draft });
    });
    return () => controller.abort();
  }, [key, missing, load]);

  return missing && found?.key === key ? { state: { status: 'ready', data: found.draft }, draft: true } : { state, draft: false };
}
