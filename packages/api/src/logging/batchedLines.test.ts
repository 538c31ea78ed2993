import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedLines } from './batchedLines';

function collector() {
  const writes: string[] = [];
  let exitFlush: (() => void) | undefined;
  const lines = batchedLines({ write: (text: string) => writes.push(text) }, (flush) => (exitFlush = flush));
  return { lines, writes, exit: () => exitFlush?.() };
}

describe('log lines batched per turn of the event loop', () => {
  it('sends the lines of one turn as one write, in order, once the turn ends', async () => {
    const { lines, writes } = collector();
    lines.write('a\n');
    lines.write('b\n');
    lines.write('c\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n']);
    lines.write('d\n');
    await nextTurn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes what is pending when the process exits, and on flush, never twice', async () => {
    const { lines, writes, exit } = collector();
    lines.write('last words\n');
    exit();
    expect(writes).toEqual(['last words\n']);
    lines.write('flushed\n');
    let called = false;
    lines.flush(() => (called = true));
    expect(called).toBe(true);
    await nextTurn();
    exit();
    expect(writes).toEqual(['last words\n', 'flushed\n']);
  });
});
