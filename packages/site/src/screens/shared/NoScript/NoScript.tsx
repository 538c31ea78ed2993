import { treeBranch } from '@portfolio/terminal-ui/engine/treeLines';
import type { ReactNode } from 'react';
import styles from './NoScript.module.css';
import { useServerMarkup } from './useServerMarkup';

/** The line a terminal screen shows when scripts do not run. */
export const TERMINAL_NEEDS_SCRIPT = 'The terminal needs JavaScript; here is what it would show.';

/**
 * What a terminal screen shows a reader that runs no script (JavaScript off, most link unfurlers,
 * reader modes): the line above and the screen's content as plain links and text.
 *
 * Not a `<noscript>`: a browser whose scripts are blocked by its settings or an extension (and
 * Chromium with script execution disabled) still parses `<noscript>` as raw text, so its content
 * would never show. Instead the server writes a plain block that index.html's inline script hides
 * (`html.js`) before the first paint when scripts do run, and the client drops it once it has
 * taken the page over.
 */
export function NoScript({ children }: { children?: ReactNode }) {
  if (!useServerMarkup()) return null;
  return (
    <div className={styles.noScript} data-testid="no-script">
      <p className={styles.note}>{TERMINAL_NEEDS_SCRIPT}</p>
      {children}
    </div>
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
