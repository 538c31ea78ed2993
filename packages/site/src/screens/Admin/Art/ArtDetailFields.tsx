import { ART_KINDS, isArtKind } from '@portfolio/contracts/art';
import { DateField, SelectField, TextField } from '../Fields';
import type { FieldErrors } from '../logic/fieldErrors';
import forms from '../Forms.module.css';

export type ArtDetailField = 'kind' | 'title' | 'creator' | 'date';

export interface ArtDetailFieldsProps {
  readonly values: Readonly<Record<ArtDetailField, string>>;
  readonly onChange: (field: ArtDetailField, value: string) => void;
  /** Each field's problem after a failed save, shown under it. */
  readonly errors?: FieldErrors;
}

/** Kind, date, title and creator: the entry's details, in the add form and in detail mode. */
export function ArtDetailFields({ values, onChange, errors = {} }: ArtDetailFieldsProps) {
  return (
    <>
      <div className={forms.row}>
        <SelectField
          label="Kind"
          value={isArtKind(values.kind) ? values.kind : 'music'}
          options={ART_KINDS}
          onChange={(kind) => onChange('kind', kind)}
        />
        <DateField value={values.date} onChange={(value) => onChange('date', value)} error={errors.date} />
      </div>
      <TextField label="Title" value={values.title} onChange={(value) => onChange('title', value)} required error={errors.title} />
      <TextField label="Creator" value={values.creator} onChange={(value) => onChange('creator', value)} required error={errors.creator} />
    </>
  );
}
