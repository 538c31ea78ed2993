import { useEffect, useRef, useState } from 'react';
import { type Loaded, LOADING, settle } from './loaded';
import type { Loader } from './loader';

/**
 * A screen's data: the answer its loader holds for `key` (the server's, or one fetched with the
 * screen's chunk) as the first render, handed back once shown; else `loading` until the screen's
 * own read settles. It reads again when `key` changes (e.g. another slug), aborts the read in
 * flight on unmount or key change, and never shows a stale answer for an older key.
 */
export function useLoaded<T>(loader: Loader<T>, key = ''): Loaded<T> {
  const [shown, setShown] = useState<{ readonly key: string; readonly state: Loaded<T> } | null>(() => {
    const state = loader.peek(key);
    return state === undefined ? null : { key, state };
  });
  const shownFirst = useRef(shown?.key);

  useEffect(() => {
    // The first answer stays shown for as long as the key does, also when StrictMode (development)
    // runs this effect twice: the page's data is not fetched again just because React checked it.
    if (shownFirst.current === key) {
      loader.release(key);
      return undefined;
    }
    shownFirst.current = undefined;
    const controller = new AbortController();
    void settle(loader.read(key, controller.signal)).then((state) => {
      if (!controller.signal.aborted) setShown({ key, state });
    });
    return () => controller.abort();
  }, [key, loader]);

  return shown !== null && shown.key === key ? shown.state : LOADING;
}
