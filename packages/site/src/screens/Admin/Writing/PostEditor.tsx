import { missingFields } from '@portfolio/terminal-ui/machines/editorMachine';
import { useAdmin } from '../AdminContext';
import { POST_REQUIRED } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import type { EntryEditor } from '../useEntryEditor';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';
import { PostFieldInputs } from './PostFieldInputs';

/** The open post's form (title, date, kind, content) and its status. */
export function PostEditor({ entryEditor, slug }: { readonly entryEditor: EntryEditor; readonly slug: string }) {
  const { rules } = useAdmin();
  const { editor, context, state, open, status } = entryEditor;
  const saving = state === 'saving';
  const draft = { title: '', date: '', kind: '', content: '', ...context.draft };
  const blocked = rules.incompleteForm === 'disable' && missingFields(draft, POST_REQUIRED).length > 0;

  return (
    <div className={lists.editor}>
      {open ? (
        <form
          noValidate
          className={forms.form}
          aria-label={`Edit ${slug}`}
          onSubmit={(event) => {
            event.preventDefault();
            editor.send({ type: 'editor.save' });
          }}
        >
          <PostFieldInputs values={draft} onChange={(field, value) => editor.send({ type: 'editor.change', field, value })} rows={10} />
          <div className={forms.actions}>
            <button type="submit" className={forms.button} disabled={saving || blocked}>
              Save post
            </button>
            <button type="button" className={forms.secondaryButton} onClick={() => editor.send({ type: 'editor.cancel' })} disabled={saving}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      <StatusLine status={status} />
    </div>
  );
}
