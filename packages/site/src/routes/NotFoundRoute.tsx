import { useSiteLocation } from '../routing';
import { NotFoundScreen } from '../screens/NotFound/NotFoundScreen';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFoundRoute() {
  const { pathname } = useSiteLocation();
  useDocumentTitle('404: page not found');
  return <NotFoundScreen path={pathname} />;
}
