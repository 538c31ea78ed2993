import { writingListLoader } from '../../data/siteData';
import { useLoaded } from '../../data/useLoaded';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { WritingScreen } from './WritingScreen';

/** `/writing`: the post list and its terminal. */
export function WritingRoute() {
  useDocumentTitle('Writing');
  const state = useLoaded(writingListLoader);
  return <WritingScreen state={state} host={currentHost()} />;
}
