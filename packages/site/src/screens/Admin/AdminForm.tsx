import type { ReactNode } from 'react';
import forms from './Forms.module.css';

interface AdminFormProps {
  /** The form's accessible name, when the page holds more than one. */
  readonly label?: string;
  /** Called on submit; the page does not reload. */
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** An admin form: no browser validation (the server's field messages are the authority), submit handled here. */
export function AdminForm({ label, onSubmit, children }: AdminFormProps) {
  return (
    <form
      noValidate
      className={forms.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface FormActionsProps {
  /** The submit button's text. */
  readonly submit: string;
  readonly disabled: boolean;
  /** Buttons after the submit button (Cancel). */
  readonly children?: ReactNode;
}

/** A form's row of buttons: its submit button first. */
export function FormActions({ submit, disabled, children }: FormActionsProps) {
  return (
    <div className={forms.actions}>
      <button type="submit" className={forms.button} disabled={disabled}>
        {submit}
      </button>
      {children}
    </div>
  );
}

/** A form's Cancel button (closes it without saving). */
export function CancelButton({ onClick, disabled }: { readonly onClick: () => void; readonly disabled: boolean }) {
  return (
    <button type="button" className={forms.secondaryButton} onClick={onClick} disabled={disabled}>
      Cancel
    </button>
  );
}
