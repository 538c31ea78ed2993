import { useState } from 'react';
import { useAdmin } from './AdminContext';
import type { OperationMessages, useOperation } from './useOperation';

export interface DeleteOptions<T> {
  /** The browser's confirm question. */
  readonly confirm: string;
  readonly messages: OperationMessages;
  /** Sends the delete with the owner's token. */
  readonly send: (token: string, item: T) => Promise<unknown>;
  /** After it was deleted: close its editor if open, reload the list. */
  readonly onDeleted: (item: T) => void;
  /** After the server refused (an image still in use): e.g. reload the list, which was out of date. */
  readonly onRefused?: (item: T) => void;
}

/**
 * Deleting a list's item once the owner confirms, on the tab's status line (`attempt` from its
 * `useOperation`); `busy` while it runs.
 */
export function useDelete<T>(
  attempt: ReturnType<typeof useOperation>['attempt'],
  { confirm, messages, send, onDeleted, onRefused }: DeleteOptions<T>,
) {
  const { session } = useAdmin();
  const [busy, setBusy] = useState(false);

  const remove = async (item: T) => {
    if (!window.confirm(confirm)) return;
    setBusy(true);
    const removed = await attempt(messages, () => session.authorized((token) => send(token, item)));
    setBusy(false);
    if (removed) onDeleted(item);
    else onRefused?.(item);
  };

  return { busy, remove };
}
