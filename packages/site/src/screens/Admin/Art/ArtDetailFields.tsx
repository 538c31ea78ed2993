import { ART_KINDS, isArtKind } from '@portfolio/contracts/art';
import { DateField, SelectField, TextField } from '../Fields';
import type { EditorForm } from '../form/editorForm';
import type { ArtAddFields } from '../logic/payloads';
import forms from '../Forms.module.css';

/** Kind, date, title and creator: the entry's details, in the add form and in detail mode. */
export function ArtDetailFields({ form }: { readonly form: Pick<EditorForm<ArtAddFields>, 'fields' | 'field' | 'change'> }) {
  return (
    <>
      <div className={forms.row}>
        <SelectField
          label="Kind"
          value={isArtKind(form.fields.kind) ? form.fields.kind : 'music'}
          options={ART_KINDS}
          onChange={(kind) => form.change('kind', kind)}
        />
        <DateField {...form.field('date')} />
      </div>
      <TextField label="Title" {...form.field('title')} required />
      <TextField label="Creator" {...form.field('creator')} required />
    </>
  );
}
