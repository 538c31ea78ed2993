import { describe, expect, it } from 'vitest';
import { firstTypedLine, hasEnteredLine, typedLines, typeKey } from './typeAhead';

const typeAll = (keys: readonly string[]) => keys.reduce(typeKey, '');

describe('typeAhead: keys typed before the machine runs', () => {
  it('splits them into the lines entered, in order, and the line still being typed', () => {
    expect(typedLines('ls\nhelp\nwho')).toEqual({ lines: ['ls', 'help'], draft: 'who' });
    expect(typedLines('ls\n\nhelp\n')).toEqual({ lines: ['ls', '', 'help'], draft: '' });
    expect(typedLines('who')).toEqual({ lines: [], draft: 'who' });
    expect(typedLines('')).toEqual({ lines: [], draft: '' });
  });

  it('shows the first line in the input, and knows when one was entered', () => {
    expect(firstTypedLine('ls\nhelp')).toBe('ls');
    expect(firstTypedLine('')).toBe('');
    expect(hasEnteredLine('ls')).toBe(false);
    expect(hasEnteredLine('ls\n')).toBe(true);
  });

  it('adds a character, ends a line on Enter', () => {
    expect(typeAll(['l', 's', 'Enter', 'h', 'e', 'l', 'p', 'Enter'])).toBe('ls\nhelp\n');
  });

  it('takes back a character of the line being typed on Backspace, never an Enter', () => {
    expect(typeAll(['l', 's', 'Enter', 'h', 'x', 'Backspace'])).toBe('ls\nh');
    expect(typeAll(['l', 's', 'Enter', 'Backspace', 'Backspace'])).toBe('ls\n');
    expect(typeAll(['Backspace'])).toBe('');
  });

  it('takes back a whole character outside the Basic Multilingual Plane', () => {
    expect(typeAll(['a', '😀', 'Backspace'])).toBe('a');
  });
});
