import styles from './Prompt.module.css';

export interface PromptProps {
  /** Account name shown before the `@`. */
  user: string;
  /** Host name shown after the `@`. */
  host: string;
  /** Working directory, e.g. `~` or `~/art/music`. */
  path: string;
}

/** The shell prompt `user@host:path$` that opens every terminal line. */
export function Prompt({ user, host, path }: PromptProps) {
  return (
    <span className={styles.prompt} data-testid="prompt">
      <span className={styles.user}>
        {user}@{host}
      </span>
      :<span className={styles.path}>{path}</span>$
    </span>
  );
}
