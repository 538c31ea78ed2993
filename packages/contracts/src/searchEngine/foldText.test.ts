import { describe, expect, it } from 'vitest';
import { fold, foldedWithOrigins, queryWords } from './foldText';

describe('fold', () => {
  it('drops case and accents, composed or not, and keeps letters that have no base letter', () => {
    expect(fold('Café CRÈME')).toBe('cafe creme');
    expect(fold('cafe\u0301')).toBe('cafe');
    expect(fold('Ünïcödé İstanbul')).toBe('unicode istanbul');
    expect(fold('Straße Øre')).toBe('straße øre');
    expect(fold('plain ascii 123')).toBe('plain ascii 123');
  });
});

describe('foldedWithOrigins', () => {
  it('folds as fold does and maps a folded range back to the original text', () => {
    const text = 'Un café à Zürich';
    const source = foldedWithOrigins(text);
    expect(source.folded).toBe(fold(text));
    const at = source.folded.indexOf('zurich');
    const range = source.originalRange(at, at + 'zurich'.length);
    expect(text.slice(range.start, range.end)).toBe('Zürich');
  });

  it('keeps a dropped mark with its letter, and an emoji whole', () => {
    const text = 'cafe\u0301 🎸 ok';
    const source = foldedWithOrigins(text);
    const cafe = source.originalRange(0, 4);
    expect(text.slice(cafe.start, cafe.end)).toBe('cafe\u0301');
    const ok = source.folded.indexOf('ok');
    expect(text.slice(source.originalRange(ok, ok + 2).start)).toBe('ok');
  });

  it('maps ASCII text one to one', () => {
    expect(foldedWithOrigins('ABC').originalRange(1, 3)).toEqual({ start: 1, end: 3 });
  });
});

describe('queryWords', () => {
  it('splits on white space, folds, and keeps each word once in the order typed', () => {
    expect(queryWords('  Two  CHANNEL two\tÉté ')).toEqual(['two', 'channel', 'ete']);
  });

  it('leaves out words that fold to nothing (combining marks alone)', () => {
    expect(queryWords('\u0301 a')).toEqual(['a']);
    expect(queryWords('\u0301')).toEqual([]);
  });
});
