import { useLocation } from 'react-router-dom';
import { NotFoundScreen } from '../screens/NotFound/NotFoundScreen';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  useDocumentTitle('404: page not found');
  return <NotFoundScreen path={pathname} />;
}
