import { describe, expect, it } from 'vitest';
import { remarkPageHeadings, type MdNode } from './remarkPageHeadings';

const heading = (depth: number): MdNode => ({ type: 'heading', depth, children: [] });

function levels(depths: number[]) {
  const tree: MdNode = { type: 'root', children: [{ type: 'blockquote', children: depths.map(heading) }] };
  remarkPageHeadings()(tree);
  const found = tree.children?.[0]?.children ?? [];
  return found.map((node) => [node.depth, node.data?.hProperties?.['data-level']]);
}

describe('remarkPageHeadings', () => {
  it('starts the outline at h2 and closes gaps, keeping the written level as data-level', () => {
    expect(levels([2, 3, 2])).toEqual([
      [2, 2],
      [3, 3],
      [2, 2],
    ]);
    expect(levels([1, 2])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(levels([2, 4, 6])).toEqual([
      [2, 2],
      [3, 4],
      [4, 6],
    ]);
  });

  it('never goes past h6', () => {
    expect(levels([1, 2, 3, 4, 5, 6]).map(([depth]) => depth)).toEqual([2, 3, 4, 5, 6, 6]);
  });

  it('leaves a tree without headings alone', () => {
    expect(levels([])).toEqual([]);
  });
});
