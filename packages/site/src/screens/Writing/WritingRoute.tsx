import type { WritingListItem, WritingPost } from '@portfolio/contracts/writing';
import { DeferredTerminal } from '@portfolio/terminal-ui/components/DeferredTerminal';
import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { errorMessage } from '@portfolio/terminal-ui/engine/messages';
import { textLine } from '@portfolio/terminal-ui/engine/output';
import { defineTerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from '../../routing';
import { useFetch } from '../../api/useFetch';
import { fetchPost, fetchWritingList, isNotFound, WRITING_LIST_KEY, writingListFirstLoad } from '../../api/writing';
import { failedToLoadPosts, writingCandidates, writingCommands, type WritingContext } from '../../commands/writing';
import { shellPrompt } from '../../content/shellPrompt';
import { sortNewestFirst } from '../../content/writingPosts';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import { PostList } from './PostList';
import styles from './WritingScreen.module.css';

export const WRITING_LOADING = 'Loading posts...';
export const WRITING_PLACEHOLDER = "type 'ls', 'cat <file>.txt' or 'help'";

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
  const themeRef = useRef(theme);
  useLayoutEffect(() => {
    themeRef.current = theme;
  });

  const loadFailure = loadError === null ? null : failedToLoadPosts(loadError);
  const [input] = useState(() =>
    defineTerminalInput<WritingContext>({
      commands: writingCommands(posts),
      prompt: shellPrompt('~/writing'),
      getContext: () => ({ theme: themeRef.current, posts, loadPost, loadFailure }),
      candidates: () => writingCandidates(posts),
      initialLines: loadFailure === null ? [] : [textLine(loadFailure, 'error')],
    }),
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
    <main className={styles.screen}>
      <h1 className={styles.srOnly}>Writing</h1>
      {state.status === 'loading' ? (
        <p className={styles.loading} role="status">
          {WRITING_LOADING}
        </p>
      ) : (
        <WritingTerminal
          posts={state.status === 'ready' ? sortNewestFirst(state.data.items) : []}
          loadError={state.status === 'failed' ? errorMessage(state.error) : null}
        />
      )}
    </main>
  );
}
