import type { SnapshotFrom } from 'xstate';
import type { splashMachine } from '../../machines/splashMachine';
import type { SplashViewProps } from './SplashView';

export type SplashSnapshot = SnapshotFrom<typeof splashMachine>;
export type SplashViewState = Pick<SplashViewProps, 'version' | 'stepIndex' | 'progress' | 'message' | 'fading'>;

/** What the view shows for a machine snapshot; stories pin a state with `resolveState` and this. */
export function splashViewProps(snapshot: SplashSnapshot): SplashViewState {
  const { version, stepIndex, progress, message } = snapshot.context;
  return { version, stepIndex, progress, message, fading: snapshot.matches('fading') || snapshot.status === 'done' };
}

export function sameViewState(a: SplashViewState, b: SplashViewState): boolean {
  return (
    a.version === b.version &&
    a.stepIndex === b.stepIndex &&
    a.progress === b.progress &&
    a.message === b.message &&
    a.fading === b.fading
  );
}
