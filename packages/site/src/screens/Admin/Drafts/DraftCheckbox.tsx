import { useId } from 'react';
import { DRAFT_TEXTS } from './draftFields';
import forms from '../Forms.module.css';
import styles from './Drafts.module.css';

export interface DraftCheckboxProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** The add / edit forms' "Draft" checkbox: a draft is kept from visitors until published. */
export function DraftCheckbox({ checked, onChange }: DraftCheckboxProps) {
  const id = useId();
  const hint = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" checked={checked} aria-describedby={hint} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className={forms.label}>
        {DRAFT_TEXTS.label}
      </label>
      <span id={hint} className={forms.meta}>
        {DRAFT_TEXTS.hint}
      </span>
    </div>
  );
}
