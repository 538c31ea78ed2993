import { describe, expect, it } from 'vitest';
import { isUniqueViolation, parseStringList, slugify } from './slugs';

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Hello,   World!  ', 'hello-world'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Rock & Roll', 'rock-and-roll'],
    ['C++ / Rust: 2 ways', 'c-rust-2-ways'],
    ['../../etc/passwd', 'etc-passwd'],
    ['日本語', 'post'],
    ['', 'post'],
    [`${'word '.repeat(30)}`, 'word-'.repeat(12).slice(0, 59)],
  ])('%j → %s', (title, slug) => {
    expect(slugify(title, 'post')).toBe(slug);
  });
});

describe('isUniqueViolation', () => {
  it('knows both dialects', () => {
    expect(isUniqueViolation({ code: 'ER_DUP_ENTRY' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_BUSY' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
  });
});

describe('parseStringList', () => {
  it('reads JSON lists of strings and nothing else', () => {
    expect(parseStringList('["a","b"]')).toEqual(['a', 'b']);
    expect(parseStringList('["a",1]')).toEqual(['a']);
    expect(parseStringList('{"a":1}')).toEqual([]);
    expect(parseStringList('not json')).toEqual([]);
  });
});
