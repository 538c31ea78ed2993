import { onOrigin } from './onOrigin.ts';

/**
 * The tasks behind a run's blocking time, as Lighthouse's `long-tasks` diagnostic lists them: every
 * top-level task of 50 ms or more (simulated, so ×4 on the phone), the URL Lighthouse gives it to
 * (`Unattributable` when none, the page's own URL for its parse, style, layout and paint) and when it
 * started on the simulated timeline. TBT is these tasks' time over 50 ms after the first contentful
 * paint, so a run over its TBT target is explained by its rows here.
 */
export interface LongTask {
  /** Shortened to its path for the page's own origin. */
  readonly url: string;
  readonly startMs: number;
  readonly durationMs: number;
}

interface LongTaskItem {
  readonly url?: string;
  readonly startTime?: number;
  readonly duration?: number;
}

/** The `long-tasks` audit's rows of one result, longest first as Lighthouse sorts them. */
export function longTasksOf(details: { readonly items?: readonly LongTaskItem[] } | undefined, origin: string): LongTask[] {
  return (details?.items ?? []).map((item) => ({ url: onOrigin(item.url ?? 'Unattributable', origin), startMs: item.startTime ?? Number.NaN, durationMs: item.duration ?? Number.NaN }));
}

export interface BlockedRun {
  /** Which run: way, preset, page and run number. */
  readonly where: string;
  readonly tbtMs: number;
  readonly fcpMs: number;
  readonly longTasks: readonly LongTask[];
}

/** One line per run over `targetMs` of TBT: its TBT and FCP, then each long task (start, length, URL). */
export function blockedRunLines(runs: readonly BlockedRun[], targetMs: number): string[] {
  return runs
    .filter((run) => run.tbtMs > targetMs)
    .map((run) => {
      const tasks = run.longTasks.map((task) => `${Math.round(task.startMs)}+${Math.round(task.durationMs)} ${task.url}`).join(', ');
      return `  ${run.where}: TBT ${Math.round(run.tbtMs)} ms, FCP ${Math.round(run.fcpMs)} ms; long tasks (start+length ms, URL): ${tasks || 'none listed'}`;
    });
}
