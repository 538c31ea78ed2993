import { AdminForm, CancelButton, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import type { EditorForm } from '../form/editorForm';
import type { PostFields } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import lists from '../Lists.module.css';
import { PostFieldInputs } from './PostFieldInputs';

/** The open post's form (title, date, kind, content) and its status. */
export function PostEditor({ editor, slug }: { readonly editor: EditorForm<PostFields>; readonly slug: string }) {
  const { rules } = useAdmin();
  const blocked = rules.incompleteForm === 'disable' && editor.missing;

  return (
    <div className={lists.editor}>
      {editor.open ? (
        <AdminForm label={`Edit ${slug}`} onSubmit={editor.submit}>
          <PostFieldInputs form={editor} rows={rules.wideEditor ? 16 : 10} />
          <FormActions submit="Save post" disabled={editor.saving || blocked}>
            <CancelButton onClick={editor.cancel} disabled={editor.saving} />
          </FormActions>
        </AdminForm>
      ) : null}
      <StatusLine status={editor.status} />
    </div>
  );
}
