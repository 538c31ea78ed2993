import { describe, expect, it } from 'vitest';
import { wrapLines } from './wrapLines';

describe('wrapLines', () => {
  it('keeps a short text on one line', () => {
    expect(wrapLines('hello world', 20, 3)).toEqual(['hello world']);
  });

  it('gives nothing for empty text', () => {
    expect(wrapLines('', 20, 3)).toEqual([]);
  });

  it('fits a line of exactly maxColumns, and three full lines, without an ellipsis', () => {
    expect(wrapLines('abcde fghij', 11, 3)).toEqual(['abcde fghij']);
    expect(wrapLines('aaaaa bbbbb ccccc ddddd eeeee fffff', 11, 3)).toEqual(['aaaaa bbbbb', 'ccccc ddddd', 'eeeee fffff']);
  });

  it('breaks at spaces', () => {
    expect(wrapLines('the quick brown fox jumps', 10, 3)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('hard-breaks a word longer than a line, starting it on a line of its own', () => {
    expect(wrapLines('go abcdefghijklmnop end', 6, 5)).toEqual(['go', 'abcdef', 'ghijkl', 'mnop', 'end']);
    expect(wrapLines('abcdefghijkl', 6, 3)).toEqual(['abcdef', 'ghijkl']);
  });

  it('ends the last line with an ellipsis when the text needs more than maxLines', () => {
    expect(wrapLines('one two three four five six seven', 9, 2)).toEqual(['one two', 'three…']);
  });

  it('cuts a full last line to make room for the ellipsis, at a word boundary when one is near', () => {
    expect(wrapLines('aaaa bbbbbbbbbb ccccc ddddd', 10, 2)).toEqual(['aaaa', 'bbbbbbbbb…']);
    expect(wrapLines('aaaaa bbbbbb cccccccc ddd eeee', 12, 2)).toEqual(['aaaaa bbbbbb', 'cccccccc…']);
    expect(wrapLines('aaaaa bbbbbb cccc ddddddd eeee', 12, 2)).toEqual(['aaaaa bbbbbb', 'cccc dddddd…']);
  });

  it('counts columns, not UTF-16 units: an emoji or a combining mark does not overflow the line', () => {
    expect(wrapLines('😀😀😀 😀😀', 5, 3)).toEqual(['😀😀😀', '😀😀']);
    expect(wrapLines('e\u0301e\u0301e\u0301e\u0301', 4, 1)).toEqual(['e\u0301e\u0301e\u0301e\u0301']);
  });

  it('refuses impossible sizes', () => {
    expect(() => wrapLines('x', 1, 3)).toThrow(RangeError);
    expect(() => wrapLines('x', 10, 0)).toThrow(RangeError);
  });
});
