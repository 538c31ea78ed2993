import { describe, expect, it } from 'vitest';
import { countWords, READING_WORDS_PER_MINUTE, readingMinutes, readingTimeLabel } from './readingTime';

describe('countWords', () => {
  it('counts words, not Markdown marks', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('## What helped\n\n- one *two*\n- three\n\n> four | five\n\n```\ncode\n```')).toBe(8);
  });

  it('counts words in any script, and numbers', () => {
    expect(countWords('Grüße 你好 2026')).toBe(3);
  });
});

describe('readingMinutes', () => {
  it('is 238 words a minute, rounded up, at least one', () => {
    expect(READING_WORDS_PER_MINUTE).toBe(238);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(238)).toBe(1);
    expect(readingMinutes(239)).toBe(2);
    expect(readingMinutes(2380)).toBe(10);
  });
});

describe('readingTimeLabel', () => {
  it('says the minutes', () => {
    expect(readingTimeLabel('word '.repeat(500))).toBe('3 min read');
    expect(readingTimeLabel('short')).toBe('1 min read');
  });
});
