import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, FIRST_PAINT_WAIT_MS } from './afterFirstPaint';

type Entries = { getEntriesByName(name: string): unknown[] };

/** A stand-in for the browser's PerformanceObserver: `paint()` reports the first contentful paint. */
function fakePaintTiming(alreadyPainted: boolean) {
  let report: ((list: Entries) => void) | undefined;
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: Entries) => void) {
      report = callback;
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (alreadyPainted && name === 'first-contentful-paint' ? [{} as PerformanceEntry] : []));
  return {
    paint: () => report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    disconnect,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, then runs once', () => {
    const timing = fakePaintTiming(false);
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    timing.paint();
    timing.paint();
    expect(callback).toHaveBeenCalledOnce();
    expect(timing.disconnect).toHaveBeenCalled();
  });

  it('runs at once when the page has already painted, or cannot tell', () => {
    fakePaintTiming(true);
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    expect(callback).toHaveBeenCalledOnce();

    vi.stubGlobal('PerformanceObserver', undefined);
    const without = vi.fn();
    afterFirstContentfulPaint(without);
    expect(without).toHaveBeenCalledOnce();
  });

  it('goes ahead after FIRST_PAINT_WAIT_MS without a paint, and not at all once cancelled', () => {
    vi.useFakeTimers();
    fakePaintTiming(false);
    const late = vi.fn();
    afterFirstContentfulPaint(late);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(late).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = afterFirstContentfulPaint(cancelled);
    cancel();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
