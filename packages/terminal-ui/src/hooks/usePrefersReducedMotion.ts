import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const getSnapshot = (): boolean => mediaQuery()?.matches ?? false;
const getServerSnapshot = (): boolean => false;

/**
 * Whether the visitor asked the system for reduced motion, live. `override` (from a prop) wins,
 * so stories and tests can pin either behaviour.
 */
export function usePrefersReducedMotion(override?: boolean): boolean {
  const prefers = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return override ?? prefers;
}
