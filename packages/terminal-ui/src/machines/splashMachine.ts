/**
 * splashMachine — the boot screen, shown once per browser session on `/`.
 *
 * Timeline (named delays, overridable with `provide({ delays })`):
 *   starting  `initialDelay` 500 ms, then
 *   booting   four steps, `stepDelay` 400 ms each. Progress on entering each step:
 *             Initializing core systems 20, Loading font resources 45 (+25), Establishing API
 *             connections 78 (+33), Finalizing boot sequence 100: docs/spec.md §2's increments 20, 25 and 33
 *             drive the first three steps and the last one fills the bar.
 *   online    message `System online - Welcome!` for `onlineDelay` 500 ms, then
 *   fading    `fadeDuration` 500 ms (the 0.5 s fade-out), then
 *   done      final: the screen unmounts the splash (actor status `done`).
 * On `boot.fail` (the screen's error boundary or a failed check; any state before fading) the
 * splash goes to `failed`: message `Boot sequence complete`, then the same hold, fade and close.
 * `boot.skip` (a key or click) goes straight to fading.
 *
 * Warm-up: the `warmUp` actor (default: does nothing) is invoked for the whole boot; the screen
 * supplies its data calls with `splashMachine.provide({ actors: { warmUp: fromPromise(…) } })`. The
 * timeline never waits for it (a slow API must not hold the visitor back) and its failure is only
 * recorded in `context.warmUp`. It is stopped when the splash closes: a call that should outlive
 * the splash must ignore the abort `signal`.
 *
 * Context: stepIndex (-1 before the first step), stepLabel, progress (0–100), message, version
 * (`portfolio system v2.1.3`), warmUp ('pending' | 'done' | 'failed'). Any state can be pinned
 * for a story with `createActor(splashMachine, { snapshot: splashMachine.resolveState({ value:
 * { boot: 'booting' }, context: splashContextAt(2) }) })`.
 *
 * Events: boot.fail, boot.skip. Emits nothing.
 */
import { assign, fromPromise, setup } from 'xstate';

import { BOOT_STEPS, FAILED_MESSAGE, ONLINE_MESSAGE, SPLASH_VERSION } from './splashSteps';

export { BOOT_STEPS, FAILED_MESSAGE, ONLINE_MESSAGE, SPLASH_VERSION } from './splashSteps';

export interface SplashContext {
  readonly stepIndex: number;
  readonly stepLabel: string;
  readonly progress: number;
  readonly message: string;
  readonly version: string;
  readonly warmUp: 'pending' | 'done' | 'failed';
}

export type SplashEvent = { type: 'boot.fail' } | { type: 'boot.skip' };

/** The context a splash shows at a step (-1: before the first), for stories and tests. */
export function splashContextAt(stepIndex: number): SplashContext {
  const step = BOOT_STEPS[stepIndex];
  return {
    stepIndex: step === undefined ? -1 : stepIndex,
    stepLabel: step?.label ?? '',
    progress: step?.progress ?? 0,
    message: '',
    version: SPLASH_VERSION,
    warmUp: 'pending',
  };
}

export const splashMachine = setup({
  types: {
    context: {} as SplashContext,
    events: {} as SplashEvent,
  },
  actors: {
    warmUp: fromPromise<unknown>(async () => undefined),
  },
  guards: {
    hasNextStep: ({ context }) => context.stepIndex + 1 < BOOT_STEPS.length,
  },
  actions: {
    nextStep: assign(({ context }) => {
      const { warmUp } = context;
      return { ...splashContextAt(context.stepIndex + 1), warmUp };
    }),
    showOnline: assign({ message: ONLINE_MESSAGE }),
    showFailed: assign({ message: FAILED_MESSAGE }),
    markWarm: assign({ warmUp: 'done' as const }),
    markWarmFailed: assign({ warmUp: 'failed' as const }),
  },
  delays: {
    initialDelay: 500,
    stepDelay: 400,
    onlineDelay: 500,
    fadeDuration: 500,
  },
}).createMachine({
  id: 'splash',
  context: splashContextAt(-1),
  invoke: {
    src: 'warmUp',
    onDone: { actions: 'markWarm' },
    onError: { actions: 'markWarmFailed' },
  },
  initial: 'boot',
  states: {
    boot: {
      on: {
        'boot.fail': 'failed',
        'boot.skip': 'fading',
      },
      initial: 'starting',
      states: {
        starting: {
          after: { initialDelay: 'booting' },
        },
        booting: {
          entry: 'nextStep',
          after: {
            stepDelay: [{ guard: 'hasNextStep', target: 'booting', reenter: true }, { target: 'online' }],
          },
        },
        online: {
          entry: 'showOnline',
          after: { onlineDelay: '#splash.fading' },
        },
      },
    },
    failed: {
      entry: 'showFailed',
      on: { 'boot.skip': 'fading' },
      after: { onlineDelay: 'fading' },
    },
    fading: {
      after: { fadeDuration: 'done' },
    },
    done: { type: 'final' },
  },
});
