import { describe, expect, it } from 'vitest';
import { busyByProcess } from './processBusy.ts';
import type { TraceEvent } from './traceTasks.ts';

const origin = 'http://127.0.0.1:4000';
const task = (pid: number, tid: number, dur: number): TraceEvent => ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', pid, tid, ts: 0, dur });
const named = (pid: number, name: string) => ({ name: 'process_name', ph: 'M', pid, tid: pid, ts: 0, args: { name } }) as unknown as TraceEvent;

describe('busyByProcess', () => {
  it('sums each process’s main-thread tasks, names the page’s renderer, and sums processes of one name', () => {
    const events: TraceEvent[] = [
      named(1, 'Browser'),
      named(2, 'Renderer'),
      named(3, 'Renderer'),
      named(4, 'WebUI Top Renderer'),
      { name: 'ParseHTML', ph: 'X', pid: 2, tid: 2, ts: 0, dur: 10, args: { beginData: { url: `${origin}/writing/a` } } },
      task(1, 1, 120_000),
      task(1, 7, 900_000), // another thread of the browser: not its main thread
      task(2, 2, 30_000),
      task(2, 2, 5_000),
      task(3, 3, 2_000),
      task(4, 4, 400_000),
      task(9, 9, 1_000), // a process the trace does not name
    ];
    expect(busyByProcess(events, origin)).toEqual([
      { process: 'WebUI Top Renderer', busyMs: 400 },
      { process: 'Browser', busyMs: 120 },
      { process: 'Renderer (the page)', busyMs: 35 },
      { process: 'Renderer', busyMs: 2 },
      { process: 'process 9', busyMs: 1 },
    ]);
  });
});
