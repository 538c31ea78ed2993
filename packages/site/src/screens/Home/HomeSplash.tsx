import { SplashFirstFrame } from '@portfolio/terminal-ui/components/SplashFrame';
import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import styles from './HomeSplash.module.css';
import { BOOTING_CLASS, markSplashShown, shouldShowSplash, splashSkippedEarly } from './splashSession';
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

/**
 * The splash's first frame, the same in the server's HTML and the browser's first render. It is
 * seen only while `<html>` has the booting class, which the page's inline script sets before the
 * first paint when the session has not seen the splash yet: so a first visit shows the boot from
 * its very first frame, a later one the home at once, and without JavaScript never the splash.
 */
function BootFrame() {
  return (
    <div className={styles.frame} aria-busy="true">
      <SplashFirstFrame />
    </div>
  );
}

const stopBooting = () => document.documentElement.classList.remove(BOOTING_CLASS);

export type HomeSplashProps = Pick<SplashOverlayProps, 'warmUp'>;

/**
 * The boot screen over the home, the first time `/` is opened in this browser session. Until its
 * chunk is in, the first frame stands in its place, so the home never flashes first.
 */
export function HomeSplash({ warmUp }: HomeSplashProps) {
  const [shown, setShown] = useState<'undecided' | 'showing' | 'closed'>('undecided');

  // Decided after the first render, which must match the server's. A first frame the visitor
  // already ended (splashSkippedEarly) counts as shown, and is not played. In an effect, not a layout
  // effect: a state set in a layout effect is rendered and committed at once, inside the task that
  // committed the hydrated page, which made that task the longest of a phone's `/` (31–40 ms here,
  // four times that on Lighthouse's phone: blocking time); the frame that may paint in between
  // shows what the server's page showed (the first frame while `html.booting` is set, else nothing).
  useEffect(() => {
    if (!shouldShowSplash(window.location.pathname)) setShown('closed');
    else if (!splashSkippedEarly()) setShown('showing');
    else {
      markSplashShown();
      setShown('closed');
    }
  }, []);

  useEffect(() => {
    if (shown === 'showing') markSplashShown();
    if (shown === 'closed') stopBooting();
  }, [shown]);

  if (shown === 'undecided') return <BootFrame />;
  return shown === 'showing' ? (
    <Suspense fallback={<BootFrame />}>
      <SplashOverlay warmUp={warmUp} onDone={() => setShown('closed')} skipped={splashSkippedEarly} />
      <StopBooting />
    </Suspense>
  ) : null;
}

/** Mounted with the live splash: the first frame's class has done its work. */
function StopBooting() {
  useLayoutEffect(stopBooting, []);
  return null;
}
