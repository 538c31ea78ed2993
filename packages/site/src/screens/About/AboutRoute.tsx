import type { SiteConfig } from '@portfolio/contracts/config';
import { configOf, siteConfigLoader, useLoadedSiteConfig } from '../../data/siteConfig';
import type { Loader } from '../../data/loader';
import { useIsMobile } from '../../device/useIsMobile';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { AboutScreen } from './AboutScreen';

export interface AboutRouteProps {
  /** Stories pass their own loader, so each can answer with its own config. */
  configLoader?: Loader<SiteConfig>;
}

/** Route `/about`: a file list on phones, a terminal elsewhere. */
export function AboutRoute({ configLoader = siteConfigLoader }: AboutRouteProps) {
  useDocumentTitle({ kind: 'about' });
  const config = configOf(useLoadedSiteConfig(configLoader));
  const mobile = useIsMobile();
  return <AboutScreen config={config} mobile={mobile} host={currentHost()} />;
}
