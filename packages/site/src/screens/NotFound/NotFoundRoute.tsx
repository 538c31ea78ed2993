import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { useSiteLocation } from '../../routing';
import { NotFoundScreen } from './NotFoundScreen';

/** Any path no route serves (the last route of `app/AppRoutes.tsx`). */
export function NotFoundRoute() {
  const { pathname } = useSiteLocation();
  useDocumentTitle('404: page not found');
  return <NotFoundScreen path={pathname} host={currentHost()} />;
}
