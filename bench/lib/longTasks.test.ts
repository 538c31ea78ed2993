import { describe, expect, it } from 'vitest';
import { blockedRunLines, longTasksOf } from './longTasks.ts';

describe('longTasks', () => {
  it("reads Lighthouse's long-tasks rows, the page's origin shortened and a task without URL named as Lighthouse names it", () => {
    const rows = longTasksOf(
      {
        items: [
          { url: 'http://127.0.0.1:4100/projects', startTime: 812.4, duration: 143.6 },
          { url: 'http://127.0.0.1:4100/assets/index-abc.js', startTime: 1200, duration: 61 },
          { url: 'Unattributable', startTime: 640, duration: 88 },
          { startTime: 1500, duration: 52 },
        ],
      },
      'http://127.0.0.1:4100',
    );
    expect(rows).toEqual([
      { url: '/projects', startMs: 812.4, durationMs: 143.6 },
      { url: '/assets/index-abc.js', startMs: 1200, durationMs: 61 },
      { url: 'Unattributable', startMs: 640, durationMs: 88 },
      { url: 'Unattributable', startMs: 1500, durationMs: 52 },
    ]);
    expect(longTasksOf(undefined, 'http://127.0.0.1:4100')).toEqual([]);
  });

  it('names the tasks of each run over the TBT target and no other run', () => {
    const lines = blockedRunLines(
      [
        { where: 'cli mobile /projects run 2', tbtMs: 182.4, fcpMs: 701, longTasks: [{ url: '/projects', startMs: 812.4, durationMs: 143.6 }, { url: 'Unattributable', startMs: 640, durationMs: 88 }] },
        { where: 'cli mobile / run 1', tbtMs: 100, fcpMs: 650, longTasks: [{ url: '/', startMs: 700, durationMs: 150 }] },
        { where: 'cli mobile /about/quickview run 3', tbtMs: 120, fcpMs: 640, longTasks: [] },
      ],
      100,
    );
    expect(lines).toEqual([
      '  cli mobile /projects run 2: TBT 182 ms, FCP 701 ms; long tasks (start+length ms, URL): 812+144 /projects, 640+88 Unattributable',
      '  cli mobile /about/quickview run 3: TBT 120 ms, FCP 640 ms; long tasks (start+length ms, URL): none listed',
    ]);
  });
});
