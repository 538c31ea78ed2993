import { describe, expect, it } from 'vitest';
import { escapeXml } from '../seo/xml';
import { cells, columns, plainText } from './plainText';

describe('plainText', () => {
  it('folds whitespace runs, newlines and tabs into single spaces and trims', () => {
    expect(plainText('  a\tb\n\nc \r\n d\u2028e\u0085f\u00a0g  ')).toBe('a b c d e f g');
  });

  it('drops controls, format characters, lone surrogates and XML-forbidden code points', () => {
    expect(plainText('a\u0000b\u0007c\u001bd\u007fe\u0080f\u200bg\u202eh\ufeffi\ud800j\udfffk\ufffel\uffffm')).toBe('abcdefghijklm');
  });

  it('keeps emoji and other astral characters whole, and composes to NFC', () => {
    expect(plainText('hi 😀 e\u0301')).toBe('hi 😀 é');
  });

  it('drops combining marks with nothing to sit on', () => {
    expect(plainText('\u0301a \u0308b')).toBe('a b');
  });
});

describe('columns', () => {
  it('counts one column per character, none for combining marks', () => {
    expect(columns('abc')).toBe(3);
    expect(columns('😀x')).toBe(2);
    expect(columns('a\u0301\u0302b')).toBe(2);
    expect(cells('a\u0301b')).toEqual(['a\u0301', 'b']);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
