import { treeBranch } from '../../engine/treeLines';
import styles from './TreeList.module.css';

export interface TreeEntry {
  /** What is printed, e.g. `projects/` or `readme.txt`. */
  readonly name: string;
  /** A directory navigates when clicked; a file fills the input. */
  readonly kind: 'directory' | 'file';
  /** Trailing detail, e.g. a date or `software · completed`. */
  readonly detail?: string;
}

export interface TreeListProps {
  entries: readonly TreeEntry[];
  /** Called when a directory entry is activated; without it, directories are plain text. */
  onOpenDirectory?: (entry: TreeEntry) => void;
  /** Called when a file entry is activated (e.g. to fill the input with `cat …`); without it, files are plain text. */
  onSelectFile?: (entry: TreeEntry) => void;
  /** Accessible name of the list, e.g. `Files in ~/writing`. */
  label?: string;
}

/**
 * Entries drawn as an `ls` tree. Clickable entries are real buttons (Tab reaches them, Enter and
 * Space activate them); which ones are clickable depends on the callbacks given.
 */
export function TreeList({ entries, onOpenDirectory, onSelectFile, label }: TreeListProps) {
  return (
    <ul className={styles.tree} aria-label={label}>
      {entries.map((entry, index) => {
        const onActivate = entry.kind === 'directory' ? onOpenDirectory : onSelectFile;
        return (
          <li key={`${index}:${entry.name}`} className={styles.row}>
            <span className={styles.branch} aria-hidden="true">
              {treeBranch(index, entries.length)}
            </span>
            {onActivate ? (
              <button type="button" className={styles.entry} data-kind={entry.kind} onClick={() => onActivate(entry)}>
                {entry.name}
              </button>
            ) : (
              <span className={styles.name} data-kind={entry.kind}>
                {entry.name}
              </span>
            )}
            {entry.detail && <span className={styles.detail}> {entry.detail}</span>}
          </li>
        );
      })}
    </ul>
  );
}
