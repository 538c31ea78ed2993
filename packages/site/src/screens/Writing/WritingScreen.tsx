import type { WritingListItem, WritingListResponse } from '@portfolio/contracts/writing';
import { DeferredTerminal } from '@portfolio/terminal-ui/components/DeferredTerminal';
import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { useNavigate } from '../../routing';
import { failedToLoadPosts, WRITING_PLACEHOLDER, writingTerminalInput } from '../../commands/writingCommands';
import type { Loaded } from '../../data/loaded';
import { dataSource } from '../../data/siteData';
import { sortNewestFirst } from '../../domain/writingPosts';
import { useShellTerminal } from '../../shell/useShellTerminal';
import { useMachineLoad } from '../../device/useMachineLoad';
import { LoadedScreen } from '../shared/LoadedScreen/LoadedScreen';
import { NoScript } from '../shared/NoScript/NoScript';
import { PostListing } from './PostListing';
import styles from './WritingScreen.module.css';

export const WRITING_LOADING = 'Loading posts...';

const NO_POSTS: WritingListResponse = { items: [], total: 0 };

export interface WritingScreenProps {
  /** `GET /api/writing`, as the route loads it. */
  state: Loaded<WritingListResponse>;
  /** The host the prompt shows (the route reads the page's). */
  host: string;
}

function WritingTerminal({ posts, loadError, host }: { posts: readonly WritingListItem[]; loadError: string | null; host: string }) {
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  const loadFailure = loadError === null ? null : failedToLoadPosts(loadError);
  const machineLoad = useMachineLoad();
  const input = useShellTerminal('/writing', { theme, posts, loadFailure }, (latest, services) =>
    writingTerminalInput(() => ({ ...latest(), loadPost: (slug) => dataSource.post(slug) }), host, services),
  );

  return (
    <DeferredTerminal
      loadWhen={machineLoad}
      className={styles.terminal}
      input={input}
      // A list that failed to load is not an empty one: only the error line speaks then, as on /projects.
      header={
        <>
          <NoScript />
          {loadError === null && <PostListing posts={posts} />}
        </>
      }
      placeholder={WRITING_PLACEHOLDER}
      onNavigate={(to) => void navigate(to)}
      onThemeChange={setTheme}
    />
  );
}

/** `~/writing`: "Found N post(s)" as links, and a terminal over the same posts. */
export function WritingScreen({ state, host }: WritingScreenProps) {
  return (
    <LoadedScreen title="Writing" state={state} loading={WRITING_LOADING} fallback={NO_POSTS}>
      {(list, loadError) => <WritingTerminal posts={sortNewestFirst(list.items)} loadError={loadError} host={host} />}
    </LoadedScreen>
  );
}
