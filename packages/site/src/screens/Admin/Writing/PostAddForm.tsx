import { missingFields } from '@portfolio/terminal-ui/machines/editorMachine';
import { useState } from 'react';
import { postWritingAction } from '../../../api/adminApi';
import { useAdmin } from '../AdminContext';
import { WRITING_MESSAGES } from '../logic/messages';
import { NEW_POST, POST_REQUIRED, postAddRequest, type PostFields } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { useOperation } from '../useOperation';
import forms from '../Forms.module.css';
import { PostFieldInputs } from './PostFieldInputs';

/** Adds a post: title and date required, kind essay unless changed (spec §3, §5). */
export function PostAddForm({ onAdded }: { readonly onAdded: () => void }) {
  const { session, rules } = useAdmin();
  const [fields, setFields] = useState<PostFields>(NEW_POST);
  const { status, attempt } = useOperation();
  const [busy, setBusy] = useState(false);
  const missing = missingFields(fields, POST_REQUIRED).length > 0;

  const add = async () => {
    if (missing) return;
    setBusy(true);
    const added = await attempt(
      { pending: WRITING_MESSAGES.adding, done: WRITING_MESSAGES.added, failed: WRITING_MESSAGES.addFailed, append: rules.reasonAppendedToWriting },
      () => session.authorized((token) => postWritingAction(token, postAddRequest(fields))),
    );
    setBusy(false);
    if (added) {
      setFields(NEW_POST);
      onAdded();
    }
  };

  return (
    <form
      noValidate
      className={forms.form}
      aria-label="Add post"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <PostFieldInputs values={fields} onChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))} />
      <div className={forms.actions}>
        <button type="submit" className={forms.button} disabled={busy || missing}>
          Add Post
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}
