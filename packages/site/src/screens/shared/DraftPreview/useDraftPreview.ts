import { useEffect, useState } from 'react';

/**
 * A draft to show in place of a not-found page, for the owner (`api/draftPreviewApi.ts`): asked
 * for only once the page says not found (`missing`), after the first render — so a page the
 * server rendered hydrates as the 404 it sent, and the owner's browser then takes it over. Null
 * while asking, for visitors, and when there is no such draft.
 */
export function useDraftPreview<T>(key: string, missing: boolean, load: (key: string, signal: AbortSignal) => Promise<T | null>): T | null {
  const [found, setFound] = useState<{ readonly key: string; readonly draft: T } | null>(null);

  useEffect(() => {
    if (!missing) return undefined;
    const controller = new AbortController();
    void load(key, controller.signal).then((draft) => {
      if (!controller.signal.aborted && draft !== null) setFound({ key, draft });
    });
    return () => controller.abort();
  }, [key, missing, load]);

  return missing && found?.key === key ? found.draft : null;
}
