import { Splash } from '@portfolio/terminal-ui/components/Splash';
import { splashMachine } from '@portfolio/terminal-ui/machines/splashMachine';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { warmUpSplash } from '../../api/home';
import { siteConfigStore } from '../../config/siteConfigStore';
import { markSplashShown, shouldShowSplash } from './splashSession';

const defaultWarmUp = () => warmUpSplash(() => siteConfigStore.preload());

export interface HomeSplashProps {
  /** The data calls run during the boot (default: config, art and writing); failures are tolerated. */
  warmUp?: () => Promise<void>;
}

/** The boot screen over the home, the first time `/` is opened in this browser session. */
export function HomeSplash({ warmUp = defaultWarmUp }: HomeSplashProps) {
  const [visible, setVisible] = useState(() => shouldShowSplash(window.location.pathname));
  const machine = useMemo(() => splashMachine.provide({ actors: { warmUp: fromPromise<unknown>(() => warmUp()) } }), [warmUp]);

  useEffect(() => {
    if (visible) markSplashShown();
  }, [visible]);

  return visible ? <Splash machine={machine} onDone={() => setVisible(false)} /> : null;
}
