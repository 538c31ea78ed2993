import { useEffect, type RefObject } from 'react';

type KeyDown = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'isComposing' | 'getModifierState'>;

/** A key that types a character: no Ctrl, Alt or Cmd chord (AltGr, which types one, aside). */
export function isTypingKey(event: KeyDown): boolean {
  if (event.isComposing || [...event.key].length !== 1 || event.metaKey) return false;
  if (event.getModifierState('AltGraph')) return true;
  return !event.ctrlKey && !event.altKey;
}

/** Nothing has the focus: the page itself does (after a drag over the output, a click on plain text). */
export function isFocusOnPage(active: Element | null): boolean {
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * A character typed while the page itself has the focus (after selecting output with the mouse,
 * say) goes to the command line, as in a terminal window: the input takes the focus, caret at the
 * end, before the browser handles the key, so the character lands there. Chords (Ctrl+C) stay the
 * browser's, so a selection is copied first; taking the focus then ends the selection, as it does
 * in a terminal once typing starts.
 */
export function useTypingRedirect(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const input = inputRef.current;
      if (input === null || input.disabled || event.defaultPrevented) return;
      if (!isTypingKey(event) || !isFocusOnPage(document.activeElement)) return;
      input.focus({ preventScroll: true });
      const end = input.value.length;
      input.setSelectionRange(end, end);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}
