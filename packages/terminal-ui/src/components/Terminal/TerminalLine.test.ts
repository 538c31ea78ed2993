import { describe, expect, it } from 'vitest';
import { textLine } from '../../engine/output';
import { appendLines, createOutputLog } from '../../engine/outputLog';
import { lineBlocks } from './TerminalLine';

const log = (count: number) => createOutputLog(Array.from({ length: count }, (_, i) => textLine(`line ${i}`)));

describe('lineBlocks', () => {
  it('groups lines by id into blocks of the given size, in order, none lost', () => {
    const { lines } = log(10); // ids 1..10
    const blocks = lineBlocks(lines, 4);
    expect(blocks.map((block) => [block.key, block.lines.map((line) => line.id)])).toEqual([
      [0, [1, 2, 3]],
      [1, [4, 5, 6, 7]],
      [2, [8, 9, 10]],
    ]);
  });

  it('an appended line changes only the last block', () => {
    const before = log(10);
    const after = appendLines(before, [textLine('new')]);
    const [oldBlocks, newBlocks] = [lineBlocks(before.lines, 4), lineBlocks(after.lines, 4)];
    expect(newBlocks.slice(0, 2)).toEqual(oldBlocks.slice(0, 2));
    expect(newBlocks[2]?.lines.map((line) => line.id)).toEqual([8, 9, 10, 11]);
  });

  it('dropping the oldest lines at the cap changes only the first block, not the later ones', () => {
    const before = log(10);
    const after = appendLines(before, [textLine('new')], 10); // 11 lines, capped to 10: id 1 dropped
    const keysAndFirst = (lines: typeof after.lines) => lineBlocks(lines, 4).map((block) => [block.key, block.lines[0]?.id]);
    expect(keysAndFirst(after.lines)).toEqual([
      [0, 2],
      [1, 4],
      [2, 8],
    ]);
    expect(lineBlocks(after.lines, 4)[1]?.lines).toEqual(lineBlocks(before.lines, 4)[1]?.lines);
  });

  it('an empty log has no blocks', () => {
    expect(lineBlocks([])).toEqual([]);
  });
});
