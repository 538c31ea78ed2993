import { Prompt } from '@portfolio/terminal-ui/components/Prompt';
import { Link } from '../../routing';
import styles from './NotFound.module.css';

export interface NotFoundScreenProps {
  /** The path nobody serves, as typed. */
  path: string;
  /** The host the prompt shows (the route reads the page's). */
  host: string;
}

/** Any unknown route: the shell's answer to a `cd` into nowhere, and a way home. */
export function NotFoundScreen({ path, host }: NotFoundScreenProps) {
  return (
    <main className={styles.notFound}>
      <p className={styles.line}>
        <Prompt user="portfolio" host={host} path="~" /> cd {path}
      </p>
      <p className={styles.error}>cd: {path}: No such file or directory</p>
      <h1 className={styles.title}>404: page not found</h1>
      <p className={styles.line}>
        <Link className={styles.home} to="/">
          cd ~
        </Link>{' '}
        <span className={styles.muted}># back to the home terminal</span>
      </p>
    </main>
  );
}
