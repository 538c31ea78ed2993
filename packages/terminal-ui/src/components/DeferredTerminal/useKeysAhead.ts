import { useLayoutEffect } from 'react';
import { typeKey } from '../../engine/typeAhead';
import { isFocusOnPage, isTypingKey } from '../Terminal/useTypingRedirect';

/** A key the waiting keys take: a character, or a bare Enter or Backspace. */
function isKeyAhead(event: KeyboardEvent): boolean {
  if (isTypingKey(event)) return true;
  const bare = !event.ctrlKey && !event.altKey && !event.metaKey && !event.isComposing;
  return bare && (event.key === 'Enter' || event.key === 'Backspace');
}

/** No field takes a key typed now: the page has the focus, or the busy input kept it (a disabled field types nothing). */
function noFieldTakes(active: Element | null): boolean {
  return isFocusOnPage(active) || (active instanceof HTMLInputElement && active.disabled);
}

/**
 * While `active` — a line was entered and the machine is still loading, so the input is busy and
 * takes no key — the keys typed with nothing focused are added to those that wait (engine/typeAhead),
 * in order, instead of being lost. A key meant for something the visitor focused stays its own.
 */
export function useKeysAhead(active: boolean, update: (next: (keys: string) => string) => void): void {
  // A layout effect: on from the commit that made the input busy, before the next key can arrive.
  useLayoutEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !noFieldTakes(document.activeElement) || !isKeyAhead(event)) return;
      event.preventDefault();
      update((keys) => typeKey(keys, event.key));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, update]);
}
