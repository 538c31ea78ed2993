import { useFetch } from '../../api/useFetch';
import { fetchWritingList, WRITING_LIST_KEY, writingListFirstLoad } from '../../api/writingApi';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { WritingScreen } from './WritingScreen';

/** `/writing`: the post list and its terminal. */
export function WritingRoute() {
  useDocumentTitle('Writing');
  const state = useFetch(WRITING_LIST_KEY, fetchWritingList, writingListFirstLoad);
  return <WritingScreen state={state} host={currentHost()} />;
}
