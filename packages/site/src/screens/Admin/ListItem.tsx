import { Fragment, type ReactNode, useState } from 'react';
import { DatedText } from './DatedText';
import { type HistoryTarget, ItemHistory } from './Revisions/ItemHistory';
import { HISTORY_MESSAGES } from './Revisions/historyText';
import forms from './Forms.module.css';
import lists from './Lists.module.css';

interface ListItemProps {
  /** Before the text: a thumbnail. */
  readonly leading?: ReactNode;
  readonly title: string;
  /** A word beside the title saying what state the item is in (`Draft`). */
  readonly mark?: string;
  /** What its Delete names (`Delete {name}`) when the title may repeat; the title by default. */
  readonly name?: string;
  /** The line under the title, its parts joined with ` · ` (`hardware · completed · 2024-03-01`). */
  readonly meta: readonly string[];
  /** A preview of the item's text, if it has one. */
  readonly preview?: string;
  /** The item is open in the form or editor. */
  readonly current: boolean;
  /** Its buttons before Delete (`ItemButton`s). */
  readonly actions: ReactNode;
  /** Delete is disabled while a delete runs. */
  readonly busy: boolean;
  /** Without it, the item has no Delete (an image still in use). */
  readonly onDelete?: () => void;
  /** With it, a History button (before Delete) shows the item's earlier versions below it, each with Restore. */
  readonly history?: HistoryTarget;
  /** Below the item: its editor, while open. */
  readonly children?: ReactNode;
}

/** One entry of an admin list (projects, art entries, posts, images): title, meta line, preview, its buttons and Delete. */
export function ListItem({ leading, title, mark, name = title, meta, preview, current, actions, busy, onDelete, history, children }: ListItemProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <li className={lists.item} aria-current={current ? 'true' : undefined}>
      {leading}
      <div className={lists.itemText}>
        <strong className={lists.itemTitle}>{title}</strong>
        {mark === undefined ? null : <span className={lists.mark}>{mark}</span>}
        <span className={forms.meta}>
          {meta.map((part, index) => (
            <Fragment key={index}>
              {index === 0 ? null : ' · '}
              <DatedText text={part} />
            </Fragment>
          ))}
        </span>
        {preview === undefined ? null : <span className={lists.preview}>{preview}</span>}
      </div>
      <div className={lists.itemActions}>
        {actions}
        {history ? (
          <button
            type="button"
            className={forms.secondaryButton}
            aria-label={`History of ${name}`}
            aria-expanded={historyOpen}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {HISTORY_MESSAGES.show}
          </button>
        ) : null}
        {onDelete ? <ItemButton label="Delete" name={`Delete ${name}`} tone="danger" disabled={busy} onClick={onDelete} /> : null}
      </div>
      {children}
      {history && historyOpen ? <ItemHistory {...history} title={name} /> : null}
    </li>
  );
}

interface ItemButtonProps {
  /** What the button shows: `Edit`, `Delete`. */
  readonly label: string;
  /** Its accessible name, which says which item it acts on: `Delete Dune`. */
  readonly name: string;
  /** `danger` for Delete. */
  readonly tone?: 'secondary' | 'danger';
  readonly disabled?: boolean;
  readonly onClick: () => void;
}

/** A list item's button. */
export function ItemButton({ label, name, tone = 'secondary', disabled, onClick }: ItemButtonProps) {
  return (
    <button
      type="button"
      className={tone === 'danger' ? forms.dangerButton : forms.secondaryButton}
      aria-label={name}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
