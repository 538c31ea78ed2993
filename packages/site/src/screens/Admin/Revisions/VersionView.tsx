import type { HistoryKind, HistoryVersion } from '@portfolio/contracts/history';
import { useId, useState } from 'react';
import { fetchVersionText } from '../../../http/revisionsApi';
import { useAdmin } from '../AdminContext';
import { StatusLine } from '../StatusLine';
import { useAdminList } from '../useAdminList';
import { diffSummary, HISTORY_MESSAGES, unchangedLines } from './historyText';
import type { DiffRow, VersionDiff } from './versionDiff';
import forms from '../Forms.module.css';
import styles from './Revisions.module.css';

interface VersionViewProps {
  readonly kind: HistoryKind;
  readonly itemKey: string;
  readonly version: HistoryVersion;
  /** What the version is called: `version 2 of Dune`. */
  readonly name: string;
}

interface Shown {
  readonly text: string;
  readonly diff: VersionDiff;
}

function Row({ row }: { readonly row: DiffRow }) {
  if (row.kind === 'skipped') return <span className={styles.skipped}>{unchangedLines(row.count)}</span>;
  if (row.kind === 'same') {
    return (
      <span className={styles.line}>
        <span className={styles.sign} aria-hidden="true">
          {' '}
        </span>
        {row.text}
      </span>
    );
  }
  const added = row.kind === 'added';
  const Mark = added ? 'ins' : 'del';
  return (
    <Mark className={`${styles.line} ${added ? styles.added : styles.removed}`}>
      <span className={styles.sign} aria-hidden="true">
        {added ? '+' : '−'}
      </span>
      <span className={styles.srOnly}>{added ? HISTORY_MESSAGES.addedLabel : HISTORY_MESSAGES.removedLabel}</span>
      {row.text}
    </Mark>
  );
}

/**
 * A kept version as text and compared line by line with the current one, read when opened; the diff
 * library comes with it (a chunk of its own, loaded the first time a version is viewed). Added and
 * removed lines are told by their sign and their element (`ins`, `del`, named for screen readers),
 * not by colour alone.
 */
export function VersionView({ kind, itemKey, version, name }: VersionViewProps) {
  const { session } = useAdmin();
  const id = useId();
  // Bound once: the view is mounted per version.
  const [load] = useState(() => async (): Promise<Shown> => {
    const [answer, { diffVersion }] = await Promise.all([
      session.authorized((token) => fetchVersionText(token, kind, itemKey, version.id)),
      import('./versionDiff'),
    ]);
    return { text: answer.text, diff: diffVersion(answer.current, answer.text) };
  });
  const shown = useAdminList(load, HISTORY_MESSAGES.versionLoadFailed);

  return (
    <div className={styles.view} role="group" aria-label={`Viewing ${name}`}>
      {shown.error ? <StatusLine status={shown.error} /> : null}
      {shown.data === null ? (
        shown.loading ? <p className={forms.meta}>{HISTORY_MESSAGES.versionLoading}</p> : null
      ) : (
        <>
          <p id={`${id}-text`} className={styles.caption}>
            {HISTORY_MESSAGES.versionTitle}
          </p>
          <pre className={styles.text} role="group" aria-labelledby={`${id}-text`} tabIndex={0}>
            {shown.data.text}
          </pre>
          <p id={`${id}-diff`} className={styles.caption}>
            {HISTORY_MESSAGES.diffTitle}
          </p>
          <p className={forms.meta}>
            {shown.data.diff.added + shown.data.diff.removed === 0
              ? HISTORY_MESSAGES.sameAsCurrent
              : diffSummary(shown.data.diff.added, shown.data.diff.removed)}
          </p>
          <div className={styles.diff} role="group" aria-labelledby={`${id}-diff`} tabIndex={0}>
            {shown.data.diff.rows.map((row, index) => (
              <Row key={index} row={row} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
