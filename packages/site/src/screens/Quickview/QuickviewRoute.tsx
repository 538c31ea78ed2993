import type { SiteConfig } from '@portfolio/contracts/config';
import { useSearchParams } from '../../routing';
import { configOf, siteConfigLoader, useLoadedSiteConfig } from '../../data/siteConfig';
import type { Loader } from '../../data/loader';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { quickviewBackTarget } from './quickviewBack';
import { QuickviewScreen } from './QuickviewScreen';

export interface QuickviewRouteProps {
  /** Stories pass their own loader, so each can answer with its own config. */
  configLoader?: Loader<SiteConfig>;
}

/** Route `/about/quickview?from=…`: the owner's overview on one page; `from` picks where Back goes. */
export function QuickviewRoute({ configLoader = siteConfigLoader }: QuickviewRouteProps) {
  useDocumentTitle('Quick Overview');
  const params = useSearchParams();
  const state = useLoadedSiteConfig(configLoader);
  return <QuickviewScreen config={state.status === 'loading' ? null : configOf(state)} backTo={quickviewBackTarget(params.get('from'))} />;
}
