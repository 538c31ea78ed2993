import { treeBranch } from '@portfolio/terminal-ui/engine/treeLines';
import type { ReactNode } from 'react';
import { Link } from '../../../routing';
import styles from './TreeRows.module.css';

export interface TreeRow {
  readonly key: string;
  /** Where the entry's name links. */
  readonly to: string;
  /** The file name `ls` prints. */
  readonly name: string;
  readonly title?: string;
  /** What `ls` prints after the name (a project's type and status, a post's date). */
  readonly meta: ReactNode;
}

/** The entries of an `ls` tree as list items (inside the screen's own `<ul>`): `├── name  meta`, the name a link. */
export function TreeRows({ rows }: { readonly rows: readonly TreeRow[] }) {
  return rows.map((row, index) => (
    <li key={row.key} className={styles.row}>
      <span className={styles.branch} aria-hidden="true">
        {treeBranch(index, rows.length)}
      </span>
      <span className={styles.rowText}>
        <Link className={styles.entry} to={row.to} title={row.title}>
          {row.name}
        </Link>
        {row.meta}
      </span>
    </li>
  ));
}
