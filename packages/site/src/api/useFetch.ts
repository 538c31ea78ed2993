import { useEffect, useRef, useState } from 'react';
import type { FirstLoad } from './firstLoad';

export type FetchState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

interface Keyed<T> {
  readonly key: string;
  readonly state: FetchState<T>;
}

/**
 * Loads data for a screen: `loading` until `load` settles, then `ready` or `failed`. It loads again
 * when `key` changes (e.g. another slug), aborts the call in flight on unmount or key change, and
 * never reports a stale answer for an older key. With `first`, an answer fetched while the screen's
 * chunk loaded (see `firstLoad.ts`) is the first render's state, and is not loaded again.
 */
export function useFetch<T>(key: string, load: (signal: AbortSignal) => Promise<T>, first?: FirstLoad<T>): FetchState<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [result, setResult] = useState<Keyed<T> | null>(() => {
    const state = first?.peek(key);
    return state === undefined ? null : { key, state };
  });
  const shownFirst = useRef(result?.key);

  useEffect(() => {
    // The first answer stays shown for as long as the key does, also when StrictMode (development)
    // runs this effect twice: the page's data is not fetched again just because React checked it.
    if (shownFirst.current === key) {
      first?.release(key);
      return undefined;
    }
    shownFirst.current = undefined;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key, first]);

  return result !== null && result.key === key ? result.state : { status: 'loading' };
}
