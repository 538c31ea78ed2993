import { useSearchParams } from '../../routing';
import { siteConfigStore, type SiteConfigStore } from '../../config/siteConfigStore';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { useLoadedSiteConfig } from '../../config/useLoadedSiteConfig';
import { quickviewBackTarget } from './quickviewBack';
import { QuickviewScreen } from './QuickviewScreen';

export interface QuickviewRouteProps {
  /** Stories pass their own store, so each can answer with its own config. */
  configStore?: SiteConfigStore;
}

/** Route `/about/quickview?from=…`: the owner's overview on one page; `from` picks where Back goes. */
export function QuickviewRoute({ configStore = siteConfigStore }: QuickviewRouteProps) {
  useDocumentTitle('Quick Overview');
  const params = useSearchParams();
  const { status, config } = useLoadedSiteConfig(configStore);
  return <QuickviewScreen config={status === 'loading' ? null : config} backTo={quickviewBackTarget(params.get('from'))} />;
}
