import type { ArtKind, ArtResponse } from '@portfolio/contracts/art';
import { DeferredTerminal } from '@portfolio/terminal-ui/components/DeferredTerminal';
import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { textLine } from '@portfolio/terminal-ui/engine/output';
import { errorMessage } from '@portfolio/terminal-ui/engine/messages';
import { defineTerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from '../../routing';
import { ART_KEY, artFirstLoad, fetchArt, fetchReview } from '../../api/art';
import { useFetch } from '../../api/useFetch';
import { artCandidates, artCommands, failedToLoadArt, rootLines, type ArtContext } from '../../commands/art';
import { artPath } from '../../content/artFiles';
import { shellPrompt } from '../../content/shellPrompt';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import styles from './ArtScreen.module.css';
import { CoverPanel } from './CoverPanel';

export const ART_LOADING = 'Loading art data...';
export const ART_PLACEHOLDER = "type 'ls', 'cd <category>' or 'help'";

const EMPTY_ART: ArtResponse = {
  music: { currentCover: null, items: [] },
  books: { currentCover: null, items: [] },
  movies: { currentCover: null, items: [] },
  shows: { currentCover: null, items: [] },
};

function ArtTerminal({ art, loadError }: { art: ArtResponse; loadError: string | null }) {
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  const [category, setCategory] = useState<ArtKind | null>(null);
  useDocumentTitle(category === null ? 'Art' : `Art: ${category}`);

  // Commands run between renders: they read the latest values through this ref.
  const live = useRef({ art, theme, category });
  useLayoutEffect(() => {
    live.current = { art, theme, category };
  });
  const changeCategory = useCallback((next: ArtKind | null) => {
    live.current = { ...live.current, category: next };
    setCategory(next);
  }, []);

  const loadFailure = loadError === null ? null : failedToLoadArt(loadError);
  const [input] = useState(() =>
    defineTerminalInput<ArtContext>({
      commands: artCommands,
      prompt: shellPrompt(artPath(null)),
      getContext: () => ({ ...live.current, changeCategory, loadReview: (slug) => fetchReview(slug), loadFailure }),
      candidates: () => artCandidates(live.current.art, live.current.category),
      initialLines: loadFailure === null ? rootLines() : [...rootLines(), textLine(loadFailure, 'error')],
    }),
  );

  return (
    <div className={styles.layout}>
      <DeferredTerminal
        className={styles.terminal}
        input={input}
        prompt={shellPrompt(artPath(category))}
        placeholder={ART_PLACEHOLDER}
        onNavigate={(to) => void navigate(to)}
        onThemeChange={setTheme}
      />
      {category !== null && <CoverPanel category={category} cover={art[category].currentCover} />}
    </div>
  );
}

/** `/art`: the art terminal with its cover panel (spec §2 "Art screen"). */
export function ArtRoute() {
  // The terminal names the category once it is open; until then (and while loading) the page is "Art".
  useDocumentTitle('Art');
  const state = useFetch(ART_KEY, fetchArt, artFirstLoad);
  return (
    <main className={styles.screen}>
      <h1 className={styles.srOnly}>Art</h1>
      {state.status === 'loading' ? (
        <p className={styles.loading} role="status">
          {ART_LOADING}
        </p>
      ) : (
        <ArtTerminal
          art={state.status === 'ready' ? state.data : EMPTY_ART}
          loadError={state.status === 'failed' ? errorMessage(state.error) : null}
        />
      )}
    </main>
  );
}
