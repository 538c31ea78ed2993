import { useEffect, useRef, useState } from 'react';

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
 * never reports a stale answer for an older key.
 */
export function useFetch<T>(key: string, load: (signal: AbortSignal) => Promise<T>): FetchState<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [result, setResult] = useState<Keyed<T> | null>(null);

  useEffect(() => {
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
  }, [key]);

  return result !== null && result.key === key ? result.state : { status: 'loading' };
}
