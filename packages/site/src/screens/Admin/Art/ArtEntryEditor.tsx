import { missingFields } from '@portfolio/terminal-ui/machines/editorMachine';
import { AdminForm, CancelButton, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { TextField } from '../Fields';
import { MarkdownPreview } from '../MarkdownPreview/MarkdownPreview';
import { ART_REQUIRED } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import type { EntryEditor } from '../useEntryEditor';
import lists from '../Lists.module.css';
import { ArtDetailFields } from './ArtDetailFields';

/** The open entry's detail form or review form, and its status. */
export function ArtEntryEditor({ entryEditor, title }: { readonly entryEditor: EntryEditor; readonly title: string }) {
  const { rules } = useAdmin();
  const { editor, context, state, open, status, errors } = entryEditor;
  const saving = state === 'saving';
  const draft = { kind: '', title: '', creator: '', date: '', ...context.draft };
  const cancel = <CancelButton onClick={() => editor.send({ type: 'editor.cancel' })} disabled={saving} />;
  const save = () => editor.send({ type: 'editor.save' });

  let form = null;
  if (open && context.mode === 'details') {
    // The simple admin disables Save while a required field is blank; the clean one says which (machine guard).
    const blocked = rules.incompleteForm === 'disable' && missingFields(draft, ART_REQUIRED).length > 0;
    form = (
      <AdminForm label={`Edit details of ${title}`} onSubmit={save}>
        <ArtDetailFields values={draft} errors={errors} onChange={(field, value) => editor.send({ type: 'editor.change', field, value })} />
        <FormActions submit="Save details" disabled={saving || blocked}>
          {cancel}
        </FormActions>
      </AdminForm>
    );
  } else if (open && context.mode === 'review') {
    form = (
      <AdminForm label={`Edit review of ${title}`} onSubmit={save}>
        <MarkdownPreview content={context.review}>
          <TextField
            label="Review"
            value={context.review}
            onChange={(value) => editor.send({ type: 'editor.changeReview', value })}
            multiline
            rows={6}
            placeholder="Write the review; it replaces the current one."
            error={errors.content}
          />
        </MarkdownPreview>
        <FormActions submit="Save review" disabled={saving || context.review.trim() === ''}>
          {cancel}
        </FormActions>
      </AdminForm>
    );
  }

  return (
    <div className={lists.editor}>
      {form}
      <StatusLine status={status} />
    </div>
  );
}
