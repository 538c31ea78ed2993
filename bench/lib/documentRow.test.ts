import { describe, expect, it } from 'vitest';
import { attributedUrl, documentRow, type TaskNodeLike } from './documentRow.ts';

const page = 'http://127.0.0.1:4100/writing/a-post';
const entry = 'http://127.0.0.1:4100/assets/index.js';
const scripts = new Set([entry]);

function node(name: string, startTime: number, selfTime: number, urls: string[], children: TaskNodeLike[] = []): TaskNodeLike {
  const task = { event: { name }, startTime, duration: selfTime + children.reduce((sum, child) => sum + child.duration, 0), selfTime, attributableURLs: urls, children, parent: undefined as TaskNodeLike | undefined };
  for (const child of children) (child as { parent?: TaskNodeLike }).parent = task;
  return task;
}

// A parse task (the inline script inside it), a frame's style and layout (Lighthouse gives them the
// frame's URL), a module's compile, and a commit of no URL.
const tasks = (() => {
  const parse = node('RunTask', 10, 0.1, [page], [node('ParseHTML', 10, 1.3, [page], [node('EvaluateScript', 11, 0.2, [page], [node('v8.run', 11, 6.2, [page])])])]);
  const frame = node('RunTask', 20, 0.5, [page], [node('UpdateLayoutTree', 20, 4, [page]), node('Layout', 24, 3, [page])]);
  const compile = node('RunTask', 40, 0.2, [page, entry], [node('v8.compileModule', 40, 2, [page, entry])]);
  const commit = node('RunTask', 2, 5, []);
  const all: TaskNodeLike[] = [];
  for (const top of [commit, parse, frame, compile]) {
    const visit = (task: TaskNodeLike) => {
      all.push(task);
      task.children.forEach(visit);
    };
    visit(top);
  }
  return all;
})();

describe('documentRow', () => {
  it('gives a task with a script among its URLs to the script, else to its first URL, else to no one', () => {
    expect(attributedUrl(node('x', 0, 1, [page, entry]), scripts)).toBe(entry);
    expect(attributedUrl(node('x', 0, 1, [page]), scripts)).toBe(page);
    expect(attributedUrl(node('x', 0, 1, []), scripts)).toBe('Unattributable');
  });

  it('sums the page’s row by URL and by event, and lists the tasks that gave to it', () => {
    const row = documentRow(tasks, page, scripts);
    expect(row.byUrl.map(([url, ms]) => [url, Number(ms.toFixed(1))])).toEqual([
      [page, 15.3],
      ['Unattributable', 5],
      [entry, 2.2],
    ]);
    expect(row.byEvent[0]).toEqual(['v8.run', 6.2]);
    expect(row.byEvent.map(([name]) => name)).toContain('Layout');
    expect(row.tasks.map((task) => [task.startMs, Number(task.rowMs.toFixed(1))])).toEqual([
      [10, 7.8],
      [20, 7.5],
    ]);
    expect(row.tasks[1]?.holds).toBe('UpdateLayoutTree 4.0, Layout 3.0, RunTask 0.5');
  });
});
