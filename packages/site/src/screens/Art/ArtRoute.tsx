import type { ArtKind, ArtResponse } from '@portfolio/contracts/art';
import { DeferredTerminal } from '@portfolio/terminal-ui/components/DeferredTerminal';
import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { useScreenTerminalInput } from '@portfolio/terminal-ui/hooks/useScreenTerminalInput';
import { useState } from 'react';
import { useNavigate } from '../../routing';
import { ART_KEY, artFirstLoad, fetchArt, fetchReview } from '../../api/art';
import { useFetch } from '../../api/useFetch';
import { ART_PLACEHOLDER, artTerminalInput, failedToLoadArt } from '../../commands/art';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import { LoadedScreen } from '../LoadedScreen/LoadedScreen';
import styles from './ArtScreen.module.css';
import { CoverPanel } from './CoverPanel';

export const ART_LOADING = 'Loading art data...';

const EMPTY_ART: ArtResponse = {
  music: { currentCover: null, items: [] },
  books: { currentCover: null, items: [] },
  movies: { currentCover: null, items: [] },
  shows: { currentCover: null, items: [] },
};

function ArtTerminal({ art, loadError }: { art: ArtResponse; loadError: string | null }) {
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  // The session owns the category; it tells this screen (cover panel, title) through changeCategory.
  const [category, setCategory] = useState<ArtKind | null>(null);
  useDocumentTitle(category === null ? 'Art' : `Art: ${category}`);

  const loadFailure = loadError === null ? null : failedToLoadArt(loadError);
  const input = useScreenTerminalInput({ art, theme, loadFailure }, (latest) =>
    artTerminalInput(() => ({ ...latest(), changeCategory: setCategory, loadReview: (slug) => fetchReview(slug) })),
  );

  return (
    <div className={styles.layout}>
      <DeferredTerminal
        className={styles.terminal}
        input={input}
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
    <LoadedScreen title="Art" state={state} loading={ART_LOADING} fallback={EMPTY_ART}>
      {(art, loadError) => <ArtTerminal art={art} loadError={loadError} />}
    </LoadedScreen>
  );
}
