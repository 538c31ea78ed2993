import styles from './ScreenLoadFailed.module.css';

export interface ScreenLoadFailedProps {
  /** What went wrong, e.g. the browser's "Failed to fetch dynamically imported module: …". */
  message: string;
}

/**
 * Shown instead of a blank page when a screen cannot be shown, most often because its code could
 * not be fetched (offline, or a new deploy replaced the file). Both ways out are full page loads,
 * so they pick up a new deploy's index.html.
 */
export function ScreenLoadFailed({ message }: ScreenLoadFailedProps) {
  return (
    <main className={styles.failed}>
      <div role="alert">
        <h1 className={styles.error}>This screen could not be loaded: {message}</h1>
      </div>
      <p className={styles.line}>Check the connection, then reload the page.</p>
      <p className={styles.line}>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          reload
        </button>{' '}
        <a className={styles.action} href="/">
          cd ~
        </a>
      </p>
    </main>
  );
}
