import { describe, expect, it } from 'vitest';
import { mainThreadTasks, type TraceEvent, topFunctions } from './traceTasks.ts';

const origin = 'http://127.0.0.1:4000';
const main = { pid: 1, tid: 1 };
const event = (name: string, ts: number, dur: number, args?: TraceEvent['args']): TraceEvent => ({ name, ph: 'X', ...main, ts, dur, args });

const trace: TraceEvent[] = [
  { name: 'navigationStart', ph: 'R', ...main, ts: 1000, args: { data: { documentLoaderURL: `${origin}/projects` } } },
  event('RunTask', 2000, 18_000),
  event('ParseHTML', 2100, 1000, { beginData: { url: `${origin}/projects` } }),
  event('UpdateLayoutTree', 4000, 15_000),
  event('RunTask', 30_000, 1000), // under 2 ms: not listed
  event('RunTask', 32_000, 6000),
  event('Receive mojo message', 32_000, 5900, { chrome_mojo_event_info: { mojo_interface_tag: 'blink.mojom.ImageDownloader' } }),
  event('RunTask', 40_000, 5000),
  event('v8.compile', 40_100, 4000, { data: { url: `${origin}/assets/index.js` } }),
  { name: 'firstContentfulPaint', ph: 'R', ...main, ts: 25_000 },
  { name: 'RunTask', ph: 'X', pid: 2, tid: 9, ts: 2000, dur: 50_000 }, // another process
];

describe('mainThreadTasks', () => {
  it('lists the document thread’s tasks over 2 ms from the navigation, with what held them', () => {
    const { tasks, firstContentfulPaintMs } = mainThreadTasks(trace, origin);
    expect(firstContentfulPaintMs).toBe(24);
    expect(tasks).toEqual([
      { startMs: 1, durationMs: 18, holds: 'UpdateLayoutTree 15.0, ParseHTML /projects 1.0' },
      { startMs: 31, durationMs: 6, holds: 'Receive mojo message blink.mojom.ImageDownloader 5.9' },
      { startMs: 39, durationMs: 5, holds: 'v8.compile /assets/index.js 4.0' },
    ]);
  });

  it('says so when the trace holds no document of the origin', () => {
    expect(() => mainThreadTasks(trace, 'http://elsewhere')).toThrow('The trace holds no document parsed from http://elsewhere');
  });
});

describe('topFunctions', () => {
  it('sums sampled self time by function of our scripts, longest first', () => {
    const chunk: TraceEvent = {
      name: 'ProfileChunk',
      ph: 'P',
      ...main,
      ts: 0,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: 'hydrate', url: `${origin}/assets/index.js`, lineNumber: 0 } },
              { id: 2, callFrame: { functionName: '', url: `${origin}/assets/shared.js`, lineNumber: 9 } },
              { id: 3, callFrame: { functionName: 'gc', url: '' } },
            ],
            samples: [1, 1, 2, 3],
          },
          timeDeltas: [100, 200, 500, 900],
        },
      },
    };
    expect(topFunctions([chunk], origin, 5)).toEqual([
      { name: '(anonymous) shared.js:10', selfMs: 0.5 },
      { name: 'hydrate index.js:1', selfMs: 0.3 },
    ]);
  });
});
