import { siteConfigStore, type SiteConfigStore } from '../../config/siteConfigStore';
import { useLoadedSiteConfig } from '../../config/useLoadedSiteConfig';
import { useIsMobile } from '../../device/useIsMobile';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { AboutScreen } from './AboutScreen';

export interface AboutRouteProps {
  /** Stories pass their own store, so each can answer with its own config. */
  configStore?: SiteConfigStore;
}

/** Route `/about`: a file list on phones, a terminal elsewhere. */
export function AboutRoute({ configStore = siteConfigStore }: AboutRouteProps) {
  useDocumentTitle({ kind: 'about' });
  const { config } = useLoadedSiteConfig(configStore);
  const mobile = useIsMobile();
  return <AboutScreen config={config} mobile={mobile} host={currentHost()} />;
}
