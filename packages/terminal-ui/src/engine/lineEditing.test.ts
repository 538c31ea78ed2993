import { describe, expect, it } from 'vitest';
import {
  killToEnd,
  killWordBefore,
  pastedLines,
  toLineEnd,
  toLineStart,
  wordLeft,
  wordRight,
  type EditableLine,
  type LineEdit,
} from './lineEditing';

/** A line written with `|` where the caret is, e.g. `cat re|adme.txt`. */
function line(text: string): EditableLine {
  const caret = text.indexOf('|');
  return { value: text.replace('|', ''), caret };
}
const show = ({ value, caret }: EditableLine) => `${value.slice(0, caret)}|${value.slice(caret)}`;
const edit = (fn: LineEdit, text: string) => show(fn(line(text)));

describe('Ctrl+A and Ctrl+E: start and end of the line', () => {
  it('moves the caret, never the text', () => {
    expect(edit(toLineStart, 'cat re|adme.txt')).toBe('|cat readme.txt');
    expect(edit(toLineEnd, 'cat re|adme.txt')).toBe('cat readme.txt|');
    expect(edit(toLineStart, '|')).toBe('|');
    expect(edit(toLineEnd, '|')).toBe('|');
  });
});

describe('Ctrl+K: kill to the end of the line', () => {
  it('drops what follows the caret', () => {
    expect(edit(killToEnd, 'cat re|adme.txt')).toBe('cat re|');
    expect(edit(killToEnd, '|ls')).toBe('|');
    expect(edit(killToEnd, 'ls|')).toBe('ls|');
  });
});

describe('Ctrl+W: delete the word before the caret (unix-word-rubout)', () => {
  it('deletes back to the previous whitespace, with the spaces before the caret', () => {
    expect(edit(killWordBefore, 'cd projects|')).toBe('cd |');
    expect(edit(killWordBefore, 'cd projects  |')).toBe('cd |');
    expect(edit(killWordBefore, 'cat ~/a/b.txt|')).toBe('cat |');
    expect(edit(killWordBefore, 'cd proj|ects')).toBe('cd |ects');
  });

  it('at the start, or on a blank line, changes nothing that is not there', () => {
    expect(edit(killWordBefore, '|ls')).toBe('|ls');
    expect(edit(killWordBefore, '   |')).toBe('|');
    expect(edit(killWordBefore, 'ls|')).toBe('|');
  });
});

describe('Alt+B and Alt+F: a word left and right (letters and digits)', () => {
  it('Alt+B goes to the start of this or the previous word', () => {
    expect(edit(wordLeft, 'cat readme.txt|')).toBe('cat readme.|txt');
    expect(edit(wordLeft, 'cat readme.|txt')).toBe('cat |readme.txt');
    expect(edit(wordLeft, 'cat re|adme.txt')).toBe('cat |readme.txt');
    expect(edit(wordLeft, 'cat |readme.txt')).toBe('|cat readme.txt');
    expect(edit(wordLeft, '|cat')).toBe('|cat');
  });

  it('Alt+F goes to the end of this or the next word', () => {
    expect(edit(wordRight, '|cat readme.txt')).toBe('cat| readme.txt');
    expect(edit(wordRight, 'cat| readme.txt')).toBe('cat readme|.txt');
    expect(edit(wordRight, 'cat readme|.txt')).toBe('cat readme.txt|');
    expect(edit(wordRight, 'cat readme.txt|')).toBe('cat readme.txt|');
  });

  it('counts accented letters and digits as word characters', () => {
    expect(edit(wordLeft, 'grep café2|')).toBe('grep |café2');
    expect(edit(wordRight, 'grep| café2 x')).toBe('grep café2| x');
  });
});

describe('a caret out of range is brought back in', () => {
  it('clamps', () => {
    expect(killToEnd({ value: 'ls', caret: 9 })).toEqual({ value: 'ls', caret: 2 });
    expect(killWordBefore({ value: 'ls', caret: -3 })).toEqual({ value: 'ls', caret: 0 });
  });
});

describe('pastedLines: a paste with line breaks', () => {
  it('is left to the field when it is one line', () => {
    expect(pastedLines('', 0, 0, 'ls')).toBeNull();
  });

  it('splits on every kind of line break, keeping blank lines (the terminal skips them)', () => {
    expect(pastedLines('', 0, 0, 'ls\r\nwhoami\n\ncat readme.txt\r')).toEqual(['ls', 'whoami', '', 'cat readme.txt', '']);
  });

  it('joins the text before the selection to the first line and the text after it to the last', () => {
    expect(pastedLines('ecREPLACEDxyz', 2, 10, 'ho hi\nl')).toEqual(['echo hi', 'lxyz']);
  });
});
