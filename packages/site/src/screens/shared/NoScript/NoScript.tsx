import { treeBranch } from '@portfolio/terminal-ui/engine/treeLines';
import type { ReactNode } from 'react';
import styles from './NoScript.module.css';

/** The line a terminal screen shows when scripts do not run. */
export const TERMINAL_NEEDS_SCRIPT = 'The terminal needs JavaScript; here is what it would show.';

/**
 * What a terminal screen shows a reader that runs no script (JavaScript off, most link unfurlers,
 * reader modes): the line above and the screen's content as plain links and text. React renders
 * `<noscript>` into the server's HTML and leaves it alone when it hydrates.
 */
export function NoScript({ children }: { children?: ReactNode }) {
  return (
    <noscript>
      <div className={styles.noScript}>
        <p className={styles.note}>{TERMINAL_NEEDS_SCRIPT}</p>
        {children}
      </div>
    </noscript>
  );
}

/** A tree listing (`├── `, `└── `) of links or text, as the terminal's `ls` prints it. */
export function NoScriptTree({ label, items }: { label: string; items: readonly { key: string; content: ReactNode }[] }) {
  return (
    <ul className={styles.tree} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.key}>
          <span aria-hidden="true">{treeBranch(index, items.length)}</span>
          {item.content}
        </li>
      ))}
    </ul>
  );
}
