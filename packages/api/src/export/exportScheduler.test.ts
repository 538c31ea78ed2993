import { describe, expect, it, vi } from 'vitest';
import { createExportScheduler } from './exportScheduler';

const later = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('createExportScheduler', () => {
  it('exports once after a burst of writes has paused', async () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn(() => Promise.resolve());
      const scheduler = createExportScheduler(run, () => undefined, 1000);
      for (let write = 0; write < 5; write += 1) {
        scheduler.schedule();
        await vi.advanceTimersByTimeAsync(500);
      }
      expect(run).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      await scheduler.idle();
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never runs two exports at once: writes during one make exactly one more, after it', async () => {
    const first = later();
    let active = 0;
    let most = 0;
    const runs: number[] = [];
    const run = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      runs.push(runs.length);
      if (runs.length === 1) await first.promise;
      active -= 1;
    });
    const scheduler = createExportScheduler(run, () => undefined, 1);
    scheduler.schedule();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    scheduler.schedule();
    await new Promise((resolve) => setTimeout(resolve, 10));
    scheduler.schedule();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run).toHaveBeenCalledTimes(1);
    first.resolve();
    await scheduler.idle();
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('reports a failed export and goes on exporting after the next write; after stop, nothing starts', async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const scheduler = createExportScheduler(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('disk full')) : Promise.resolve();
      },
      (error) => failures.push(error),
      1,
    );
    scheduler.schedule();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await scheduler.idle();
    expect(failures).toEqual([new Error('disk full')]);
    scheduler.schedule();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await scheduler.idle();
    expect(calls).toBe(2);
    scheduler.stop();
    scheduler.schedule();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toBe(2);
  });
});
