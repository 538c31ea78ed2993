import type { Heading, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { pageHeadingLevels } from './pageHeadings';

const heading = (depth: Heading['depth']): Heading => ({ type: 'heading', depth, children: [] });

function levels(depths: Heading['depth'][]): number[] {
  const tree: Root = { type: 'root', children: [{ type: 'blockquote', children: depths.map(heading) }] };
  const level = pageHeadingLevels(tree);
  return depths.map(level);
}

describe('pageHeadingLevels', () => {
  it('starts the outline at h2 and closes gaps', () => {
    expect(levels([2, 3, 2])).toEqual([2, 3, 2]);
    expect(levels([1, 2])).toEqual([2, 3]);
    expect(levels([2, 4, 6])).toEqual([2, 3, 4]);
    expect(levels([3])).toEqual([2]);
  });

  it('never goes past h6', () => {
    expect(levels([1, 2, 3, 4, 5, 6])).toEqual([2, 3, 4, 5, 6, 6]);
  });
});
