import type { ArtKind, ArtResponse } from '@portfolio/contracts/art';
import { DeferredTerminal } from '@portfolio/terminal-ui/components/DeferredTerminal';
import { useTheme } from '@portfolio/terminal-ui/components/ThemeProvider';
import { useNavigate } from '../../routing';
import { ART_PLACEHOLDER, artTerminalInput, failedToLoadArt } from '../../commands/artCommands';
import type { Loaded } from '../../data/loaded';
import { dataSource } from '../../data/siteData';
import { useShellTerminal } from '../../shell/useShellTerminal';
import { useMachineLoad } from '../../device/useMachineLoad';
import { LoadedScreen } from '../shared/LoadedScreen/LoadedScreen';
import { ArtNoScript } from './ArtNoScript';
import styles from './ArtScreen.module.css';
import { CoverPanel } from './CoverPanel';

export const ART_LOADING = 'Loading art data...';

const EMPTY_ART: ArtResponse = {
  music: { currentCover: null, items: [] },
  books: { currentCover: null, items: [] },
  movies: { currentCover: null, items: [] },
  shows: { currentCover: null, items: [] },
};

/**
 * An art item's review: the content of its linked writing post, or null when there is none, it is
 * blank, or the read fails in any way (the terminal then prints "No review available").
 */
function loadReview(slug: string): Promise<string | null> {
  return dataSource.post(slug).then(
    (post) => (post === null || post.content.trim() === '' ? null : post.content),
    () => null,
  );
}

export interface ArtScreenProps {
  /** `GET /api/art`, as the route loads it. */
  state: Loaded<ArtResponse>;
  /** The category the session is in (null at the root), for the cover panel. */
  category: ArtKind | null;
  /** The session moved to another category. */
  onCategoryChange: (category: ArtKind | null) => void;
  /** The host the prompt shows (the route reads the page's). */
  host: string;
}

interface ArtTerminalProps extends Omit<ArtScreenProps, 'state'> {
  art: ArtResponse;
  loadError: string | null;
}

function ArtTerminal({ art, loadError, category, onCategoryChange, host }: ArtTerminalProps) {
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  const loadFailure = loadError === null ? null : failedToLoadArt(loadError);
  // The session owns the category; it tells the route (cover panel, title) through changeCategory.
  const machineLoad = useMachineLoad();
  const input = useShellTerminal('/art', { art, theme, loadFailure, changeCategory: onCategoryChange }, (latest, services) =>
    artTerminalInput(() => ({ ...latest(), loadReview }), host, services),
  );

  return (
    <div className={styles.layout}>
      <DeferredTerminal
        loadWhen={machineLoad}
        className={styles.terminal}
        input={input}
        header={<ArtNoScript art={art} />}
        placeholder={ART_PLACEHOLDER}
        onNavigate={(to) => void navigate(to)}
        onThemeChange={setTheme}
      />
      {category !== null && <CoverPanel category={category} cover={art[category].currentCover} />}
    </div>
  );
}

/** `~/art`: the art terminal, and the open category's cover beside it. */
export function ArtScreen({ state, ...terminal }: ArtScreenProps) {
  return (
    <LoadedScreen title="Art" state={state} loading={ART_LOADING} fallback={EMPTY_ART}>
      {(art, loadError) => <ArtTerminal art={art} loadError={loadError} {...terminal} />}
    </LoadedScreen>
  );
}
