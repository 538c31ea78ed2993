// Reading a trace of every Chromium process during one page load: how long each process's main
// thread ran tasks. Pure: bench/browserLoad.ts records the trace. What the page sets the browser
// itself to do (a manifest to check, an icon to fetch) shows here, not in the page's own renderer.
import type { TraceEvent } from './traceTasks.ts';

export interface ProcessBusy {
  /** The process as Chromium names it (`Browser`, `GPU Process`, `WebUI Top Renderer`, `Renderer`), the one that loaded the page as `Renderer (the page)`. */
  readonly process: string;
  /** ms its main thread spent in tasks (top-level `ThreadControllerImpl::RunTask`). */
  readonly busyMs: number;
}

/** The page's renderer: the process that parsed a document of `origin`. */
function pageProcess(events: readonly TraceEvent[], origin: string): number | undefined {
  return events.find((event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(origin))?.pid;
}

/** Each process's main-thread busy time, the busiest first; processes of the same name are summed. */
export function busyByProcess(events: readonly TraceEvent[], origin: string): ProcessBusy[] {
  const names = new Map<number, string>();
  for (const event of events) if (event.ph === 'M' && event.name === 'process_name') names.set(event.pid, String((event.args as { name?: unknown } | undefined)?.name ?? '?'));
  const page = pageProcess(events, origin);
  const busy = new Map<string, number>();
  for (const event of events) {
    // The main thread of a process is the thread whose id is the process's.
    if (event.ph !== 'X' || event.name !== 'ThreadControllerImpl::RunTask' || event.pid !== event.tid) continue;
    const name = event.pid === page ? 'Renderer (the page)' : (names.get(event.pid) ?? `process ${event.pid}`);
    busy.set(name, (busy.get(name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...busy].map(([process, busyMs]) => ({ process, busyMs })).sort((a, b) => b.busyMs - a.busyMs);
}
