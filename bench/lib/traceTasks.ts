// Reading a Chromium trace of one page load: the renderer main thread's tasks and what each held,
// and the sampled self time of our scripts' functions. Pure: bench/traceLoad.ts records the trace.
import { onOrigin } from './onOrigin.ts';

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly id?: string;
  readonly args?: {
    readonly elementCount?: number;
    /** With the `mojom` category: the interface of the message a task received, e.g. the browser's `blink.mojom.ImageDownloader`. */
    readonly chrome_mojo_event_info?: { readonly mojo_interface_tag?: string };
    readonly beginData?: { readonly url?: string; readonly dirtyObjects?: number; readonly totalObjects?: number; readonly stackTrace?: readonly StackFrame[] };
    readonly data?: {
      readonly url?: string;
      readonly elementCount?: number;
      readonly stackTrace?: readonly StackFrame[];
      readonly documentLoaderURL?: string;
      readonly cpuProfile?: { readonly nodes?: readonly ProfileNode[]; readonly samples?: readonly number[] };
      readonly timeDeltas?: readonly number[];
    };
  };
}

/** A frame of the script stack a trace event records (with the `devtools.timeline.stack` category). */
export interface StackFrame {
  readonly functionName: string;
  readonly url?: string;
  readonly lineNumber?: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url?: string; readonly lineNumber?: number };
}

export interface MainThreadTask {
  /** ms after the navigation started. */
  readonly startMs: number;
  readonly durationMs: number;
  /**
   * The events inside it that took the time, longest first, e.g. `UpdateLayoutTree 17.1, Layout 2.0`;
   * a task the browser asked for by message names the message's interface (`Receive mojo message
   * blink.mojom.ImageDownloader 12.9`: the favicon driver's request to decode the page's icon).
   */
  readonly holds: string;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const MIN_TASK_US = 2000;
const MIN_PART_US = 300;

/** The renderer main thread that parsed the page's document: [pid, tid]. */
export function documentThread(events: readonly TraceEvent[], origin: string): readonly [number, number] | undefined {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin));
  return parse ? [parse.pid, parse.tid] : undefined;
}

/** When the navigation to the page of `origin` started (trace µs), if the trace says. */
export function navigationStart(events: readonly TraceEvent[], origin: string): number | undefined {
  return events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(origin)).at(-1)?.ts;
}

/** The main thread's tasks over 2 ms, from the navigation on, each with the events that took its time. */
export function mainThreadTasks(events: readonly TraceEvent[], origin: string): { tasks: MainThreadTask[]; firstContentfulPaintMs: number | undefined } {
  const thread = documentThread(events, origin);
  if (!thread) throw new Error(`The trace holds no document parsed from ${origin}`);
  const onThread = events.filter((event) => event.pid === thread[0] && event.tid === thread[1] && event.ph === 'X');
  const start = navigationStart(events, origin) ?? Math.min(...onThread.map((event) => event.ts));
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread[0]);
  const tasks = onThread
    .filter((event) => TASK_NAMES.has(event.name) && (event.dur ?? 0) >= MIN_TASK_US && event.ts >= start)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const parts = new Map<string, number>();
      for (const event of onThread) {
        if (event === task || TASK_NAMES.has(event.name) || event.ts < task.ts || event.ts >= end || (event.dur ?? 0) < MIN_PART_US) continue;
        const where = event.args?.data?.url ?? event.args?.beginData?.url;
        const about = where ? onOrigin(where, origin) : event.args?.chrome_mojo_event_info?.mojo_interface_tag;
        const label = about ? `${event.name} ${about}` : event.name;
        parts.set(label, (parts.get(label) ?? 0) + (event.dur ?? 0));
      }
      const holds = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([label, us]) => `${label} ${(us / 1000).toFixed(1)}`).join(', ');
      return { startMs: (task.ts - start) / 1000, durationMs: (task.dur ?? 0) / 1000, holds };
    });
  return { tasks, firstContentfulPaintMs: paint ? (paint.ts - start) / 1000 : undefined };
}

/** Sampled self time of the functions in scripts from `origin`, longest first: `name file:line`. */
export function topFunctions(events: readonly TraceEvent[], origin: string, count: number): { name: string; selfMs: number }[] {
  const nodes = new Map<number, ProfileNode>();
  const self = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ProfileChunk') continue;
    const profile = event.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      if (!frame?.url?.startsWith(origin)) return;
      const file = frame.url.slice(origin.length).replace(/^\/assets\//, '');
      const name = `${frame.functionName || '(anonymous)'} ${file}:${(frame.lineNumber ?? 0) + 1}`;
      self.set(name, (self.get(name) ?? 0) + Math.max(0, deltas[index] ?? 0));
    });
  }
  return [...self]
    .map(([name, us]) => ({ name, selfMs: us / 1000 }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, count);
}
