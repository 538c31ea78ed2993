// The style and layout passes of one page load, from its trace: how many elements each restyled,
// how much of the page each laid out, and which script forced it. A layout of every object (dirty =
// total) after the first paint is the page laid out again, e.g. by a change to its fonts. Pure:
// bench/traceLoad.ts records the trace (`--layouts`, with the stack category that names the script).
import { documentThread, navigationStart, type StackFrame, type TraceEvent } from './traceTasks.ts';

export interface LayoutPass {
  /** ms after the navigation started. */
  readonly startMs: number;
  readonly durationMs: number;
  /** `style` (a style recalc) or `layout`. */
  readonly kind: 'style' | 'layout';
  /** Elements restyled (style), or objects laid out of the page's (layout: `91/91` is all of it). */
  readonly extent: string;
  /** The script frame that forced it inside a task, when one did: `name file:line`. */
  readonly forcedBy?: string;
}

const MIN_PASS_US = 300;

function frameLabel(frame: StackFrame): string {
  const file = frame.url?.replace(/^.*\//, '') ?? '';
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber ?? 0}`;
}

/** The document's main-thread events of these names, and when its navigation started (trace µs). */
function documentEvents(events: readonly TraceEvent[], origin: string, names: ReadonlySet<string>): { onThread: TraceEvent[]; start: number } {
  const thread = documentThread(events, origin);
  if (!thread) throw new Error(`The trace holds no document parsed from ${origin}`);
  const onThread = events.filter((event) => event.pid === thread[0] && event.tid === thread[1] && event.ph === 'X' && names.has(event.name));
  return { onThread, start: navigationStart(events, origin) ?? Math.min(...onThread.map((event) => event.ts)) };
}

const PASSES = new Set(['Layout', 'UpdateLayoutTree']);

/** The page's style and layout passes over 0.3 ms, and every forced one, in order. */
export function layoutPasses(events: readonly TraceEvent[], origin: string): LayoutPass[] {
  const { onThread, start } = documentEvents(events, origin, PASSES);
  return onThread
    .filter((event) => event.ts >= start)
    .sort((a, b) => a.ts - b.ts)
    .flatMap((event): LayoutPass[] => {
      const data = event.args?.beginData ?? {};
      const stack = event.args?.data?.stackTrace ?? data.stackTrace;
      const forcedBy = stack?.[0] ? frameLabel(stack[0]) : undefined;
      if ((event.dur ?? 0) < MIN_PASS_US && forcedBy === undefined) return [];
      const kind = event.name === 'Layout' ? 'layout' : 'style';
      const extent = kind === 'layout' ? `${data.dirtyObjects ?? '?'}/${data.totalObjects ?? '?'}` : String(event.args?.elementCount ?? event.args?.data?.elementCount ?? '?');
      return [{ startMs: (event.ts - start) / 1000, durationMs: (event.dur ?? 0) / 1000, kind, extent, ...(forcedBy ? { forcedBy } : {}) }];
    });
}

/** The rendering steps of a frame on the main thread: style, layout, paint and handing the frame over. */
const FRAME_STEPS = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);

export interface FramesSummary {
  /** Frames the main thread handed to the compositor (`Commit`). */
  readonly frames: number;
  /** Their style, layout, paint and commit time, ms. */
  readonly renderingMs: number;
}

/**
 * The frames the page's main thread rendered from `fromMs` after the navigation on: an animation the
 * compositor runs adds none, one the main thread runs (a `width` transition) adds one a display frame.
 */
export function framesAfter(events: readonly TraceEvent[], origin: string, fromMs: number): FramesSummary {
  const { onThread, start } = documentEvents(events, origin, FRAME_STEPS);
  const after = onThread.filter((event) => event.ts >= start + fromMs * 1000);
  return {
    frames: after.filter((event) => event.name === 'Commit').length,
    renderingMs: after.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
  };
}
