import type { SiteConfig } from '@portfolio/contracts/config';
import { useSyncExternalStore } from 'react';
import { getJson } from '../api/http';
import { visitorSchema } from '../api/visitorSchema';
import { withDefaults } from './defaults';

/** The config is preloaded once at start, shared by every screen; the preload gives up after this. */
export const CONFIG_PRELOAD_TIMEOUT_MS = 5000;

export type SiteConfigState =
  | { readonly status: 'loading'; readonly config: SiteConfig }
  | { readonly status: 'ready'; readonly config: SiteConfig }
  | { readonly status: 'failed'; readonly config: SiteConfig };

type Listener = () => void;

/** A tiny external store: one fetch, many readers. Screens read it with `useSiteConfig()`. */
export function createSiteConfigStore(load: () => Promise<SiteConfig>) {
  let state: SiteConfigState = { status: 'loading', config: withDefaults(undefined) };
  let started: Promise<void> | undefined;
  const listeners = new Set<Listener>();
  const set = (next: SiteConfigState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    /** Starts the one load (later calls return the same promise); a failure is only logged. */
    preload(): Promise<void> {
      started ??= load().then(
        (config) => set({ status: 'ready', config: withDefaults(config) }),
        (error: unknown) => {
          console.warn('Site config could not be loaded; using built-in texts.', error);
          set({ status: 'failed', config: withDefaults(undefined) });
        },
      );
      return started;
    },
    /** Replaces the config after the owner saved it in the admin. */
    replace(config: SiteConfig) {
      set({ status: 'ready', config: withDefaults(config) });
    },
    /** The config the server rendered the page with: ready at once, and not loaded again. */
    seed(config: SiteConfig) {
      started = Promise.resolve();
      set({ status: 'ready', config: withDefaults(config) });
    },
    /** Back to not loaded (the server, after rendering a page with a seed). */
    reset() {
      started = undefined;
      set({ status: 'loading', config: withDefaults(undefined) });
    },
    getSnapshot: (): SiteConfigState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SiteConfigStore = ReturnType<typeof createSiteConfigStore>;

/**
 * The config's schema (and with it zod) is imported only when the preload starts, so the landing
 * page's first script stays small; the request and the schema chunk load side by side.
 */
function loadSiteConfig(): Promise<SiteConfig> {
  return getJson('/api/config', visitorSchema('siteConfigForVisitorsSchema'), { timeoutMs: CONFIG_PRELOAD_TIMEOUT_MS });
}

export const siteConfigStore = createSiteConfigStore(loadSiteConfig);

/** The shared config (with built-in defaults filled in) and whether it has loaded. */
export function useSiteConfig(store: SiteConfigStore = siteConfigStore): SiteConfigState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
