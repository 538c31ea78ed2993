import { useEffect, useRef } from 'react';
import { TextField } from '../Fields';
import { SkillItems } from './SkillItems';
import {
  addGroup,
  addItem,
  moveGroup,
  moveItem,
  removeGroup,
  removeItem,
  renameGroup,
  renameItem,
  setItemText,
  type SkillGroup,
  type SkillsEdit,
} from './skillsModel';
import forms from '../Forms.module.css';
import styles from './Skills.module.css';

export interface SkillGroupsProps {
  readonly groups: readonly SkillGroup[];
  /** Makes an edit: writes the groups it gives back into the JSON, or says why it cannot be made. */
  readonly onEdit: (edit: SkillsEdit) => void;
}

/** A control by its `data-control`. */
const control = (name: string): string => `[data-control="${name}"]`;
/** A group's card, by position. */
const groupAt = (index: number): string => `[data-group="${index}"]`;

/** After a move the focus follows the group or item, on the button of the way it went, or the other way at an end. */
const moveControl = (prefix: string, to: number, by: -1 | 1, count: number): string => {
  const onward = to + by >= 0 && to + by < count;
  return control(`${prefix}-${(by === -1) === onward ? 'up' : 'down'}`);
};

/**
 * The skills as groups, in order: each a card with its name, its items (a list, or named texts)
 * or its text, and Up, Down, Remove; Add group at the end. Every change is one `onEdit`, so the
 * JSON (the form's field) holds it at once.
 */
export function SkillGroups({ groups, onEdit }: SkillGroupsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // What takes the focus once the edit shows (a selector): the moved thing's button, a new group's name, a new item.
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === null) return;
    const root = listRef.current;
    root?.querySelector<HTMLElement>(target)?.focus();
  }, [groups]);

  const edit = (change: SkillsEdit, focus?: string) => {
    if (change.ok && focus !== undefined) focusAfter.current = focus;
    onEdit(change);
  };

  return (
    <div ref={listRef} className={styles.skills}>
      <ol className={styles.groups} aria-label="Skill groups">
        {groups.map((group, index) => {
          const number = index + 1;
          const prefix = `group-${index}`;
          const { value } = group;
          return (
            // By position, as the items: a move shows the groups in their new order.
            <li key={index} data-group={index}>
              <fieldset className={styles.group}>
                <legend className={styles.groupLegend}>{`Group ${number}`}</legend>
                <TextField label="Group name" value={group.name} onChange={(name) => edit(renameGroup(groups, index, name))} />
                {value.shape === 'text' ? (
                  <TextField label="Text" value={value.text} onChange={(text) => edit(setItemText(groups, index, 0, text))} />
                ) : (
                  <>
                    <SkillItems
                      items={value.items}
                      controlPrefix={prefix}
                      onText={(item, text) => edit(setItemText(groups, index, item, text))}
                      onRename={(item, name) => edit(renameItem(groups, index, item, name))}
                      onMove={(item, by) => edit(moveItem(groups, index, item, by), moveControl(`${prefix}-item-${item + by}`, item + by, by, value.items.length))}
                      onRemove={(item) =>
                        edit(
                          removeItem(groups, index, item),
                          value.items.length > 1 ? control(`${prefix}-item-${Math.min(item, value.items.length - 2)}-remove`) : control(`${prefix}-add`),
                        )
                      }
                    />
                    <div className={styles.buttons}>
                      <button type="button" className={forms.secondaryButton} data-control={`${prefix}-add`}
                        onClick={() => edit(addItem(groups, index), `${groupAt(index)} li:last-child input`)}>
                        Add item
                      </button>
                    </div>
                  </>
                )}
                <div className={styles.buttons}>
                  <button
                    type="button"
                    className={forms.secondaryButton}
                    aria-label={`Move group ${number} up`}
                    data-control={`group-${index}-up`}
                    disabled={index === 0}
                    onClick={() => edit(moveGroup(groups, index, -1), moveControl(`group-${index - 1}`, index - 1, -1, groups.length))}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={forms.secondaryButton}
                    aria-label={`Move group ${number} down`}
                    data-control={`group-${index}-down`}
                    disabled={index === groups.length - 1}
                    onClick={() => edit(moveGroup(groups, index, 1), moveControl(`group-${index + 1}`, index + 1, 1, groups.length))}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className={forms.dangerButton}
                    aria-label={`Remove group ${number}`}
                    onClick={() => edit(removeGroup(groups, index), control('add-group'))}
                  >
                    Remove group
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={styles.buttons}>
        <button type="button" className={forms.secondaryButton} data-control="add-group" onClick={() => edit(addGroup(groups), `${groupAt(groups.length)} input`)}>
          Add group
        </button>
      </div>
    </div>
  );
}
