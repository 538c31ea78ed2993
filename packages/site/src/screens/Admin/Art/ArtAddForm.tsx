import { artAddSchema } from '@portfolio/contracts/art';
import { postArtAction } from '../../../api/adminApi';
import { AdminForm, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { TextField } from '../Fields';
import { MarkdownPreview } from '../MarkdownPreview/MarkdownPreview';
import { fieldErrorsOf } from '../logic/fieldErrors';
import { ART_PROGRESS, MISSING_ART_FIELDS } from '../logic/messages';
import { ART_REQUIRED, artAddRequest, NEW_ART_ENTRY } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { useAddForm } from '../useAddForm';
import forms from '../Forms.module.css';
import { ArtDetailFields } from './ArtDetailFields';

/** Adds an art entry with an optional review; title, creator and date are required. */
export function ArtAddForm({ onAdded }: { readonly onAdded: () => void }) {
  const { rules } = useAdmin();
  const { fields, setFields, missing, busy, status, add, errors } = useAddForm({
    name: 'add',
    empty: NEW_ART_ENTRY,
    required: ART_REQUIRED,
    messages: { pending: ART_PROGRESS.adding, done: ART_PROGRESS.added, failed: rules.art.addFailed },
    send: (token, entry) => postArtAction(token, artAddRequest(entry)),
    onAdded,
    check: (entry) => fieldErrorsOf(artAddSchema, artAddRequest(entry)),
  });
  const touched = fields.title !== '' || fields.creator !== '' || fields.date !== '' || fields.content !== '';

  return (
    <AdminForm label="Add art entry" onSubmit={() => void add()}>
      <ArtDetailFields values={fields} errors={errors} onChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))} />
      <MarkdownPreview content={fields.content}>
        <TextField
          label="Review (optional)"
          value={fields.content}
          onChange={(content) => setFields((current) => ({ ...current, content }))}
          multiline
          rows={5}
          error={errors.content}
        />
      </MarkdownPreview>
      <FormActions submit="Add Entry" disabled={busy || missing} />
      {rules.incompleteForm === 'explain' && touched && missing ? <p className={forms.hint}>{MISSING_ART_FIELDS}</p> : null}
      <StatusLine status={status} />
    </AdminForm>
  );
}
