import { BOOTING_CLASS, markSplashShown, shouldShowSplash, splashSkippedEarly } from './splashSession';
import type * as SplashOverlayModule from './SplashOverlay';

/** Removes the class that shows the splash's first frame (`HomeSplash`): the page shows. */
export const stopBooting = () => document.documentElement.classList.remove(BOOTING_CLASS);

let due: boolean | undefined;

/**
 * Whether this page load plays the splash, decided on the first call, for the whole page load:
 * the session has not seen it and this is `/` (`splashSession.ts`). The session counts it as shown
 * from then on, as it does a first frame the visitor ended early, which is not played; with no
 * splash to play, the first frame's class goes at once. Decided once because React's development
 * mode runs the home's effect twice, and the first run already counts the session as shown.
 */
export function splashDue(): boolean {
  if (due === undefined) {
    const skipped = splashSkippedEarly();
    due = !skipped && shouldShowSplash(window.location.pathname);
    if (due || skipped) markSplashShown();
    if (!due) stopBooting();
  }
  return due;
}

/** The live splash's chunk (terminal-ui's machine and view, and the root it plays in); only a due page load fetches it. */
export function loadSplash(): Promise<typeof SplashOverlayModule | null> {
  return import('./SplashOverlay').catch((error: unknown) => {
    // The splash is decoration: without its code the home shows without it.
    console.warn('The splash could not be loaded; showing the home without it.', error);
    stopBooting();
    return null;
  });
}
