import { useSyncExternalStore } from 'react';
import { isMobileViewport, MOBILE_MAX_WIDTH } from './isMobileDevice';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

/**
 * Whether the viewport is at most `MOBILE_MAX_WIDTH` wide. Asked of a media query rather than read
 * from `innerWidth`: React reads a store's snapshot again after each commit, when the page has just
 * changed, and reading `innerWidth` then makes the browser lay the whole page out at once, inside
 * the script's task (seen on a phone's `/`: a 14 ms forced layout in a task Lighthouse counted as
 * blocking). A media query's answer needs no layout. The width is read only where there is no
 * `matchMedia` (jsdom).
 */
function narrowViewport(): boolean {
  if (typeof window.matchMedia !== 'function') return window.innerWidth <= MOBILE_MAX_WIDTH;
  return window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;
}

function snapshot(): boolean {
  return isMobileViewport({ userAgent: navigator.userAgent, narrow: narrowViewport() });
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
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
