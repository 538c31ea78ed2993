import { writingAddSchema } from '@portfolio/contracts/writing';
import { postWritingAction } from '../../../api/adminApi';
import { AdminForm, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { fieldErrorsOf } from '../logic/fieldErrors';
import { WRITING_MESSAGES } from '../logic/messages';
import { NEW_POST, POST_REQUIRED, postAddRequest } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { useAddForm } from '../useAddForm';
import { PostFieldInputs } from './PostFieldInputs';

/** Adds a post: title and date required, kind essay unless changed. */
export function PostAddForm({ onAdded }: { readonly onAdded: () => void }) {
  const { rules } = useAdmin();
  const { fields, setFields, missing, busy, status, add, errors } = useAddForm({
    name: 'add',
    empty: NEW_POST,
    required: POST_REQUIRED,
    messages: { pending: WRITING_MESSAGES.adding, done: WRITING_MESSAGES.added, failed: WRITING_MESSAGES.addFailed, append: rules.reasonAppendedToWriting },
    send: (token, post) => postWritingAction(token, postAddRequest(post)),
    onAdded,
    check: (post) => fieldErrorsOf(writingAddSchema, postAddRequest(post)),
  });

  return (
    <AdminForm label="Add post" onSubmit={() => void add()}>
      <PostFieldInputs values={fields} errors={errors} onChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))} />
      <FormActions submit="Add Post" disabled={busy || missing} />
      <StatusLine status={status} />
    </AdminForm>
  );
}
