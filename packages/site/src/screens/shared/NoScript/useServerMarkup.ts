import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while React renders on the server or hydrates what the server sent; false from the render
 * after, and always false for a page the browser rendered itself.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(neverChanges, () => false, () => true);
}
