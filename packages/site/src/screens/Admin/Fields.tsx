import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
import { TitledSection } from '../shared/TitledSection/TitledSection';
import forms from './Forms.module.css';
import layout from './Admin.module.css';

interface FieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'url' | 'password';
  readonly multiline?: boolean;
  readonly rows?: number;
  readonly required?: boolean;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
  readonly onBlur?: () => void;
  /** The input, for a form that moves the focus to a field's problem (not `multiline`). */
  readonly inputRef?: Ref<HTMLInputElement>;
  /** The textarea, for a control that edits at its cursor (`multiline` only). */
  readonly textareaRef?: Ref<HTMLTextAreaElement>;
  /** What is wrong with the value, shown under the field and read with it (`aria-describedby`). */
  readonly error?: string;
}

/** A field's error line; `id` is what the control's `aria-describedby` names. */
export function FieldError({ id, error }: { readonly id: string; readonly error: string | undefined }) {
  return error ? (
    <p id={id} className={forms.fieldError}>
      {error}
    </p>
  ) : null;
}

/** A labelled text input or textarea. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  multiline,
  rows = 4,
  required,
  placeholder,
  autoComplete,
  autoFocus,
  onBlur,
  inputRef,
  textareaRef,
  error,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = {
    id,
    className: forms.input,
    value,
    required,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur,
  };
  return (
    <div className={forms.field}>
      <span className={forms.labelRow}>
        <label htmlFor={id} className={forms.label}>
          {label}
        </label>
        {/* Outside the label, so the field's name stays its label; `required` tells assistive tech. */}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      {multiline ? (
        <textarea {...control} ref={textareaRef} rows={rows} />
      ) : (
        <input {...control} ref={inputRef} type={type} autoComplete={autoComplete ?? 'off'} autoFocus={autoFocus} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A required date, typed as `YYYY-MM-DD`. */
export function DateField(props: Pick<FieldProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'>) {
  return <TextField label="Date (YYYY-MM-DD)" placeholder="YYYY-MM-DD" required {...props} />;
}

interface SelectProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly onChange: (value: T) => void;
}

export function SelectField<T extends string>({ label, value, options, onChange }: SelectProps<T>) {
  const id = useId();
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      <select
        id={id}
        className={forms.input}
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option === event.target.value);
          if (next !== undefined) onChange(next);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A titled group of controls inside a tab (a card in the clean admin). */
export function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <TitledSection id={id} title={title} classes={layout}>
      {children}
    </TitledSection>
  );
}
