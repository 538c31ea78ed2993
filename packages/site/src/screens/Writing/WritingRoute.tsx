import type { WritingListItem, WritingListResponse, WritingPost } from '@portfolio/contracts/writing';
import { DeferredTerminal } from '@portfolio/terminal-ui/components/DeferredTerminal';
import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { useScreenTerminalInput } from '@portfolio/terminal-ui/hooks/useScreenTerminalInput';
import { useNavigate } from '../../routing';
import { useFetch } from '../../api/useFetch';
import { fetchPost, fetchWritingList, isNotFound, WRITING_LIST_KEY, writingListFirstLoad } from '../../api/writing';
import { failedToLoadPosts, WRITING_PLACEHOLDER, writingTerminalInput } from '../../commands/writing';
import { sortNewestFirst } from '../../content/writingPosts';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import { LoadedScreen } from '../LoadedScreen/LoadedScreen';
import { PostList } from './PostList';
import styles from './WritingScreen.module.css';

export const WRITING_LOADING = 'Loading posts...';

const NO_POSTS: WritingListResponse = { items: [], total: 0 };

async function loadPost(slug: string): Promise<WritingPost | null> {
  try {
    return await fetchPost(slug);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function WritingTerminal({ posts, loadError }: { posts: readonly WritingListItem[]; loadError: string | null }) {
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  const loadFailure = loadError === null ? null : failedToLoadPosts(loadError);
  const input = useScreenTerminalInput({ theme, posts, loadFailure }, (latest) =>
    writingTerminalInput(() => ({ ...latest(), loadPost })),
  );

  return (
    <DeferredTerminal
      className={styles.terminal}
      input={input}
      // A list that failed to load is not an empty one: only the error line speaks then, as on /projects.
      header={loadError === null ? <PostList posts={posts} /> : null}
      placeholder={WRITING_PLACEHOLDER}
      onNavigate={(to) => void navigate(to)}
      onThemeChange={setTheme}
    />
  );
}

/** `/writing`: the post list and its terminal (spec §2 "Writing list"). */
export function WritingRoute() {
  useDocumentTitle('Writing');
  const state = useFetch(WRITING_LIST_KEY, fetchWritingList, writingListFirstLoad);
  return (
    <LoadedScreen title="Writing" state={state} loading={WRITING_LOADING} fallback={NO_POSTS}>
      {(list, loadError) => <WritingTerminal posts={sortNewestFirst(list.items)} loadError={loadError} />}
    </LoadedScreen>
  );
}
