import { type Loaded, settle } from './loaded';

/** How long a screen opening for the first time waits for its data before showing its loading line. */
export const FIRST_LOAD_WAIT_MS = 500;
/** A loaded answer older than this is not shown as a screen's first render; the screen loads again. */
export const FIRST_LOAD_FRESH_MS = 10_000;

/** Reads the item `key` names (a post's slug; `''` for a list): its data, or null when there is none. */
export type Read<T> = (key: string, signal?: AbortSignal) => Promise<T | null>;

/**
 * One kind of data, by key: the answers the page already holds — the server's (`seed`), or one
 * loaded beside a screen's chunk (`begin`) — kept for the screen's first render, and a read for
 * a screen to load for itself (`useLoaded`). Readers of shared data (the config) subscribe.
 */
export interface Loader<T> {
  /** A read of the caller's own, not kept. */
  readonly read: Read<T>;
  /** Loads `key` unless a fresh answer is held or one is on its way; settles once it is held, never rejects. */
  load(key?: string): Promise<void>;
  /** `load`, waited for at most FIRST_LOAD_WAIT_MS: a screen's data fetched side by side with its chunk. */
  begin(key?: string): Promise<void>;
  /** The held answer for `key`, if fresh. */
  peek(key?: string): Loaded<T> | undefined;
  /** An answer the page already holds (null: not found): held until released, never stale, not loaded again. */
  seed(data: T | null, key?: string): void;
  /** Forgets the answer for `key`: its next reader loads again. */
  release(key?: string): void;
  subscribe(listener: () => void): () => void;
}

export interface LoaderOptions {
  /** How long a loaded answer stays fresh (the config's: for good). */
  readonly freshMs?: number;
  readonly now?: () => number;
}

export function createLoader<T>(read: Read<T>, { freshMs = FIRST_LOAD_FRESH_MS, now = Date.now }: LoaderOptions = {}): Loader<T> {
  const held = new Map<string, { readonly state: Loaded<T>; readonly at: number }>();
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const hold = (key: string, state: Loaded<T>, at: number) => {
    held.set(key, { state, at });
    changed();
  };
  const peek = (key = '') => {
    const entry = held.get(key);
    return entry !== undefined && now() - entry.at <= freshMs ? entry.state : undefined;
  };
  const load = (key = '') => {
    if (peek(key) !== undefined) return Promise.resolve();
    let answer = loading.get(key);
    if (answer === undefined) {
      answer = settle(read(key)).then((state) => {
        loading.delete(key);
        hold(key, state, now());
      });
      loading.set(key, answer);
    }
    return answer;
  };
  return {
    read,
    load,
    begin: (key) => Promise.race([load(key), new Promise<void>((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]),
    peek,
    seed: (data, key = '') => hold(key, data === null ? { status: 'notFound' } : { status: 'ready', data }, Number.POSITIVE_INFINITY),
    release(key = '') {
      if (held.delete(key)) changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
