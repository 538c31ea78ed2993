import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import styles from './HomeSplash.module.css';
import { markSplashShown, shouldShowSplash } from './splashSession';
import type { SplashOverlayProps } from './SplashOverlay';

/** Closes at once: the splash is decoration, so if its code cannot be fetched the home shows without it. */
function SkipSplash({ onDone }: SplashOverlayProps) {
  useEffect(() => onDone(), [onDone]);
  return null;
}

type SplashModule = { default: ComponentType<SplashOverlayProps> };

// Only a session's first visit to `/` shows the splash, so its machine is fetched only then.
const SplashOverlay = lazy(() =>
  import('./SplashOverlay').then(
    (module): SplashModule => ({ default: module.SplashOverlay }),
    (error: unknown): SplashModule => {
      console.warn('The splash could not be loaded; showing the home without it.', error);
      return { default: SkipSplash };
    },
  ),
);

export type HomeSplashProps = Pick<SplashOverlayProps, 'warmUp'>;

/**
 * The boot screen over the home, the first time `/` is opened in this browser session. While its
 * chunk loads, a blank cover in the splash's colours hides the home, so the home never flashes first.
 */
export function HomeSplash({ warmUp }: HomeSplashProps) {
  const [visible, setVisible] = useState(() => shouldShowSplash(window.location.pathname));

  useEffect(() => {
    if (visible) markSplashShown();
  }, [visible]);

  return visible ? (
    <Suspense fallback={<div className={styles.cover} aria-busy="true" />}>
      <SplashOverlay warmUp={warmUp} onDone={() => setVisible(false)} />
    </Suspense>
  ) : null;
}
