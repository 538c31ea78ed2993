import { describe, expect, it } from 'vitest';
import { editBehindMask, maskArguments, MASK_CHARACTER } from './maskedLine';

describe('maskArguments: what a private line shows while typed', () => {
  it('keeps the command word and masks every character after it, one bullet each', () => {
    expect(maskArguments('admin s3cretpw')).toBe('admin ••••••••');
    expect(maskArguments('  admin  two words')).toBe('  admin  •••••••••');
    expect(MASK_CHARACTER).toBe('•');
  });

  it('keeps the length, so the caret is at the same place in both', () => {
    for (const line of ['admin x', 'admin pässwörd ', 'admin \t tab']) expect(maskArguments(line)).toHaveLength(line.length);
  });

  it('shows a lone word as typed', () => {
    expect(maskArguments('admin')).toBe('admin');
    expect(maskArguments('admin ')).toBe('admin ');
  });
});

/** Types into the masked field as a browser would: `shown` edited at `start`…`end` to hold `text`. */
function typeInto(real: string, start: number, end: number, text: string): string {
  const shown = maskArguments(real);
  return editBehindMask(real, shown, shown.slice(0, start) + text + shown.slice(end), start + text.length);
}

describe('editBehindMask: the real line after an edit made to its masked display', () => {
  it('appends, inserts, deletes and replaces at the right place', () => {
    expect(typeInto('admin abc', 9, 9, 'd')).toBe('admin abcd');
    expect(typeInto('admin abc', 6, 6, 'z')).toBe('admin zabc');
    expect(typeInto('admin abc', 8, 9, '')).toBe('admin ab');
    expect(typeInto('admin abc', 6, 7, '')).toBe('admin bc');
    expect(typeInto('admin abcdef', 7, 10, 'XY')).toBe('admin aXYef');
  });

  it('finds the edit among identical bullets by the caret', () => {
    expect(typeInto('admin abc', 6, 6, '•')).toBe('admin •abc');
    expect(typeInto('admin abc', 7, 8, '')).toBe('admin ac');
  });

  it('takes a whole new value (a field filled at once, the caret at its end)', () => {
    expect(editBehindMask('admin abc', 'admin •••', 'ls')).toBe('ls');
    expect(editBehindMask('admin abc', 'admin •••', 'admin x')).toBe('admin x');
    expect(editBehindMask('', '', 'admin s3cret')).toBe('admin s3cret');
  });

  it('the word before the password stays editable', () => {
    expect(typeInto('admin abc', 0, 0, 'x')).toBe('xadmin abc');
  });
});
