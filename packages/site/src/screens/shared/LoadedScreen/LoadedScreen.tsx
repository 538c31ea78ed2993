import type { ReactNode } from 'react';
import type { Loaded } from '../../../data/loaded';
import styles from './LoadedScreen.module.css';

export interface LoadedScreenProps<T> {
  /** The page's heading, for screen readers. */
  title: string;
  state: Loaded<T>;
  /** Shown (`role="status"`) until the answer, e.g. `Loading posts...`. */
  loading: string;
  /** The data the content gets when the load failed (or found nothing): the screen still works, and says why. */
  fallback: T;
  children: (data: T, loadError: string | null) => ReactNode;
}

/** A full-height screen whose content waits for its data (the art and writing terminals). */
export function LoadedScreen<T>({ title, state, loading, fallback, children }: LoadedScreenProps<T>) {
  return (
    <main className={styles.screen}>
      <h1 className={styles.srOnly}>{title}</h1>
      {state.status === 'loading' ? (
        <p className={styles.loading} role="status">
          {loading}
        </p>
      ) : (
        children(state.status === 'ready' ? state.data : fallback, state.status === 'failed' ? state.message : null)
      )}
    </main>
  );
}
