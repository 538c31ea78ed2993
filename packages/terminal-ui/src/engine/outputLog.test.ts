import { describe, expect, it } from 'vitest';
import { clear, navigateTo, printText, text } from './output';
import { appendLines, applyOutputEffects, clearLines, createOutputLog, MAX_OUTPUT_LINES } from './outputLog';
import type { NewOutputLine } from './types';

const line = (value: string): NewOutputLine => ({ kind: 'output', segments: [text(value)] });

describe('output log', () => {
  it('numbers initial lines from 1', () => {
    const log = createOutputLog([line('a'), line('b')]);
    expect(log.lines.map((l) => l.id)).toEqual([1, 2]);
    expect(log.nextLineId).toBe(3);
    expect(createOutputLog()).toEqual({ lines: [], nextLineId: 1 });
  });

  it('gives appended lines increasing ids and leaves the old log alone', () => {
    const before = createOutputLog([line('a')]);
    const after = appendLines(before, [{ kind: 'echo', prompt: '$', input: 'ls' }, line('b')]);
    expect(after.lines).toEqual([
      { id: 1, kind: 'output', segments: [text('a')] },
      { id: 2, kind: 'echo', prompt: '$', input: 'ls' },
      { id: 3, kind: 'output', segments: [text('b')] },
    ]);
    expect(before.lines).toHaveLength(1);
    expect(appendLines(after, [])).toBe(after);
  });

  it('keeps ids growing across a clear', () => {
    const cleared = clearLines(createOutputLog([line('a'), line('b')]));
    expect(cleared.lines).toEqual([]);
    expect(appendLines(cleared, [line('c')]).lines[0]?.id).toBe(3);
  });

  it('applies print and clear effects in order and ignores the rest', () => {
    const log = applyOutputEffects(createOutputLog([line('old')]), [
      printText('one'),
      clear(),
      printText('two'),
      navigateTo('/x'),
      printText('three'),
    ]);
    expect(log.lines.map((l) => (l.kind === 'output' ? l.segments[0] : undefined))).toEqual([text('two'), text('three')]);
    expect(log.lines.map((l) => l.id)).toEqual([3, 4]);
  });

  it('caps the log, dropping the oldest lines', () => {
    const log = appendLines(createOutputLog([line('1'), line('2')]), [line('3'), line('4'), line('5')], 3);
    expect(log.lines.map((l) => l.id)).toEqual([3, 4, 5]);
    expect(log.nextLineId).toBe(6);
    const printed = applyOutputEffects(log, [printText('6')], 3);
    expect(printed.lines.map((l) => l.id)).toEqual([4, 5, 6]);
  });

  it('caps at 5,000 lines by default', () => {
    expect(MAX_OUTPUT_LINES).toBe(5000);
    const many = Array.from({ length: MAX_OUTPUT_LINES + 10 }, (_, i) => line(String(i)));
    const log = appendLines(createOutputLog(), many);
    expect(log.lines).toHaveLength(MAX_OUTPUT_LINES);
    expect(log.lines[0]?.id).toBe(11);
  });
});
