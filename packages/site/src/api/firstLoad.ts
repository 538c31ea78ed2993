import type { FetchState } from './useFetch';

/** How long a screen opening for the first time waits for its data before showing its loading line. */
export const FIRST_LOAD_WAIT_MS = 500;
/** An answer older than this is not shown as the screen's first render; the screen loads again. */
export const FIRST_LOAD_FRESH_MS = 10_000;

export interface FirstLoad<T> {
  /** Starts loading `key`; settles when the answer has (or after FIRST_LOAD_WAIT_MS), never rejects. */
  begin(key: string): Promise<void>;
  /** The settled answer for `key`, if there is a fresh one: what the screen's first render shows. */
  peek(key: string): FetchState<T> | undefined;
  /** The screen has shown it: a later mount loads for itself. */
  release(key: string): void;
  /** An answer the page already holds (the server's data): the first render shows it, `begin` fetches nothing. */
  seed(key: string, state: FetchState<T>): void;
}

/**
 * A screen's data, fetched side by side with the screen's chunk the first time the screen opens
 * (`app/AppRoutes.tsx`), so the first render shows the answer instead of a loading line that a moment
 * later gives way to it, pushing the prompt below down. On a deep link the server has already
 * preloaded both (route hints), so nothing waits longer than before; a slow answer is waited for
 * at most FIRST_LOAD_WAIT_MS, after which the screen opens with its loading line as usual.
 */
export function createFirstLoad<T>(load: (key: string) => Promise<T>, now: () => number = Date.now): FirstLoad<T> {
  const settled = new Map<string, { state: FetchState<T>; at: number }>();
  const record = (key: string, state: FetchState<T>) => void settled.set(key, { state, at: now() });
  const peek = (key: string) => {
    const entry = settled.get(key);
    return entry !== undefined && now() - entry.at <= FIRST_LOAD_FRESH_MS ? entry.state : undefined;
  };
  return {
    begin(key) {
      if (peek(key) !== undefined) return Promise.resolve();
      const answer = load(key).then(
        (data) => record(key, { status: 'ready', data }),
        (error: unknown) => record(key, { status: 'failed', error }),
      );
      return Promise.race([answer, new Promise<void>((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]);
    },
    peek,
    release(key) {
      settled.delete(key);
    },
    // A seed never goes stale: however slow the page is to hydrate, it shows what the server showed.
    seed: (key, state) => void settled.set(key, { state, at: Number.POSITIVE_INFINITY }),
  };
}
