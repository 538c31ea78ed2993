import type { Effect, NewOutputLine, OutputLine } from './types';

/**
 * The output log: printed lines, each with an id that only ever grows (also across `clear`), so a
 * component can key its rows on it. The log keeps the newest MAX_OUTPUT_LINES lines and drops the
 * oldest, so a long session stays fast to render and to copy; nobody scrolls back 5,000 lines.
 */
export interface OutputLog {
  readonly lines: readonly OutputLine[];
  readonly nextLineId: number;
}

export const MAX_OUTPUT_LINES = 5000;

export function createOutputLog(initialLines: readonly NewOutputLine[] = []): OutputLog {
  return appendLines({ lines: [], nextLineId: 1 }, initialLines);
}

export function appendLines(
  log: OutputLog,
  added: readonly NewOutputLine[],
  maxLines: number = MAX_OUTPUT_LINES,
): OutputLog {
  if (added.length === 0) return log;
  const numbered = added.map((line, offset): OutputLine => ({ ...line, id: log.nextLineId + offset }));
  const lines = [...log.lines, ...numbered];
  return {
    lines: lines.length > maxLines ? lines.slice(lines.length - maxLines) : lines,
    nextLineId: log.nextLineId + added.length,
  };
}

export function clearLines(log: OutputLog): OutputLog {
  return { lines: [], nextLineId: log.nextLineId };
}

/** Applies the print and clear effects in order; every other effect is left to the caller. */
export function applyOutputEffects(
  log: OutputLog,
  effects: readonly Effect[],
  maxLines: number = MAX_OUTPUT_LINES,
): OutputLog {
  return effects.reduce<OutputLog>((current, effect) => {
    if (effect.type === 'print') return appendLines(current, [{ kind: 'output', segments: effect.segments }], maxLines);
    if (effect.type === 'clear') return clearLines(current);
    return current;
  }, log);
}
