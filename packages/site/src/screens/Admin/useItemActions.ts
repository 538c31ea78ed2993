import { useState } from 'react';
import { useAdmin } from './AdminContext';
import { useDelete } from './useDelete';
import { type OperationMessages, useOperation } from './useOperation';

type Send<T> = (token: string, item: T) => Promise<unknown>;

/** A tab's delete texts, as `logic/messages.ts` words them. */
export interface DeleteMessages {
  readonly confirmDelete: string;
  readonly deleting: string;
  readonly deleted: string;
  readonly deleteFailed: string;
}

export interface ItemActionsOptions<T> {
  /** The tab's status line, where deletes and publishes say how they went (one of its own if not given). */
  readonly operation?: ReturnType<typeof useOperation>;
  /** An item's key (id or slug): what its history and the tab's form name it by. */
  readonly keyOf: (item: T) => string;
  /** The tab's form or editor: closed when its item is deleted or restored (it held what was replaced). */
  readonly form: { readonly target: string | number | null; readonly closeOn: (key: string) => void };
  readonly reload: () => Promise<void>;
  readonly messages: DeleteMessages;
  /** Sends a delete with the owner's token. */
  readonly remove: Send<T>;
  /** Publishing a draft (an edit, `draft: false`); `undraft` clears the Draft box of the form open on it. */
  readonly publish?: { readonly messages: OperationMessages; readonly send: Send<T>; readonly undraft: () => void };
  /** The server's reason appended to a failure (the simple admin's writing tab). */
  readonly append?: boolean;
}

/**
 * What a tab does to the items of its list (`ItemList`), on the tab's status line: delete one once
 * the owner confirms, publish a draft, and follow a restore from an item's history. The list
 * reloads after each; a form open on the item is closed (or, after a publish, follows it).
 */
export function useItemActions<T>({ keyOf, form, reload, messages, remove, publish, append, ...options }: ItemActionsOptions<T>) {
  const { session } = useAdmin();
  const own = useOperation();
  const { status, setStatus, attempt } = options.operation ?? own;
  const [publishing, setPublishing] = useState(false);
  const restored = (key: string) => {
    form.closeOn(key);
    void reload();
  };
  const deletion = useDelete(attempt, {
    confirm: messages.confirmDelete,
    messages: { pending: messages.deleting, done: messages.deleted, failed: messages.deleteFailed, append },
    send: remove,
    onDeleted: (item) => restored(keyOf(item)),
  });

  const publishDraft = async (item: T) => {
    if (!publish) return;
    setPublishing(true);
    const published = await attempt({ ...publish.messages, append }, () => session.authorized((token) => publish.send(token, item)));
    setPublishing(false);
    if (!published) return;
    if (form.target === keyOf(item)) publish.undraft();
    void reload();
  };

  return {
    status,
    setStatus,
    deleting: deletion.busy,
    remove: (item: T) => void deletion.remove(item),
    publishing,
    publish: (item: T) => void publishDraft(item),
    restored,
    /** The item the tab's form or editor is open on. */
    openKey: form.target,
  };
}

export type ItemActions<T> = ReturnType<typeof useItemActions<T>>;
