import { trashDaysLeft, type TrashItem, type TrashKind } from '@portfolio/contracts/history';
import { useEffect, useRef, useState } from 'react';
import { deleteTrashItem, fetchTrash, restoreTrashItem } from '../../../http/revisionsApi';
import { useAdmin } from '../AdminContext';
import { ItemButton, ListItem } from '../ListItem';
import { ListSection } from '../ListSection';
import { failure, progress, success } from '../logic/status';
import { useAdminList } from '../useAdminList';
import { useOperation } from '../useOperation';
import { daysLeftText, formatTime, HISTORY_MESSAGES, TRASH_KIND_LABELS } from './historyText';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

export interface TrashSectionProps {
  /** The kinds this tab deletes: the writing tab's trash shows posts, the art tab's entries. */
  readonly kinds: readonly TrashKind[];
  /** Changes when the tab's own list loads again (after a delete): the trash loads again too. */
  readonly watch: number;
  /** After an item came back: reload the tab's list. */
  readonly onRestored: () => void;
  /** The clock, for the days left (tests pin it). */
  readonly now?: () => Date;
}

/**
 * A tab's deleted items, newest delete first: kind, title, key, when it was deleted and the days left
 * of the 30 the server keeps it. Restore puts one back (an art entry with its review); the server's
 * message says under which slug or id, a fresh one when its own was taken meanwhile.
 */
export function TrashSection({ kinds, watch, onRestored, now = () => new Date() }: TrashSectionProps) {
  const { session, rules } = useAdmin();
  const [load] = useState(() => async () => (await session.authorized(fetchTrash)).filter((item) => kinds.includes(item.kind)));
  const list = useAdminList(load, HISTORY_MESSAGES.trashLoadFailed);
  const { status, setStatus } = useOperation();
  const [busy, setBusy] = useState(false);
  const { reload } = list;

  const seen = useRef(watch);
  useEffect(() => {
    if (seen.current === watch) return;
    seen.current = watch;
    void reload();
  }, [watch, reload]);

  const restore = async (item: TrashItem) => {
    setBusy(true);
    setStatus(progress(HISTORY_MESSAGES.trashRestoring));
    try {
      const answer = await session.authorized((token) => restoreTrashItem(token, item.id));
      setStatus(success(answer.message));
      onRestored();
    } catch (error) {
      setStatus(failure(`${HISTORY_MESSAGES.trashRestoreFailed} ${item.title}`, error, !rules.reasonOnOwnLine));
    }
    setBusy(false);
    void reload();
  };

  /** Deleting for good, once confirmed: what frees an image only this item shows. */
  const forget = async (item: TrashItem) => {
    if (!window.confirm(HISTORY_MESSAGES.confirmForget)) return;
    setBusy(true);
    setStatus(progress(HISTORY_MESSAGES.forgetting));
    try {
      await session.authorized((token) => deleteTrashItem(token, item.id));
      setStatus(success(`${HISTORY_MESSAGES.forgotten}: ${item.title}`));
    } catch (error) {
      setStatus(failure(HISTORY_MESSAGES.forgetFailed, error, !rules.reasonOnOwnLine));
    }
    setBusy(false);
    void reload();
  };

  return (
    <ListSection title={HISTORY_MESSAGES.trashTitle} list={list} status={status} loadingText={HISTORY_MESSAGES.trashLoading}>
      {(items) => (
        <>
          <p className={forms.meta}>{HISTORY_MESSAGES.trashNote}</p>
          {items.length === 0 ? (
            <p className={forms.meta}>{HISTORY_MESSAGES.trashEmpty}</p>
          ) : (
            <ul className={lists.list} aria-label={HISTORY_MESSAGES.trashTitle}>
              {items.map((item) => (
                <ListItem
                  key={item.id}
                  title={item.title}
                  meta={[TRASH_KIND_LABELS[item.kind], item.key, `deleted ${formatTime(item.deletedAt)}`, daysLeftText(trashDaysLeft(item.expiresAt, now()))]}
                  current={false}
                  actions={
                    <>
                      <ItemButton label="Restore" name={`Restore ${item.title}`} disabled={busy} onClick={() => void restore(item)} />
                      <ItemButton label="Delete forever" name={`Delete forever ${item.title}`} tone="danger" disabled={busy} onClick={() => void forget(item)} />
                    </>
                  }
                  busy={busy}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </ListSection>
  );
}
