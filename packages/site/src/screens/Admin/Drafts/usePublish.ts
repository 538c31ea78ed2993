import { useState } from 'react';
import { useAdmin } from '../AdminContext';
import type { OperationMessages, useOperation } from '../useOperation';

export interface PublishOptions<T> {
  readonly messages: OperationMessages;
  /** Sends the edit `draft: false` with the owner's token. */
  readonly send: (token: string, item: T) => Promise<unknown>;
  /** After it was published: tell an open form, reload the list. */
  readonly onPublished: (item: T) => void;
}

/** Publishing a draft of a list, on the tab's status line (`attempt` from its `useOperation`); `busy` while it runs. */
export function usePublish<T>(attempt: ReturnType<typeof useOperation>['attempt'], { messages, send, onPublished }: PublishOptions<T>) {
  const { session } = useAdmin();
  const [busy, setBusy] = useState(false);

  const publish = async (item: T) => {
    setBusy(true);
    const published = await attempt(messages, () => session.authorized((token) => send(token, item)));
    setBusy(false);
    if (published) onPublished(item);
  };

  return { busy, publish };
}
