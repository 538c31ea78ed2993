import { artReviewLabel } from '@portfolio/contracts/artReviews';
import { PAGE_LABELS } from '@portfolio/contracts/pageTitles';
import { artLoader, postLoader } from '../../data/siteData';
import { useLoaded } from '../../data/useLoaded';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { useParams, useSiteLocation } from '../../routing';
import { ArtReviewScreen } from './ArtReviewScreen';
import { artReviewState } from './artReviewState';

/**
 * `/art/{kind}/{id}`: the art (`GET /api/art`) names the entry, and its review is the writing post of
 * the same slug, both read as the art terminal's `cat` reads them (the server's page carries both).
 */
export function ArtReviewRoute() {
  const { category = '', id = '' } = useParams();
  const { pathname } = useSiteLocation();
  const state = artReviewState(useLoaded(artLoader), useLoaded(postLoader, id), category, id);
  useDocumentTitle(state.status === 'ready' ? artReviewLabel(state.data.item.title) : state.status === 'notFound' ? PAGE_LABELS.notFound : PAGE_LABELS.art);
  return <ArtReviewScreen state={state} host={currentHost()} path={pathname} />;
}
