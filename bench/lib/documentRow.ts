// What Lighthouse's bootup-time counts in a page's own row, read from the task tree Lighthouse
// builds from a saved trace (core/lib/tracehouse's MainThreadTasks). Pure: bench/documentRow.ts
// runs the audit and builds the tree.
import { getAttributableURLForTask } from 'lighthouse/core/lib/tracehouse/task-summary.js';

/** The part of Lighthouse's TaskNode this reads. */
export interface TaskNodeLike {
  readonly event: { readonly name: string };
  readonly startTime: number;
  readonly duration: number;
  readonly selfTime: number;
  readonly attributableURLs: readonly string[];
  readonly children: readonly TaskNodeLike[];
  readonly parent?: TaskNodeLike | undefined;
}

/**
 * The URL bootup-time gives a task's self time to, by Lighthouse's own rule (its task-summary.js):
 * the first of its URLs that is a script the page loaded, else its first URL, else "Unattributable"
 * (or its Browser and Browser GC rows for a few kinds of task).
 */
export function attributedUrl(task: TaskNodeLike, scriptUrls: ReadonlySet<string>): string {
  // Lighthouse reads only the task's event name and URLs, which TaskNodeLike holds.
  return getAttributableURLForTask(task as unknown as Parameters<typeof getAttributableURLForTask>[0], scriptUrls as Set<string>);
}

export interface RowTask {
  /** ms from the trace's time origin. */
  readonly startMs: number;
  readonly durationMs: number;
  /** The task's time that went to the row. */
  readonly rowMs: number;
  /** The events that took it, longest first, e.g. `UpdateLayoutTree 4.2, Layout 3.6`. */
  readonly holds: string;
}

export interface DocumentRow {
  /** Unthrottled ms per attributed URL, largest first. */
  readonly byUrl: readonly (readonly [string, number])[];
  /** The row of `url`, by event name, largest first. */
  readonly byEvent: readonly (readonly [string, number])[];
  /** The top-level tasks that gave the row at least `minMs`, in order. */
  readonly tasks: readonly RowTask[];
}

function walk(task: TaskNodeLike, visit: (node: TaskNodeLike) => void): void {
  visit(task);
  for (const child of task.children) walk(child, visit);
}

const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);

/** Where the self time of `tasks` goes by bootup-time's rule, and what of it is `url`'s row. */
export function documentRow(tasks: readonly TaskNodeLike[], url: string, scriptUrls: ReadonlySet<string>, minMs = 0.5): DocumentRow {
  const byUrl = new Map<string, number>();
  const byEvent = new Map<string, number>();
  const rowTasks: RowTask[] = [];
  for (const top of tasks.filter((task) => !task.parent)) {
    const parts = new Map<string, number>();
    let rowMs = 0;
    walk(top, (node) => {
      const to = attributedUrl(node, scriptUrls);
      byUrl.set(to, (byUrl.get(to) ?? 0) + node.selfTime);
      if (to !== url) return;
      rowMs += node.selfTime;
      byEvent.set(node.event.name, (byEvent.get(node.event.name) ?? 0) + node.selfTime);
      parts.set(node.event.name, (parts.get(node.event.name) ?? 0) + node.selfTime);
    });
    if (rowMs < minMs) continue;
    const holds = sorted(parts).slice(0, 5).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
    rowTasks.push({ startMs: top.startTime, durationMs: top.duration, rowMs, holds });
  }
  return { byUrl: sorted(byUrl), byEvent: sorted(byEvent), tasks: rowTasks };
}
