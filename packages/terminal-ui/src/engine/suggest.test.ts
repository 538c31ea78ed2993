import { describe, expect, it } from 'vitest';
import { didYouMean } from './messages';
import { allowedDistance, osaDistance, suggest, suggestionEffects } from './suggest';

describe('osaDistance (Damerau-Levenshtein, optimal string alignment)', () => {
  it.each([
    ['', '', 0],
    ['ls', 'ls', 0],
    ['', 'cat', 3],
    ['cat', '', 3],
    ['lss', 'ls', 1], // a deletion
    ['l', 'ls', 1], // an insertion
    ['cst', 'cat', 1], // a substitution
    ['sl', 'ls', 1], // a swap of neighbours is one edit
    ['hepl', 'help', 1],
    ['claer', 'clear', 1],
    ['reedme.txt', 'readme.txt', 1],
    ['rm', 'ls', 2],
    ['foo', 'boom', 2],
    ['kitten', 'sitting', 3],
    // OSA edits each character once: `ca` → `ac` → `abc` would be 2 in unrestricted Damerau-Levenshtein.
    ['ca', 'abc', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(osaDistance(a, b)).toBe(distance);
    expect(osaDistance(b, a)).toBe(distance);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(osaDistance('café', 'cafe')).toBe(1);
    expect(osaDistance('😀s', 'ls')).toBe(1);
  });
});

describe('allowedDistance', () => {
  it('is 2 from four characters, 1 for two or three, 0 for one', () => {
    expect([1, 2, 3, 4, 10].map((length) => allowedDistance(length))).toEqual([0, 1, 1, 2, 2]);
    expect(allowedDistance(10, 1)).toBe(1);
  });
});

describe('suggest', () => {
  const commands = ['ls', 'cd', 'cat', 'help', 'clear', 'whoami', 'quickview', 'test', 'theme', 'admin'];

  it('finds the commands within the allowed distance', () => {
    expect(suggest('sl', commands)).toEqual(['ls']);
    expect(suggest('hlep', commands)).toEqual(['help']);
    expect(suggest('whomai', commands)).toEqual(['whoami']);
    expect(suggest('quikcview', commands)).toEqual(['quickview']);
    expect(suggest('admn', commands)).toEqual(['admin']);
  });

  it('suggests nothing when nothing is close, or the word is too short to tell', () => {
    expect(suggest('sudo', commands)).toEqual([]);
    expect(suggest('rm', commands)).toEqual([]);
    expect(suggest('x', commands)).toEqual([]);
    expect(suggest('', commands)).toEqual([]);
  });

  it('ranks nearest first, ties in the candidates order, at most three', () => {
    // `ct`: cat and cd are one edit away (cat first in the table), test and clear are further.
    expect(suggest('ct', commands)).toEqual(['cd', 'cat']);
    expect(suggest('ct', ['cat', 'cd'])).toEqual(['cat', 'cd']);
    expect(suggest('hlep', ['helps', 'hello', 'help'])).toEqual(['help', 'helps']);
    expect(suggest('aaaa', ['aaab', 'aabb', 'aaac', 'aaad', 'aaaa'])).toEqual(['aaaa', 'aaab', 'aaac']);
    expect(suggest('ab', ['ab', 'ab', 'abc'])).toEqual(['ab', 'abc']);
  });

  it('compares case as typed unless told to normalize, and returns the candidates as written', () => {
    expect(suggest('LS', ['ls'])).toEqual([]);
    expect(suggest('Reedme.TXT', ['readme.txt'], { normalize: (value) => value.toLowerCase() })).toEqual(['readme.txt']);
    expect(suggest('hlep', ['help'], { maxDistance: 0 })).toEqual([]);
    expect(suggest('hlep', ['helps', 'help'], { limit: 1 })).toEqual(['help']);
  });
});

describe('suggestionEffects', () => {
  it('prints "Did you mean: a, b?", each name filling the input', () => {
    const [line] = suggestionEffects(['ls', 'cd'], (name) => `${name} -la`);
    expect(line?.type).toBe('print');
    if (line?.type !== 'print') return;
    expect(line.segments.map((segment) => segment.text).join('')).toBe('Did you mean: ls, cd?');
    expect(line.segments.map((segment) => segment.text).join('')).toBe(didYouMean(['ls', 'cd']));
    expect(line.segments.filter((segment) => segment.kind === 'fill')).toEqual([
      { kind: 'fill', text: 'ls', input: 'ls -la' },
      { kind: 'fill', text: 'cd', input: 'cd -la' },
    ]);
  });

  it('prints nothing without suggestions', () => {
    expect(suggestionEffects([], (name) => name)).toEqual([]);
  });
});
