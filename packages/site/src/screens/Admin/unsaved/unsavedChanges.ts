/**
 * Which admin forms hold changes not saved yet. Each form marks itself under a key made of its tab
 * and its own name (`writing/add`, `projects/form`); leaving the page, logging out or opening
 * another tab asks first while any key under what is left is marked.
 */
export interface UnsavedChanges {
  /** Marks (or clears) the form `key` as holding unsaved changes. */
  mark(key: string, unsaved: boolean): void;
  /** The marked keys, in the order they were marked; only those under `scope/` when given. */
  keys(scope?: string): readonly string[];
  subscribe(listener: () => void): () => void;
}

/** What the admin asks before a change would be left behind. */
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this form anyway?';

export function createUnsavedChanges(): UnsavedChanges {
  const marked = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    mark(key, unsaved) {
      if (marked.has(key) === unsaved) return;
      if (unsaved) marked.add(key);
      else marked.delete(key);
      for (const listener of listeners) listener();
    },
    keys: (scope) => [...marked].filter((key) => scope === undefined || key.startsWith(`${scope}/`)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether `current` differs from `saved`, field by field (strings, booleans, numbers and lists of them). */
export function hasChanges<Fields extends object>(current: Fields, saved: Fields): boolean {
  return JSON.stringify(current) !== JSON.stringify(saved);
}
