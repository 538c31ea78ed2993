import { missingFields } from '@portfolio/terminal-ui/machines/editorMachine';
import { AdminForm, CancelButton, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { POST_REQUIRED } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import type { EntryEditor } from '../useEntryEditor';
import lists from '../Lists.module.css';
import { PostFieldInputs } from './PostFieldInputs';

/** The open post's form (title, date, kind, content) and its status. */
export function PostEditor({ entryEditor, slug }: { readonly entryEditor: EntryEditor; readonly slug: string }) {
  const { rules } = useAdmin();
  const { editor, context, state, open, status, errors } = entryEditor;
  const saving = state === 'saving';
  const draft = { title: '', date: '', kind: '', content: '', draft: '', ...context.draft };
  const blocked = rules.incompleteForm === 'disable' && missingFields(draft, POST_REQUIRED).length > 0;

  return (
    <div className={lists.editor}>
      {open ? (
        <AdminForm label={`Edit ${slug}`} onSubmit={() => editor.send({ type: 'editor.save' })}>
          <PostFieldInputs values={draft} errors={errors} onChange={(field, value) => editor.send({ type: 'editor.change', field, value })} rows={10} />
          <FormActions submit="Save post" disabled={saving || blocked}>
            <CancelButton onClick={() => editor.send({ type: 'editor.cancel' })} disabled={saving} />
          </FormActions>
        </AdminForm>
      ) : null}
      <StatusLine status={status} />
    </div>
  );
}
