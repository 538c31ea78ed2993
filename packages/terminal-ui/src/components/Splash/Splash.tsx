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
  /** Let a click or a key skip to the fade. */
  skippable?: boolean;
}

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

  useEffect(() => {
    if (!skippable) return;
    const onKeyDown = () => actorRef.send({ type: 'boot.skip' });
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actorRef, skippable]);

  return (
    <SplashErrorBoundary onError={() => actorRef.send({ type: 'boot.fail' })}>
      <SplashView {...view} onSkip={skippable ? () => actorRef.send({ type: 'boot.skip' }) : undefined} />
    </SplashErrorBoundary>
  );
}
