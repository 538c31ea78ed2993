/**
 * The splash shows only on `/`, once per browser session. The session flag lives in
 * session storage under `splashShown` (any value means "already shown"); tools that must not wait
 * for the boot screen (most end-to-end tests) set it before loading the page. The bench's
 * Lighthouse runs do not: they measure `/` as a first visit, splash included.
 *
 * The flag is written as soon as the splash starts, not when it ends, so a reload in the middle of
 * the boot does not play it again.
 */
export const SPLASH_SESSION_KEY = 'splashShown';

/**
 * The class on `<html>` that shows the splash's first frame: index.html's inline script sets it on
 * `/` when the flag is unset, the home removes it once the live splash (or the home) is up.
 */
export const BOOTING_CLASS = 'booting';

/**
 * Set on `<html>` by index.html's inline script when the visitor ended the splash's first frame
 * (Escape, Enter or a click) before the live splash was up: the home then shows at once, and the
 * session counts the splash as shown. Only read, never removed, so React's double renders agree.
 */
export const SPLASH_SKIPPED_ATTRIBUTE = 'data-splash-skipped';

/** Whether the first frame was ended early (see `SPLASH_SKIPPED_ATTRIBUTE`). */
export function splashSkippedEarly(root: Element = document.documentElement): boolean {
  return root.hasAttribute(SPLASH_SKIPPED_ATTRIBUTE);
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function shouldShowSplash(pathname: string, store: SessionStore | null = sessionStore()): boolean {
  if (pathname !== '/') return false;
  try {
    // No usable storage: no splash, rather than one at every visit.
    return store !== null && store.getItem(SPLASH_SESSION_KEY) === null;
  } catch {
    return false;
  }
}

export function markSplashShown(store: SessionStore | null = sessionStore()): void {
  try {
    store?.setItem(SPLASH_SESSION_KEY, 'true');
  } catch {
    // Storage refused: the splash may show again next time, which is harmless.
  }
}
