import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { splashMachine } from '../../machines/splashMachine';
import { SplashErrorBoundary } from './SplashErrorBoundary';
import { sameViewState, splashViewProps } from './splashViewProps';
import { SplashView } from './SplashView';

export interface SplashProps {
  /** Called once the boot has faded out: unmount the splash (and set the session flag). */
  onDone: () => void;
  /** The machine to run: `splashMachine.provide({ actors: { warmUp } })` warms the API up. */
  machine?: typeof splashMachine;
  /** Let Escape, Enter or a click skip to the fade (`SKIP_KEYS`); other keys are left to the page. */
  skippable?: boolean;
}

/**
 * The keys that end the boot early, besides a click. They do only that: the page under the splash
 * never sees them (an Enter that skips runs no half-typed line). Any other key passes through, so
 * a visitor typing during the boot types into the command line waiting under it.
 */
export const SKIP_KEYS: readonly string[] = ['Escape', 'Enter'];

/** The boot screen, live: runs `splashMachine` and shows it with `SplashView`. */
export function Splash({ onDone, machine, skippable = true }: SplashProps) {
  const actorRef = useActorRef(machine ?? splashMachine);
  const view = useSelector(actorRef, splashViewProps, sameViewState);
  const done = useSelector(actorRef, (snapshot) => snapshot.status === 'done');

  const onDoneRef = useRef(onDone);
  useLayoutEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (done) onDoneRef.current();
  }, [done]);

  // Listening from the capture phase, before the page's own handlers; and from the layout phase, so
  // no key falls between the page's inline script (which skips the first frame) and this splash.
  useLayoutEffect(() => {
    if (!skippable) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!SKIP_KEYS.includes(event.key) || event.isComposing) return;
      event.preventDefault();
      event.stopPropagation();
      actorRef.send({ type: 'boot.skip' });
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [actorRef, skippable]);

  return (
    <SplashErrorBoundary onError={() => actorRef.send({ type: 'boot.fail' })}>
      <SplashView {...view} onSkip={skippable ? () => actorRef.send({ type: 'boot.skip' }) : undefined} />
    </SplashErrorBoundary>
  );
}
