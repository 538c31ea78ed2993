import { useEffect } from 'react';

/** The waiting view (`TerminalView` marks itself `data-pending` until its machine runs). */
const WAITING_VIEW = '[data-pending]';
/** What does its own thing when touched: a link or a button in the terminal's header or log. */
const OWN_ACTION = 'a, button';

/**
 * While `active`, calls `reached` when the visitor touches or clicks the waiting terminal — the
 * command line, or the area around it that focuses it — but not one of its links or buttons. Keys
 * need no listener here: every key the command line gets reaches one of the view's callbacks.
 */
export function useReachedFor(active: boolean, reached: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest(WAITING_VIEW) !== null && target.closest(OWN_ACTION) === null) reached();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [active, reached]);
}
