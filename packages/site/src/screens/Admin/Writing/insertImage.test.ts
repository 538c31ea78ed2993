import { describe, expect, it } from 'vitest';
import { altFromFileName, insertAtCursor, markdownImage } from './insertImage';

describe('altFromFileName', () => {
  it("is the file's name without its extension", () => {
    expect(altFromFileName('bench supply.jpg')).toBe('bench supply');
    expect(altFromFileName('scope.final.png')).toBe('scope.final');
    expect(altFromFileName('README')).toBe('README');
    expect(altFromFileName('.hidden')).toBe('.hidden');
  });
});

describe('markdownImage', () => {
  it('writes ![alt](url)', () => {
    expect(markdownImage('The bench', '/media/abc_1600x1200_1600.jpg')).toBe('![The bench](/media/abc_1600x1200_1600.jpg)');
  });

  it('keeps the alt text on one line and its brackets from ending it', () => {
    expect(markdownImage(' a [b]\n c\\ ', '/x.png')).toBe('![a \\[b\\] c\\\\](/x.png)');
  });

  it('wraps a URL with spaces or parentheses in <…>', () => {
    expect(markdownImage('x', 'https://img.example/a (1).png')).toBe('![x](<https://img.example/a (1).png>)');
    expect(markdownImage('x', '/a<b>.png')).toBe('![x](</a%3Cb%3E.png>)');
  });
});

describe('insertAtCursor', () => {
  it('puts the snippet at the cursor and the cursor after it', () => {
    expect(insertAtCursor('Hello world', 6, '![x](/x.png) ')).toEqual({ text: 'Hello ![x](/x.png) world', cursor: 19 });
  });

  it('at the start, at the end, and past the end', () => {
    expect(insertAtCursor('abc', 0, 'X')).toEqual({ text: 'Xabc', cursor: 1 });
    expect(insertAtCursor('abc', 3, 'X')).toEqual({ text: 'abcX', cursor: 4 });
    expect(insertAtCursor('abc', 10, 'X')).toEqual({ text: 'abcX', cursor: 4 });
    expect(insertAtCursor('', 0, 'X')).toEqual({ text: 'X', cursor: 1 });
  });
});
