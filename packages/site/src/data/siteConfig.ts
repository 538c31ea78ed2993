import type { SiteConfig } from '@portfolio/contracts/config';
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_SITE_CONFIG, withDefaults } from '../config/defaults';
import { type Loaded, LOADING } from './loaded';
import { createLoader, type Loader } from './loader';

/**
 * The owner's config as every screen shares it: loaded once (at start, `main.tsx`), its empty values
 * filled with the built-in texts; a failure is only logged, and the built-in texts stay.
 */
export function createConfigLoader(read: (signal?: AbortSignal) => Promise<SiteConfig>): Loader<SiteConfig> {
  const readFilled = (_key: string, signal?: AbortSignal) =>
    read(signal).then(withDefaults, (error: unknown) => {
      console.warn('Site config could not be loaded; using built-in texts.', error);
      throw error;
    });
  return createLoader(readFilled, { freshMs: Number.POSITIVE_INFINITY });
}

/**
 * The site's config, read through the data source (`siteData.ts`), which is imported with the read:
 * the first script carries only the loader, and a page the server wrote reads nothing.
 */
export const siteConfigLoader = createConfigLoader((signal) => import('./siteData').then(({ dataSource }) => dataSource.config(signal)));

/** The config to show: the loaded one, else (loading, failed) the built-in texts. */
export const configOf = (state: Loaded<SiteConfig> | undefined): SiteConfig => (state?.status === 'ready' ? state.data : DEFAULT_SITE_CONFIG);

/** The config the server rendered the page with, or the owner has just saved: every reader shows it at once. */
export function setSiteConfig(config: SiteConfig, loader: Loader<SiteConfig> = siteConfigLoader): void {
  loader.seed(withDefaults(config));
}

/** The shared config and whether it has loaded. */
export function useSiteConfig(loader: Loader<SiteConfig> = siteConfigLoader): Loaded<SiteConfig> {
  const snapshot = () => loader.peek() ?? LOADING;
  return useSyncExternalStore(loader.subscribe, snapshot, snapshot);
}

/**
 * `useSiteConfig`, making sure its one load has started (`main.tsx` starts it at boot; a story or a
 * test mounting the screen alone would otherwise wait forever).
 */
export function useLoadedSiteConfig(loader: Loader<SiteConfig> = siteConfigLoader): Loaded<SiteConfig> {
  useEffect(() => void loader.load(), [loader]);
  return useSiteConfig(loader);
}
