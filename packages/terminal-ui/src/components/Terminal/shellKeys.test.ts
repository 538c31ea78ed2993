import { describe, expect, it } from 'vitest';
import { killToEnd, killWordBefore, toLineEnd, toLineStart, wordLeft, wordRight } from '../../engine/lineEditing';
import { shellKeyOf, type KeyPress } from './shellKeys';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false, ...modifiers });
const kindOf = (event: KeyPress, searching = false) => shellKeyOf(event, searching)?.kind ?? null;

describe('shellKeyOf: the command line', () => {
  it('keeps the keys it had', () => {
    expect(kindOf(press('Enter'))).toBe('submit');
    expect(kindOf(press('Enter', { shiftKey: true }))).toBe('submit');
    expect(kindOf(press('ArrowUp'))).toBe('historyBack');
    expect(kindOf(press('ArrowDown'))).toBe('historyForward');
    expect(kindOf(press('Tab'))).toBe('complete');
    expect(kindOf(press('Tab', { shiftKey: true }))).toBeNull();
    expect(kindOf(press('l', { ctrlKey: true }))).toBe('clearScreen');
    expect(kindOf(press('u', { ctrlKey: true }))).toBe('clearLine');
    expect(kindOf(press('c', { ctrlKey: true }))).toBe('interrupt');
  });

  it('maps the editing keys to the line functions', () => {
    const editOf = (event: KeyPress) => {
      const key = shellKeyOf(event, false);
      return key?.kind === 'edit' ? key.edit : null;
    };
    expect(editOf(press('a', { ctrlKey: true }))).toBe(toLineStart);
    expect(editOf(press('e', { ctrlKey: true }))).toBe(toLineEnd);
    expect(editOf(press('k', { ctrlKey: true }))).toBe(killToEnd);
    expect(editOf(press('w', { ctrlKey: true }))).toBe(killWordBefore);
    expect(editOf(press('b', { altKey: true }))).toBe(wordLeft);
    expect(editOf(press('f', { altKey: true }))).toBe(wordRight);
  });

  it('reads the physical key when the layout gives another character', () => {
    expect(kindOf(press('∫', { altKey: true, code: 'KeyB' }))).toBe('edit');
    expect(kindOf(press('ф', { ctrlKey: true, code: 'KeyA' }))).toBe('edit');
    expect(kindOf(press('к', { ctrlKey: true, code: 'KeyR' }))).toBe('reverseSearch');
  });

  it('Ctrl+R searches; Escape prepares the way out; the rest is the browser’s', () => {
    expect(kindOf(press('r', { ctrlKey: true }))).toBe('reverseSearch');
    expect(kindOf(press('R', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(kindOf(press('Escape'))).toBe('leave');
    expect(kindOf(press('g', { ctrlKey: true }))).toBeNull();
    expect(kindOf(press('a', { metaKey: true }))).toBeNull();
    expect(kindOf(press('q', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(kindOf(press('x'))).toBeNull();
  });
});

describe('shellKeyOf: while searching', () => {
  it('Enter runs, Escape and Ctrl+G give up, Ctrl+R looks further back', () => {
    expect(kindOf(press('Enter'), true)).toBe('submit');
    expect(kindOf(press('Escape'), true)).toBe('searchCancel');
    expect(kindOf(press('g', { ctrlKey: true }), true)).toBe('searchCancel');
    expect(kindOf(press('r', { ctrlKey: true }), true)).toBe('reverseSearch');
  });

  it('the arrows, Home, End and Tab accept the line found', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Tab']) expect(kindOf(press(key), true)).toBe('searchAccept');
  });

  it('editing keys keep their meaning (the input accepts first); typing is the query', () => {
    expect(kindOf(press('a', { ctrlKey: true }), true)).toBe('edit');
    expect(kindOf(press('c'), true)).toBeNull();
    expect(kindOf(press('Backspace'), true)).toBeNull();
  });
});
