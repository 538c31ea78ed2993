import { missingFields } from '@portfolio/terminal-ui/machines/editorMachine';
import { useAdmin } from '../AdminContext';
import { TextField } from '../Fields';
import { ART_REQUIRED } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import type { EntryEditor } from '../useEntryEditor';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';
import { ArtDetailFields } from './ArtDetailFields';

/** The open entry's detail form or review form, and its status. */
export function ArtEntryEditor({ entryEditor, title }: { readonly entryEditor: EntryEditor; readonly title: string }) {
  const { rules } = useAdmin();
  const { editor, context, state, open, status } = entryEditor;
  const saving = state === 'saving';
  const draft = { kind: '', title: '', creator: '', date: '', ...context.draft };
  const cancel = (
    <button type="button" className={forms.secondaryButton} onClick={() => editor.send({ type: 'editor.cancel' })} disabled={saving}>
      Cancel
    </button>
  );

  let form = null;
  if (open && context.mode === 'details') {
    // The simple admin disables Save while a required field is blank; the clean one says which (machine guard).
    const blocked = rules.incompleteForm === 'disable' && missingFields(draft, ART_REQUIRED).length > 0;
    form = (
      <form
        noValidate
        className={forms.form}
        aria-label={`Edit details of ${title}`}
        onSubmit={(event) => {
          event.preventDefault();
          editor.send({ type: 'editor.save' });
        }}
      >
        <ArtDetailFields values={draft} onChange={(field, value) => editor.send({ type: 'editor.change', field, value })} />
        <div className={forms.actions}>
          <button type="submit" className={forms.button} disabled={saving || blocked}>
            Save details
          </button>
          {cancel}
        </div>
      </form>
    );
  } else if (open && context.mode === 'review') {
    form = (
      <form
        noValidate
        className={forms.form}
        aria-label={`Edit review of ${title}`}
        onSubmit={(event) => {
          event.preventDefault();
          editor.send({ type: 'editor.save' });
        }}
      >
        <TextField
          label="Review"
          value={context.review}
          onChange={(value) => editor.send({ type: 'editor.changeReview', value })}
          multiline
          rows={6}
          placeholder="Write the review; it replaces the current one."
        />
        <div className={forms.actions}>
          <button type="submit" className={forms.button} disabled={saving || context.review.trim() === ''}>
            Save review
          </button>
          {cancel}
        </div>
      </form>
    );
  }

  return (
    <div className={lists.editor}>
      {form}
      <StatusLine status={status} />
    </div>
  );
}
