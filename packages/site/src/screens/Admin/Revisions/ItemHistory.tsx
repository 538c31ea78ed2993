import type { HistoryKind, HistoryVersion } from '@portfolio/contracts/history';
import { useState } from 'react';
import { fetchHistory, restoreVersion } from '../../../http/revisionsApi';
import { useAdmin } from '../AdminContext';
import { DatedText } from '../DatedText';
import { failure, progress, success } from '../logic/status';
import { StatusLine } from '../StatusLine';
import { useAdminList } from '../useAdminList';
import { useOperation } from '../useOperation';
import { formatTime, HISTORY_MESSAGES } from './historyText';
import { VersionView } from './VersionView';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

export interface HistoryTarget {
  readonly kind: HistoryKind;
  /** The item's slug or id (`site` for the config). */
  readonly itemKey: string;
  /** After a version was restored (given the item's key): close its editor if open, reload its list (or the config draft). */
  readonly onRestored: (itemKey: string) => void;
}

interface ItemHistoryProps extends HistoryTarget {
  /** What the item is called, for the region's and the buttons' names. */
  readonly title: string;
}

/**
 * An item's earlier versions, newest first (when each was replaced, and a summary), loaded when opened; View shows one
 * (its text, and a diff against the current text), Restore makes one current again. That is a save: the version it replaced heads the list afterwards, so a restore can
 * itself be undone. The server's message says what happened.
 */
export function ItemHistory({ kind, itemKey, title, onRestored }: ItemHistoryProps) {
  const { session, rules } = useAdmin();
  // Bound once (useAdminList wants a stable loader): the component is mounted per item.
  const [load] = useState(() => () => session.authorized((token) => fetchHistory(token, kind, itemKey)));
  const list = useAdminList(load, HISTORY_MESSAGES.loadFailed);
  const { status, setStatus } = useOperation();
  const [busy, setBusy] = useState(false);
  // The version open for reading (one at a time), by id.
  const [viewing, setViewing] = useState<number | null>(null);

  const restore = async (version: HistoryVersion) => {
    setBusy(true);
    // What the open version was compared with is about to change.
    setViewing(null);
    setStatus(progress(HISTORY_MESSAGES.restoring));
    try {
      setStatus(success(await session.authorized((token) => restoreVersion(token, kind, itemKey, version.id))));
      onRestored(itemKey);
      void list.reload();
    } catch (error) {
      setStatus(failure(HISTORY_MESSAGES.restoreFailed, error, !rules.reasonOnOwnLine));
    }
    setBusy(false);
  };

  return (
    <section className={lists.editor} aria-label={`History of ${title}`}>
      <StatusLine status={list.error ?? status} />
      {list.data === null ? (
        list.loading ? <p className={forms.meta}>{HISTORY_MESSAGES.loading}</p> : null
      ) : list.data.length === 0 ? (
        <p className={forms.meta}>{HISTORY_MESSAGES.empty}</p>
      ) : (
        <ol className={lists.list} aria-label={`Versions of ${title}`}>
          {list.data.map((version, index, versions) => {
            // Numbered from the oldest kept: two saves in one minute still have different names.
            const name = `version ${versions.length - index} of ${title}`;
            const open = viewing === version.id;
            return (
              <li key={version.id} className={lists.version}>
                <span className={forms.meta}>
                  <DatedText text={`${formatTime(version.savedAt)} · ${version.summary}`} />
                </span>
                <span className={lists.itemActions}>
                  <button
                    type="button"
                    className={forms.secondaryButton}
                    aria-label={`View ${name}`}
                    aria-expanded={open}
                    onClick={() => setViewing(open ? null : version.id)}
                  >
                    {HISTORY_MESSAGES.view}
                  </button>
                  <button
                    type="button"
                    className={forms.secondaryButton}
                    aria-label={`Restore ${name}`}
                    disabled={busy}
                    onClick={() => void restore(version)}
                  >
                    Restore
                  </button>
                </span>
                {open ? <VersionView kind={kind} itemKey={itemKey} version={version} name={name} /> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
