import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createUnsavedChanges, UNSAVED_CHANGES_QUESTION, type UnsavedChanges } from './unsavedChanges';

const StoreContext = createContext<UnsavedChanges | null>(null);
/** The admin tab a form sits in, so its key is `{tab}/{form}`. */
const ScopeContext = createContext<string>('admin');

/**
 * The admin's record of unsaved forms, and the browser's own question on a reload, a close or a
 * link away while any form holds changes (`beforeunload`: the browser words it, not us).
 */
export function UnsavedChangesProvider({ children, store: given }: { children: ReactNode; store?: UnsavedChanges }) {
  const store = useMemo(() => given ?? createUnsavedChanges(), [given]);
  const unsaved = useSyncExternalStore(store.subscribe, () => store.keys().length > 0, () => false);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** Names the tab the forms inside sit in. */
export function UnsavedScope({ name, children }: { name: string; children: ReactNode }) {
  return <ScopeContext.Provider value={name}>{children}</ScopeContext.Provider>;
}

/** Marks this form (`name`, unique in its tab) as holding unsaved changes while `unsaved` is true; a form without a name is never marked. */
export function useMarkUnsaved(name: string | undefined, unsaved: boolean): void {
  const store = useContext(StoreContext);
  const scope = useContext(ScopeContext);
  const key = name === undefined ? undefined : `${scope}/${name}`;
  useEffect(() => {
    if (!store || key === undefined) return;
    store.mark(key, unsaved);
    return () => store.mark(key, false);
  }, [store, key, unsaved]);
}

/**
 * Asks before leaving: true when nothing under `scope` (the whole admin when omitted) is unsaved,
 * or the owner chose to leave anyway.
 */
export function useConfirmLeave(): (scope?: string) => boolean {
  const store = useContext(StoreContext);
  return (scope) => !store || store.keys(scope).length === 0 || window.confirm(UNSAVED_CHANGES_QUESTION);
}

/** The tabs holding unsaved changes, for a mark on each. */
export function useUnsavedTabs(): ReadonlySet<string> {
  const store = useContext(StoreContext);
  const keys = useSyncExternalStore(
    store?.subscribe ?? (() => () => undefined),
    () => (store ? store.keys().join('\n') : ''),
    () => '',
  );
  return useMemo(() => new Set(keys === '' ? [] : keys.split('\n').map((key) => key.split('/')[0] ?? '')), [keys]);
}
