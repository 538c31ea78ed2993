import { useEffect } from 'react';
import { siteConfigStore, useSiteConfig, type SiteConfigState, type SiteConfigStore } from './siteConfigStore';

/**
 * The shared config, making sure its one load has started (main.tsx starts it at boot; a story or a
 * test mounting the screen alone would otherwise wait forever).
 */
export function useLoadedSiteConfig(store: SiteConfigStore = siteConfigStore): SiteConfigState {
  useEffect(() => {
    void store.preload();
  }, [store]);
  return useSiteConfig(store);
}
