import { siteConfigStore, type SiteConfigStore } from '../../config/siteConfigStore';
import { useIsMobile } from '../../device/useIsMobile';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import { AboutFileList } from './AboutFileList';
import { AboutTerminal } from './AboutTerminal';
import { useLoadedSiteConfig } from './useLoadedSiteConfig';

export interface AboutRouteProps {
  /** Stories pass their own store, so each can answer with its own config. */
  configStore?: SiteConfigStore;
}

/** Route `/about` (spec §2 "About"): a file list on phones, a terminal elsewhere. */
export function AboutRoute({ configStore = siteConfigStore }: AboutRouteProps) {
  useDocumentTitle({ kind: 'about' });
  const { config } = useLoadedSiteConfig(configStore);
  const mobile = useIsMobile();
  return mobile ? <AboutFileList config={config} /> : <AboutTerminal config={config} />;
}
