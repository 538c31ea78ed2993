import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './jsonDepth';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, mixed', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[1]}]}}', 4)).toBe(true);
    expect(nestsDeeperThan('[[1],[2],[3],[4],[5]]', 2)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan(String.raw`["\"[[[[", "\\", "[[[["]`, 1)).toBe(false);
    expect(nestsDeeperThan(String.raw`["\\\"[[", "x"]`, 1)).toBe(false);
    expect(nestsDeeperThan(String.raw`["\\", [[1]]]`, 2)).toBe(true);
  });

  it('leaves malformed text to JSON.parse', () => {
    expect(nestsDeeperThan('["unterminated [[[[', 1)).toBe(false);
    expect(nestsDeeperThan(']]]][[[[', 4)).toBe(false);
    expect(nestsDeeperThan('', 0)).toBe(false);
  });

  it('stops at the first level too deep, however long the text', () => {
    const huge = nested(5_000_000);
    const timed = (max: number) => {
      const started = performance.now();
      nestsDeeperThan(huge, max);
      return performance.now() - started;
    };
    expect(nestsDeeperThan(huge, 32)).toBe(true);
    expect(timed(32) * 10).toBeLessThan(timed(Number.MAX_SAFE_INTEGER));
  });
});
