import { useSyncExternalStore } from 'react';
import { isMobileDevice } from './isMobileDevice';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

function snapshot(): boolean {
  return isMobileDevice({ userAgent: navigator.userAgent, width: window.innerWidth });
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
