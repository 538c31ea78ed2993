import type { NewOutputLine, OutputLine } from '@portfolio/terminal-ui/engine/types';

/**
 * Each terminal screen's output log, kept for the visit (in memory: the page's life) so that coming
 * back to a screen shows what it showed. Lines are plain data (clickable `navigate` and `fill`
 * entries included), stored as the terminal reported them and given back without their ids, which
 * the new session numbers again. Not in session storage: a reload starts each log afresh, as the
 * server-rendered page does, so hydration always meets the lines the server wrote.
 */
export interface ScreenLogs {
  /** The lines `screen` showed last, or undefined when it has not run this visit. */
  get(screen: string): readonly NewOutputLine[] | undefined;
  set(screen: string, lines: readonly OutputLine[]): void;
}

function withoutId(line: OutputLine): NewOutputLine {
  return line.kind === 'echo' ? { kind: 'echo', prompt: line.prompt, input: line.input } : { kind: 'output', segments: line.segments };
}

export function createScreenLogs(): ScreenLogs {
  const logs = new Map<string, readonly OutputLine[]>();
  return {
    get: (screen) => logs.get(screen)?.map(withoutId),
    set: (screen, lines) => void logs.set(screen, lines),
  };
}
