import { describe, expect, it } from 'vitest';
import { framesAfter, layoutPasses } from './traceLayouts.ts';
import type { TraceEvent } from './traceTasks.ts';

const origin = 'http://127.0.0.1:4000';
const main = { pid: 1, tid: 1 };
const event = (name: string, ts: number, dur: number, args?: TraceEvent['args']): TraceEvent => ({ name, ph: 'X', ...main, ts, dur, args });

const trace: TraceEvent[] = [
  { name: 'navigationStart', ph: 'R', ...main, ts: 1000, args: { data: { documentLoaderURL: `${origin}/` } } },
  event('ParseHTML', 2000, 1000, { beginData: { url: `${origin}/` } }),
  event('UpdateLayoutTree', 4000, 5000, { elementCount: 60 }),
  event('Layout', 9000, 8000, { beginData: { dirtyObjects: 91, totalObjects: 91 } }),
  event('Layout', 20_000, 100, { beginData: { dirtyObjects: 2, totalObjects: 91 } }), // short, not forced: left out
  event('Layout', 30_000, 6000, {
    beginData: { dirtyObjects: 87, totalObjects: 87, stackTrace: [{ functionName: 'snapshot', url: `${origin}/assets/index-abc.js`, lineNumber: 12 }] },
  }),
  event('Layout', 40_000, 9000, { beginData: { dirtyObjects: 5, totalObjects: 5 } }),
];
trace.push({ ...event('Layout', 40_000, 9000), pid: 2 }); // another process

describe('layoutPasses', () => {
  it('lists the page’s style and layout passes with their extent, and the script that forced one', () => {
    expect(layoutPasses(trace, origin)).toEqual([
      { startMs: 3, durationMs: 5, kind: 'style', extent: '60' },
      { startMs: 8, durationMs: 8, kind: 'layout', extent: '91/91' },
      { startMs: 29, durationMs: 6, kind: 'layout', extent: '87/87', forcedBy: 'snapshot index-abc.js:12' },
      { startMs: 39, durationMs: 9, kind: 'layout', extent: '5/5' },
    ]);
  });

  it('says so when the trace holds no document of the origin', () => {
    expect(() => layoutPasses(trace, 'http://elsewhere')).toThrow('The trace holds no document parsed from http://elsewhere');
  });
});

describe('framesAfter', () => {
  it('counts the frames the main thread committed from a time on, with their rendering time', () => {
    const frames: TraceEvent[] = [
      { name: 'navigationStart', ph: 'R', ...main, ts: 1000, args: { data: { documentLoaderURL: `${origin}/` } } },
      event('ParseHTML', 2000, 1000, { beginData: { url: `${origin}/` } }),
      event('Commit', 5000, 500), // before the window
      event('UpdateLayoutTree', 101_000, 1000),
      event('Paint', 102_000, 2000),
      event('Commit', 104_000, 500),
      event('Commit', 120_000, 500),
      event('FunctionCall', 121_000, 4000), // script, not rendering
      { ...event('Commit', 130_000, 500), pid: 2 }, // another process
    ];
    expect(framesAfter(frames, origin, 100)).toEqual({ frames: 2, renderingMs: 4 });
  });
});
