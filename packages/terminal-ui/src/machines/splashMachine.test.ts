import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { BOOT_STEPS, splashContextAt, splashMachine } from './splashMachine';
import { SLOW_MACHINE } from './testWait';

/**
 * SimulatedClock starts a new timer at the already advanced time, so one big jump fires one
 * layer of timers; time passes here a millisecond at a time, as it would for real.
 */
function boot(machine = splashMachine) {
  const simulated = new SimulatedClock();
  const clock = { increment: (ms: number) => Array.from({ length: ms }, () => simulated.increment(1)) };
  const actor = createActor(machine, { clock: simulated }).start();
  return { actor, clock, context: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value };
}

describe('splashMachine: the boot sequence', () => {
  it('waits about 500 ms before the first step, showing the version', () => {
    const { clock, context, value } = boot();
    expect(value()).toEqual({ boot: 'starting' });
    expect(context()).toMatchObject({ stepIndex: -1, stepLabel: '', progress: 0, message: '', version: 'portfolio system v2.1.3' });
    clock.increment(499);
    expect(value()).toEqual({ boot: 'starting' });
    clock.increment(1);
    expect(value()).toEqual({ boot: 'booting' });
  });

  it('runs the four steps with progress 20, 45, 78 and 100', () => {
    const { clock, context } = boot();
    clock.increment(500);
    const seen = [];
    for (let step = 0; step < 4; step += 1) {
      seen.push([context().stepIndex, context().stepLabel, context().progress]);
      clock.increment(400);
    }
    expect(seen).toEqual([
      [0, 'Initializing core systems', 20],
      [1, 'Loading font resources', 45],
      [2, 'Establishing API connections', 78],
      [3, 'Finalizing boot sequence', 100],
    ]);
    expect(BOOT_STEPS.map((s, i) => s.progress - (BOOT_STEPS[i - 1]?.progress ?? 0))).toEqual([20, 25, 33, 22]);
  });

  it('ends with "System online - Welcome!", fades for 0.5 s and closes', () => {
    const { actor, clock, context, value } = boot();
    clock.increment(500 + 4 * 400);
    expect(value()).toEqual({ boot: 'online' });
    expect(context().message).toBe('System online - Welcome!');
    expect(context().progress).toBe(100);
    clock.increment(500);
    expect(value()).toBe('fading');
    clock.increment(499);
    expect(value()).toBe('fading');
    clock.increment(1);
    expect(value()).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('follows delays a story or test provides', () => {
    const fast = splashMachine.provide({ delays: { initialDelay: 0, stepDelay: 10, onlineDelay: 0, fadeDuration: 0 } });
    const { clock, value } = boot(fast);
    clock.increment(35);
    expect(value()).toEqual({ boot: 'booting' });
    clock.increment(15);
    expect(value()).toBe('done');
  });
});

describe('splashMachine: errors', () => {
  it('on boot.fail shows "Boot sequence complete" and closes', () => {
    const { actor, clock, context, value } = boot();
    clock.increment(900);
    actor.send({ type: 'boot.fail' });
    expect(value()).toBe('failed');
    expect(context().message).toBe('Boot sequence complete');
    clock.increment(500);
    expect(value()).toBe('fading');
    clock.increment(500);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fails from any boot state, but not once fading', () => {
    for (const wait of [0, 600, 500 + 4 * 400]) {
      const { actor, clock, value } = boot();
      clock.increment(wait);
      actor.send({ type: 'boot.fail' });
      expect(value()).toBe('failed');
    }
    const { actor, clock, value } = boot();
    clock.increment(500 + 4 * 400 + 500);
    actor.send({ type: 'boot.fail' });
    expect(value()).toBe('fading');
  });

  it('tolerates a failing warm-up: the boot carries on', async () => {
    const warmUp = vi.fn(async () => {
      throw new Error('API down');
    });
    const { clock, context, value } = boot(splashMachine.provide({ actors: { warmUp: fromPromise<unknown>(warmUp) } }));
    await vi.waitFor(() => expect(context().warmUp).toBe('failed'), SLOW_MACHINE);
    expect(warmUp).toHaveBeenCalledTimes(1);
    clock.increment(500 + 4 * 400);
    expect(value()).toEqual({ boot: 'online' });
    expect(context().message).toBe('System online - Welcome!');
  });

  it('records a successful warm-up, and never waits for a slow one', async () => {
    const { context } = boot();
    await vi.waitFor(() => expect(context().warmUp).toBe('done'), SLOW_MACHINE);
    const hanging = splashMachine.provide({ actors: { warmUp: fromPromise<unknown>(() => new Promise(() => undefined)) } });
    const slow = boot(hanging);
    slow.clock.increment(500 + 4 * 400 + 1000);
    expect(slow.value()).toBe('done');
    expect(slow.context().warmUp).toBe('pending');
  });
});

describe('splashMachine: skipping and pinning', () => {
  it('boot.skip goes straight to the fade', () => {
    const { actor, clock, value } = boot();
    clock.increment(700);
    actor.send({ type: 'boot.skip' });
    expect(value()).toBe('fading');
    clock.increment(500);
    expect(value()).toBe('done');
  });

  it('can be pinned at any step for a story', () => {
    const snapshot = splashMachine.resolveState({ value: { boot: 'booting' }, context: splashContextAt(2) });
    const actor = createActor(splashMachine, { snapshot, clock: new SimulatedClock() }).start();
    expect(actor.getSnapshot().context).toMatchObject({
      stepIndex: 2,
      stepLabel: 'Establishing API connections',
      progress: 78,
      message: '',
    });
    expect(splashContextAt(99)).toMatchObject({ stepIndex: -1, progress: 0 });
  });
});
