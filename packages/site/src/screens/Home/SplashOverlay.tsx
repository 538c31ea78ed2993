import { Splash } from '@portfolio/terminal-ui/components/Splash';
import { splashMachine } from '@portfolio/terminal-ui/machines/splashMachine';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { fromPromise } from 'xstate';
import { siteConfigLoader } from '../../data/siteConfig';
import { dataSource } from '../../data/siteData';
import { splashSkippedEarly } from './splashSession';
import { stopBooting } from './splashStart';

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

/*
 * The splash plays in a React root of its own, over the page, not inside the home's tree. So a
 * phone's `/`, which waits for the visitor's first touch before React takes the home over, like every
 * page the server wrote for a phone (`ssr/waitingPage.ts`), plays it without hydrating the menu under
 * it (issue 31); and the home, once hydrated (at once on a desktop, at that touch on a phone), finds
 * it playing and holds it: leaving `/` closes it, as it closed with the home before. Until the live
 * splash is up, the first frame the page was sent with stands in its place (`HomeSplash`).
 */

/** Mounted with the live splash: the first frame's class has done its work. */
function StopBooting() {
  useLayoutEffect(stopBooting, []);
  return null;
}

interface Playing {
  readonly root: Root;
  readonly host: HTMLElement;
  holders: number;
  closing?: ReturnType<typeof setTimeout>;
}

let playing: Playing | null = null;
let played = false;

function close(splash: Playing): void {
  if (playing !== splash) return;
  playing = null;
  clearTimeout(splash.closing);
  stopBooting();
  // Not inside the splash's own effects, which ask for it: React unmounts a root between renders.
  setTimeout(() => {
    splash.root.unmount();
    splash.host.remove();
  });
}

/** Plays the splash once a page load (the page decided it is due: `splashStart.ts`). */
export function startSplash(warmUp?: SplashOverlayProps['warmUp']): void {
  if (played) return;
  played = true;
  const host = document.createElement('div');
  host.setAttribute('data-splash-root', '');
  document.body.append(host);
  const splash: Playing = { root: createRoot(host), host, holders: 0 };
  playing = splash;
  splash.root.render(
    <>
      <SplashOverlay warmUp={warmUp} onDone={() => close(splash)} skipped={splashSkippedEarly} />
      <StopBooting />
    </>,
  );
}

/**
 * The home's hold on the splash: starts it (`startSplash`) and returns the release, which closes it
 * when no one holds it any more. The close waits for the next task, so a hold taken again at once
 * keeps it (React's development mode runs an effect, its cleanup and the effect again).
 */
export function holdSplash(warmUp?: SplashOverlayProps['warmUp']): () => void {
  startSplash(warmUp);
  const splash = playing;
  if (splash === null) return () => undefined;
  splash.holders += 1;
  clearTimeout(splash.closing);
  return () => {
    splash.holders -= 1;
    if (splash.holders === 0) splash.closing = setTimeout(() => close(splash));
  };
}
