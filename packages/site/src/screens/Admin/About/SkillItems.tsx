import type { NamedText } from './skillsModel';
import forms from '../Forms.module.css';
import styles from './Skills.module.css';

export interface SkillItemsProps {
  /** The group's items: texts, or named texts. */
  readonly items: readonly string[] | readonly NamedText[];
  /** `data-control` prefix of this group's buttons (for the focus after a move). */
  readonly controlPrefix: string;
  readonly onText: (item: number, text: string) => void;
  readonly onRename: (item: number, name: string) => void;
  readonly onMove: (item: number, by: -1 | 1) => void;
  readonly onRemove: (item: number) => void;
}

/** A group's items, in order: each its text (and name, for named texts), Up, Down and Remove. */
export function SkillItems({ items, controlPrefix, onText, onRename, onMove, onRemove }: SkillItemsProps) {
  return (
    <ol className={styles.items} aria-label="Items">
      {items.map((entry: string | NamedText, index) => {
        const number = index + 1;
        const named = typeof entry !== 'string';
        const control = (name: string) => `${controlPrefix}-item-${index}-${name}`;
        return (
          // By position: the rows stay in place and show the items in their new order.
          <li key={index} className={styles.item}>
            {named ? (
              <input className={forms.input} aria-label={`Name of item ${number}`} value={entry.name} onChange={(event) => onRename(index, event.target.value)} />
            ) : null}
            <input
              className={forms.input}
              aria-label={named ? `Value of item ${number}` : `Item ${number}`}
              value={named ? entry.value : entry}
              onChange={(event) => onText(index, event.target.value)}
            />
            <span className={styles.buttons}>
              <button type="button" className={forms.secondaryButton} aria-label={`Move item ${number} up`} data-control={control('up')} disabled={index === 0} onClick={() => onMove(index, -1)}>
                Up
              </button>
              <button
                type="button"
                className={forms.secondaryButton}
                aria-label={`Move item ${number} down`}
                data-control={control('down')}
                disabled={index === items.length - 1}
                onClick={() => onMove(index, 1)}
              >
                Down
              </button>
              <button type="button" className={forms.dangerButton} aria-label={`Remove item ${number}`} data-control={control('remove')} onClick={() => onRemove(index)}>
                Remove
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
