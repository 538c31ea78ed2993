import { useEffect } from 'react';

/** The waiting view (`TerminalView` marks itself `data-pending` until its machine runs). */
const WAITING_VIEW = '[data-pending]';
/** What does its own thing when touched: a link or a button in the terminal's header or log. */
const OWN_ACTION = 'a, button';

/** Whether `target` is part of the waiting terminal, not one of its links or buttons. */
const inWaitingView = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(WAITING_VIEW) !== null && target.closest(OWN_ACTION) === null;

/**
 * While `active`, calls `reached` when the visitor touches or clicks the waiting terminal — the
 * command line, or the area around it that focuses it — but not one of its links or buttons, or
 * when the focus moves into it (a tap on the command line focuses it, as Tab does). The focus counts
 * too for a page the app takes over at that very touch (the site's phones, `ssr/waitingPage.ts`):
 * this listener is added as the touch hydrates the page, after the touch passed the document, so
 * the focus that follows it, or already there, is what says the command line was reached. Keys need
 * no listener here: every key the command line gets reaches one of the view's callbacks.
 */
export function useReachedFor(active: boolean, reached: () => void): void {
  useEffect(() => {
    if (!active) return;
    if (inWaitingView(document.activeElement)) {
      reached();
      return;
    }
    const onReach = (event: Event) => {
      if (inWaitingView(event.target)) reached();
    };
    document.addEventListener('pointerdown', onReach, true);
    document.addEventListener('focusin', onReach, true);
    return () => {
      document.removeEventListener('pointerdown', onReach, true);
      document.removeEventListener('focusin', onReach, true);
    };
  }, [active, reached]);
}
