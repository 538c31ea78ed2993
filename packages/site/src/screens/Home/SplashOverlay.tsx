import { Splash } from '@portfolio/terminal-ui/components/Splash';
import { splashMachine } from '@portfolio/terminal-ui/machines/splashMachine';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { siteConfigLoader } from '../../data/siteConfig';
import { dataSource } from '../../data/siteData';

/** The config preload and the edition's warm-up; every failure is tolerated. */
const defaultWarmUp = async () => {
  await Promise.allSettled([siteConfigLoader.load(), dataSource.warmUp()]);
};

export interface SplashOverlayProps {
  /** The data calls run during the boot (default: config, art and writing); failures are tolerated. */
  warmUp?: () => Promise<void>;
  onDone: () => void;
  /**
   * Whether the visitor ended the boot's first frame while this chunk was on its way (read once,
   * when it arrives): the splash then closes at once instead of starting over.
   */
  skipped?: () => boolean;
}

/** The boot screen itself: the splash machine with the home's warm-up calls as its work. */
export function SplashOverlay({ warmUp = defaultWarmUp, onDone, skipped = () => false }: SplashOverlayProps) {
  const machine = useMemo(() => splashMachine.provide({ actors: { warmUp: fromPromise<unknown>(() => warmUp()) } }), [warmUp]);
  const [skippedEarly] = useState(skipped);
  useEffect(() => {
    if (skippedEarly) onDone();
  }, [skippedEarly, onDone]);
  return skippedEarly ? null : <Splash machine={machine} onDone={onDone} />;
}
