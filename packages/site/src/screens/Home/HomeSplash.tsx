import { SplashFirstFrame } from '@portfolio/terminal-ui/components/SplashFrame';
import { useEffect } from 'react';
import styles from './HomeSplash.module.css';
import type { SplashOverlayProps } from './SplashOverlay';
import { loadSplash, splashDue } from './splashStart';

export type HomeSplashProps = Pick<SplashOverlayProps, 'warmUp'>;

/**
 * The boot screen over the home, the first time `/` is opened in this browser session.
 *
 * Its first frame is drawn here, the same in the server's HTML and every render. It is seen only
 * while `<html>` has the booting class, which the page's inline script sets before the first paint
 * when the session has not seen the splash yet: so a first visit shows the boot from its very first
 * frame, a later one the home at once, and without JavaScript never the splash. The live splash plays
 * in a root of its own (`SplashOverlay.tsx`), which removes the class once it is up, and the home
 * holds it while mounted. Started from an effect, not a layout effect, so that nothing of it runs in
 * the task that commits the hydrated page (the longest of a phone's `/` when it did).
 */
export function HomeSplash({ warmUp }: HomeSplashProps) {
  useEffect(() => {
    if (!splashDue()) return undefined;
    let mounted = true;
    let release: (() => void) | undefined;
    void loadSplash().then((splash) => {
      if (mounted && splash !== null) release = splash.holdSplash(warmUp);
    });
    return () => {
      mounted = false;
      release?.();
    };
  }, [warmUp]);
  return (
    <div className={styles.frame} aria-busy="true">
      <SplashFirstFrame />
    </div>
  );
}
