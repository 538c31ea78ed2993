import { describe, expect, it } from 'vitest';
import { ART_PREVIEW_LENGTH, joinLines, POST_PREVIEW_LENGTH, preview, splitLines } from './text';

describe('preview', () => {
  it('keeps a text of at most the limit as it is', () => {
    const exact = 'a'.repeat(ART_PREVIEW_LENGTH);
    expect(preview(exact, ART_PREVIEW_LENGTH)).toBe(exact);
    expect(preview('short', POST_PREVIEW_LENGTH)).toBe('short');
  });

  it('cuts a longer text at the limit and adds an ellipsis', () => {
    expect(preview('b'.repeat(101), ART_PREVIEW_LENGTH)).toBe(`${'b'.repeat(100)}...`);
    expect(preview('c'.repeat(400), POST_PREVIEW_LENGTH)).toBe(`${'c'.repeat(150)}...`);
  });

  it('reads line breaks and runs of spaces as one space', () => {
    expect(preview('# Title\n\nFirst   line\n', 150)).toBe('# Title First line');
  });
});

describe('splitLines / joinLines', () => {
  it('gives one trimmed item per non-blank line', () => {
    expect(splitLines('  first \n\n second\r\n   \nthird')).toEqual(['first', 'second', 'third']);
    expect(splitLines('')).toEqual([]);
  });

  it('joins items one per line', () => {
    expect(joinLines(['a', 'b'])).toBe('a\nb');
    expect(splitLines(joinLines(['x', 'y']))).toEqual(['x', 'y']);
  });
});

