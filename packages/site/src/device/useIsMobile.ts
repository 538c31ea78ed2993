import { useSyncExternalStore } from 'react';
import { isMobileDevice, MOBILE_MAX_WIDTH } from './isMobileDevice';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

/**
 * The viewport's width as the phone rule needs it, asked of the media query `(max-width: 768px)`
 * rather than read from `innerWidth`: React reads a store's snapshot again after each commit, when
 * the page has just changed, and reading `innerWidth` then makes the browser lay the whole page out
 * at once, inside the script's task (seen on a phone's `/`: a 14 ms forced layout in a task
 * Lighthouse counted as blocking). A media query's answer needs no layout: a narrow viewport counts
 * as width 0, a wide one as unbounded. The width is read only where there is no `matchMedia` (jsdom).
 */
function ruleWidth(): number {
  const query = widthRule();
  return query ? (query.matches ? 0 : Infinity) : window.innerWidth;
}

/** The phone rule's width as a media query, `(max-width: 768px)`; undefined where there is no `matchMedia` (jsdom). */
export function widthRule(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`) : undefined;
}

/** Whether this device gets the phone layout now, by the browser's own reading of the rule. */
export function isMobileNow(): boolean {
  return isMobileDevice({ userAgent: navigator.userAgent, width: ruleWidth() });
}

let serverSaysMobile = false;

/** What the server decided when it wrote the page (its render, and the browser's hydration, use it). */
export function assumeMobile(mobile: boolean): void {
  serverSaysMobile = mobile;
}

const serverSnapshot = () => serverSaysMobile;

/**
 * Whether this device gets the phone layout; follows resizes and rotations. While hydrating the
 * server's page it is what the server decided, then at once what the width says.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, serverSnapshot);
}
