import { artAddSchema } from '@portfolio/contracts/art';
import { postArtAction } from '../../../http/adminApi';
import { AdminForm, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { TextField } from '../Fields';
import { blankForm } from '../form/editorForm';
import { useAdminForm } from '../form/useAdminForm';
import { MarkdownPreview } from '../MarkdownPreview/MarkdownPreview';
import { ART_PROGRESS, MISSING_ART_FIELDS } from '../logic/messages';
import { ART_REQUIRED, artAddRequest, NEW_ART_ENTRY } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import forms from '../Forms.module.css';
import { ArtDetailFields } from './ArtDetailFields';

/** Adds an art entry with an optional review; title, creator and date are required. */
export function ArtAddForm({ onAdded }: { readonly onAdded: () => void }) {
  const { rules } = useAdmin();
  const form = useAdminForm(
    blankForm(NEW_ART_ENTRY, {
      requiredFields: ART_REQUIRED,
      messages: { savingDetails: ART_PROGRESS.adding, detailsSaved: ART_PROGRESS.added, detailsFailed: rules.art.addFailed },
    }),
    {
      name: 'add',
      request: ({ fields }) => artAddRequest(fields),
      schema: artAddSchema,
      send: postArtAction,
      onSaved: onAdded,
    },
  );
  const { title, creator, date, content } = form.fields;
  const touched = title !== '' || creator !== '' || date !== '' || content !== '';

  return (
    <AdminForm label="Add art entry" onSubmit={form.submit}>
      <ArtDetailFields form={form} />
      <MarkdownPreview content={content}>
        <TextField label="Review (optional)" {...form.field('content')} multiline rows={5} />
      </MarkdownPreview>
      <FormActions submit="Add Entry" disabled={form.saving || form.missing} />
      {rules.incompleteForm === 'explain' && touched && form.missing ? <p className={forms.hint}>{MISSING_ART_FIELDS}</p> : null}
      <StatusLine status={form.status} />
    </AdminForm>
  );
}
