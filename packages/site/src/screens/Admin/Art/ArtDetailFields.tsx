import { ART_KINDS, isArtKind } from '@portfolio/contracts/art';
import { DateField, SelectField, TextField } from '../Fields';
import forms from '../Forms.module.css';

export type ArtDetailField = 'kind' | 'title' | 'creator' | 'date';

export interface ArtDetailFieldsProps {
  readonly values: Readonly<Record<ArtDetailField, string>>;
  readonly onChange: (field: ArtDetailField, value: string) => void;
}

/** Kind, date, title and creator: the entry's details, in the add form and in detail mode. */
export function ArtDetailFields({ values, onChange }: ArtDetailFieldsProps) {
  return (
    <>
      <div className={forms.row}>
        <SelectField
          label="Kind"
          value={isArtKind(values.kind) ? values.kind : 'music'}
          options={ART_KINDS}
          onChange={(kind) => onChange('kind', kind)}
        />
        <DateField value={values.date} onChange={(value) => onChange('date', value)} />
      </div>
      <TextField label="Title" value={values.title} onChange={(value) => onChange('title', value)} required />
      <TextField label="Creator" value={values.creator} onChange={(value) => onChange('creator', value)} required />
    </>
  );
}
