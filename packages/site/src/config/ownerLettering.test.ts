import { afterEach, describe, expect, it } from 'vitest';
import { ownerLetteringFor, seedOwnerLettering } from './ownerLettering';

const DRAWINGS = [[' _ ', '|_|']];

describe('ownerLetteringFor', () => {
  afterEach(() => seedOwnerLettering(undefined));

  it("gives the page's drawings for the name they were drawn for", () => {
    seedOwnerLettering({ name: 'Riley Chen', drawings: DRAWINGS });
    expect(ownerLetteringFor('Riley Chen')).toBe(DRAWINGS);
  });

  it('none for another name (renamed since the page was written), nor without a seed', () => {
    seedOwnerLettering({ name: 'Riley Chen', drawings: DRAWINGS });
    expect(ownerLetteringFor('Sam Chen')).toEqual([]);
    seedOwnerLettering(undefined);
    expect(ownerLetteringFor('Riley Chen')).toEqual([]);
  });
});
