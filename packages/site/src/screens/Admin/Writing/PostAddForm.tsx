import { writingAddSchema } from '@portfolio/contracts/writing';
import { postWritingAction } from '../../../http/adminApi';
import { AdminForm, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { blankForm } from '../form/editorForm';
import { useAdminForm } from '../form/useAdminForm';
import { WRITING_MESSAGES } from '../logic/messages';
import { NEW_POST, POST_REQUIRED, postAddRequest } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { PostFieldInputs } from './PostFieldInputs';

/** Adds a post: title and date required, kind essay unless changed. */
export function PostAddForm({ onAdded }: { readonly onAdded: () => void }) {
  const { rules } = useAdmin();
  const form = useAdminForm(
    blankForm(NEW_POST, {
      requiredFields: POST_REQUIRED,
      messages: { savingDetails: WRITING_MESSAGES.adding, detailsSaved: WRITING_MESSAGES.added, detailsFailed: WRITING_MESSAGES.addFailed },
    }),
    {
      name: 'add',
      append: rules.reasonAppendedToWriting,
      request: ({ fields }) => postAddRequest(fields),
      schema: writingAddSchema,
      send: postWritingAction,
      onSaved: onAdded,
    },
  );

  return (
    <AdminForm label="Add post" onSubmit={form.submit}>
      <PostFieldInputs form={form} />
      <FormActions submit="Add Post" disabled={form.saving || form.missing} />
      <StatusLine status={form.status} />
    </AdminForm>
  );
}
