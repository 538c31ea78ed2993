import { killToEnd, killWordBefore, toLineEnd, toLineStart, wordLeft, wordRight, type LineEdit } from '../../engine/lineEditing';

/**
 * What a key pressed in the command line asks for (see `shellKeyOf`). `leave` is Escape: the next
 * Tab leaves the input instead of completing (a way out for keyboard users).
 */
export type ShellKey =
  | {
      readonly kind:
        | 'submit'
        | 'historyBack'
        | 'historyForward'
        | 'complete'
        | 'clearScreen'
        | 'interrupt'
        | 'reverseSearch'
        | 'searchAccept'
        | 'searchCancel'
        | 'leave';
    }
  | { readonly kind: 'clearLine' }
  | { readonly kind: 'edit'; readonly edit: LineEdit };

export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'> & { readonly code?: string };

const CTRL_EDITS: Readonly<Record<string, LineEdit>> = { a: toLineStart, e: toLineEnd, k: killToEnd, w: killWordBefore };
const ALT_EDITS: Readonly<Record<string, LineEdit>> = { b: wordLeft, f: wordRight };
const SEARCH_ACCEPT_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Tab']);

/**
 * The letter of a Ctrl or Alt chord: the key's own when it is a Latin letter, else the physical
 * key's (macOS gives `∫` for Option+B; a Cyrillic layout `и` for Ctrl+B).
 */
function letterOf({ key, code }: KeyPress): string {
  const typed = key.toLowerCase();
  if (/^[a-z]$/.test(typed)) return typed;
  return /^Key([A-Z])$/.exec(code ?? '')?.[1]?.toLowerCase() ?? '';
}

function plainKey(press: KeyPress, searching: boolean): ShellKey | null {
  const { key, shiftKey } = press;
  if (key === 'Enter') return { kind: 'submit' };
  if (shiftKey) return null; // Shift+Tab moves the focus; Shift+arrows select
  if (searching) {
    if (key === 'Escape') return { kind: 'searchCancel' };
    return SEARCH_ACCEPT_KEYS.has(key) ? { kind: 'searchAccept' } : null;
  }
  if (key === 'ArrowUp') return { kind: 'historyBack' };
  if (key === 'ArrowDown') return { kind: 'historyForward' };
  if (key === 'Tab') return { kind: 'complete' };
  if (key === 'Escape') return { kind: 'leave' };
  return null;
}

function ctrlKey(letter: string, press: KeyPress, searching: boolean): ShellKey | null {
  const edit = CTRL_EDITS[letter];
  if (edit !== undefined) return { kind: 'edit', edit };
  if (letter === 'l') return { kind: 'clearScreen' };
  if (letter === 'u') return { kind: 'clearLine' };
  if (letter === 'c') return { kind: 'interrupt' };
  if (letter === 'r' && !press.shiftKey) return { kind: 'reverseSearch' }; // Ctrl+Shift+R stays a hard reload
  if (letter === 'g' && searching) return { kind: 'searchCancel' };
  return null;
}

/**
 * The shell's meaning of a key pressed in the command line, or null for the browser's own.
 * While a reverse search is on, Enter runs the line found, Escape and Ctrl+G give up, Ctrl+R looks
 * further back, and the arrows, Home, End and Tab accept the line found for editing; an editing key
 * keeps its meaning (the owner accepts the line found first, as readline does).
 */
export function shellKeyOf(press: KeyPress, searching: boolean): ShellKey | null {
  const { ctrlKey: ctrl, altKey: alt, metaKey: meta } = press;
  if (meta) return null;
  if (!ctrl && !alt) return plainKey(press, searching);
  if (ctrl && !alt) return ctrlKey(letterOf(press), press, searching);
  if (alt && !ctrl && !press.shiftKey) {
    const edit = ALT_EDITS[letterOf(press)];
    return edit === undefined ? null : { kind: 'edit', edit };
  }
  return null; // Ctrl+Alt is AltGr on Windows: a character, the browser's
}
