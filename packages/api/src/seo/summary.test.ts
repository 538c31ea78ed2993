import { describe, expect, it } from 'vitest';
import { plainSummary } from './summary';

describe('plainSummary', () => {
  it('is empty for an empty post', () => {
    expect(plainSummary('')).toBe('');
    expect(plainSummary('  \n\n')).toBe('');
    expect(plainSummary('<!-- only html -->')).toBe('');
  });

  it('leaves no Markdown syntax, links as their words, no images, code as its text', () => {
    expect(plainSummary('Some **bold**, *em* and [a link](https://example.org) with `code` ![pic](/a.png)here.')).toBe(
      'Some bold, em and a link with code here.',
    );
    expect(plainSummary('> A quote\n\n- item one\n- item two')).toBe('A quote item one item two');
    expect(plainSummary('```\nconst x = 1;\n```')).toBe('const x = 1;');
  });

  it('drops raw HTML', () => {
    expect(plainSummary('Hi <img src=x onerror=alert(1)>there.\n\n<script>alert(1)</script>')).toBe('Hi there.');
  });

  it('collapses white space, line breaks included', () => {
    expect(plainSummary('One\nline  \nbroken\\\nhere\t too.')).toBe('One line broken here too.');
  });

  it('skips a heading when a paragraph follows, keeps one that stands alone', () => {
    expect(plainSummary('# Intro\n\nThe body.')).toBe('The body.');
    expect(plainSummary('The body.\n\n## Later')).toBe('The body. Later');
    expect(plainSummary('# Only a heading')).toBe('Only a heading');
  });

  it('takes as many whole sentences as fit', () => {
    const first = 'This is the first sentence.';
    const second = 'And this one is a little longer than the first.';
    expect(plainSummary(`${first} ${second}`, first.length + second.length + 1)).toBe(`${first} ${second}`);
    expect(plainSummary(`${first} ${second}`, first.length + second.length)).toBe(first);
    expect(plainSummary(`${first}\n\n${second} Third!`, 80)).toBe(`${first} ${second}`);
  });

  it('ends a sentence at the end of a paragraph too', () => {
    expect(plainSummary('No full stop here\n\nNext paragraph goes on and on.', 20)).toBe('No full stop here');
  });

  it('cuts a first sentence that is too long at a word, with an ellipsis, within 160 characters', () => {
    const long = `${'word '.repeat(60).trim()}.`;
    const summary = plainSummary(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/^(word )+word…$/);
    expect(summary.length).toBe(160);
  });

  it('cuts mid-word only when one word is longer than the limit', () => {
    expect(plainSummary('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(plainSummary('Hello wonderful world', 12)).toBe('Hello…');
    expect(plainSummary('Hello, wonderful world', 12)).toBe('Hello…');
  });

  it('never splits a surrogate pair', () => {
    expect(plainSummary('😀'.repeat(10), 6)).toBe('😀😀…');
  });

  it('keeps to the limit for every length', () => {
    const text = 'Short one. Then a much longer sentence follows, with commas, words and more words to cut.';
    for (let max = 0; max <= text.length + 1; max += 1) {
      expect(plainSummary(text, max).length).toBeLessThanOrEqual(max);
    }
  });
});
