import { type Ref, useId } from 'react';
import forms from '../Forms.module.css';
import styles from './Account.module.css';

interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** What is wrong with the value, shown under the field and read with it. */
  readonly error: string | undefined;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly inputRef: Ref<HTMLInputElement>;
}

/** A labelled password input with its error under it (`aria-invalid`, `aria-describedby`). */
export function PasswordField({ label, value, onChange, onBlur, error, autoComplete, inputRef }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="password"
        className={forms.input}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
