import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import { type EditorFields, missingFields } from '@portfolio/terminal-ui/machines/editorMachine';
import { useState } from 'react';
import { useAdmin } from './AdminContext';
import { type FieldErrors, visibleFieldErrors } from './logic/fieldErrors';
import { hasChanges } from './unsaved/unsavedChanges';
import { useMarkUnsaved } from './unsaved/useUnsavedChanges';
import { type OperationMessages, useOperation } from './useOperation';

export interface AddFormOptions<Fields extends EditorFields> {
  /** The form's name in its tab, for the unsaved-changes prompt (`add`, `add-entry`). */
  readonly name: string;
  /** A blank form. */
  readonly empty: Fields;
  /** The fields that must not be blank. */
  readonly required: readonly string[];
  readonly messages: OperationMessages;
  /** Sends the new item with the owner's token. */
  readonly send: (token: string, fields: Fields) => Promise<unknown>;
  /** After it was added: reload the list. */
  readonly onAdded: () => void;
  /** Each field's problem as the API would word it (`fieldErrorsOf` with the request's schema). */
  readonly check: (fields: Fields) => FieldErrors;
}

/**
 * An add form (an art entry, a post): its fields, whether a required one is blank, and `add`, which
 * sends them (`busy` meanwhile, the outcome in `status`) and starts a blank form once it worked.
 * After a failed add, `errors` holds every field's problem, for the field itself; while anything is
 * typed and not added, the form counts as unsaved.
 */
export function useAddForm<Fields extends EditorFields>({ name, empty, required, messages, send, onAdded, check }: AddFormOptions<Fields>) {
  const { session } = useAdmin();
  const [fields, setFields] = useState<Fields>(empty);
  const { status, attempt } = useOperation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ readonly reason: string | null } | null>(null);
  const missing = missingFields(fields, required).length > 0;
  useMarkUnsaved(name, hasChanges(fields, empty));

  const add = async () => {
    if (missing) return;
    setBusy(true);
    let reason: string | null = null;
    const added = await attempt(messages, () =>
      session
        .authorized((token) => send(token, fields))
        .catch((error: unknown) => {
          reason = caughtErrorMessage(error);
          throw error;
        }),
    );
    setBusy(false);
    setFailure(added ? null : { reason });
    if (added) {
      setFields(empty);
      onAdded();
    }
  };

  const errors = visibleFieldErrors(failure !== null, failure === null ? {} : check(fields), failure?.reason ?? null);
  return { fields, setFields, missing, busy, status, add, errors };
}
