import { AdminForm, CancelButton, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { TextField } from '../Fields';
import type { EditorForm } from '../form/editorForm';
import { MarkdownPreview } from '../MarkdownPreview/MarkdownPreview';
import { StatusLine } from '../StatusLine';
import lists from '../Lists.module.css';
import { ArtDetailFields } from './ArtDetailFields';
import type { ArtAddFields } from '../logic/payloads';

/** The open entry's detail form or review form, and its status. */
export function ArtEntryEditor({ editor, title }: { readonly editor: EditorForm<ArtAddFields>; readonly title: string }) {
  const { rules } = useAdmin();
  const { mode, review } = editor.snapshot.context;
  const cancel = <CancelButton onClick={editor.cancel} disabled={editor.saving} />;

  let form = null;
  if (editor.open && mode === 'details') {
    // The simple admin disables Save while a required field is blank; the clean one says which (machine guard).
    const blocked = rules.incompleteForm === 'disable' && editor.missing;
    form = (
      <AdminForm label={`Edit details of ${title}`} onSubmit={editor.submit}>
        <ArtDetailFields form={editor} />
        <FormActions submit="Save details" disabled={editor.saving || blocked}>
          {cancel}
        </FormActions>
      </AdminForm>
    );
  } else if (editor.open && mode === 'review') {
    form = (
      <AdminForm label={`Edit review of ${title}`} onSubmit={editor.submit}>
        <MarkdownPreview content={review}>
          <TextField
            label="Review"
            value={review}
            onChange={(value) => editor.actor.send({ type: 'editor.changeReview', value })}
            multiline
            rows={6}
            placeholder="Write the review; it replaces the current one."
            error={editor.errors.content}
          />
        </MarkdownPreview>
        <FormActions submit="Save review" disabled={editor.saving || review.trim() === ''}>
          {cancel}
        </FormActions>
      </AdminForm>
    );
  }

  return (
    <div className={lists.editor}>
      {form}
      <StatusLine status={editor.status} />
    </div>
  );
}
