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

/** Whether this device gets the phone layout; follows resizes and rotations. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
