import { type EditorFields, missingFields } from '@portfolio/terminal-ui/machines/editorMachine';
import { useState } from 'react';
import { useAdmin } from './AdminContext';
import { type OperationMessages, useOperation } from './useOperation';

export interface AddFormOptions<Fields extends EditorFields> {
  /** A blank form. */
  readonly empty: Fields;
  /** The fields that must not be blank. */
  readonly required: readonly string[];
  readonly messages: OperationMessages;
  /** Sends the new item with the owner's token. */
  readonly send: (token: string, fields: Fields) => Promise<unknown>;
  /** After it was added: reload the list. */
  readonly onAdded: () => void;
}

/**
 * An add form (an art entry, a post): its fields, whether a required one is blank, and `add`, which
 * sends them (`busy` meanwhile, the outcome in `status`) and starts a blank form once it worked.
 */
export function useAddForm<Fields extends EditorFields>({ empty, required, messages, send, onAdded }: AddFormOptions<Fields>) {
  const { session } = useAdmin();
  const [fields, setFields] = useState<Fields>(empty);
  const { status, attempt } = useOperation();
  const [busy, setBusy] = useState(false);
  const missing = missingFields(fields, required).length > 0;

  const add = async () => {
    if (missing) return;
    setBusy(true);
    const added = await attempt(messages, () => session.authorized((token) => send(token, fields)));
    setBusy(false);
    if (added) {
      setFields(empty);
      onAdded();
    }
  };

  return { fields, setFields, missing, busy, status, add };
}
