import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while React renders on the server or hydrates what the server sent; false from the render
 * after, and always false for a page the browser rendered itself. A module of its own: the phone's
 * home, in every page's entry, uses it without bringing the no-script views along.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(neverChanges, () => false, () => true);
}
