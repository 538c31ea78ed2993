import type { ReactNode } from 'react';
import { Section } from './Fields';
import type { StatusMessage } from './logic/status';
import { StatusLine } from './StatusLine';
import type { AdminList } from './useAdminList';
import forms from './Forms.module.css';

interface ListSectionProps<T> {
  /** `Posts`; `Posts (3)` once loaded. */
  readonly title: string;
  readonly list: AdminList<readonly T[]>;
  /** The tab's own status line (deleting, opening), if it shows it above the list. */
  readonly status?: StatusMessage | null;
  /** Controls above the list, there whether or not it loaded (Refresh). */
  readonly actions?: ReactNode;
  /** Shown while the first load runs: `Loading posts...`. */
  readonly loadingText: string;
  /** The list, once loaded. */
  readonly children: (items: readonly T[]) => ReactNode;
}

/** A tab's list: its count in the title, a failed load said above it, "Loading …" until it is there. */
export function ListSection<T>({ title, list, status, actions, loadingText, children }: ListSectionProps<T>) {
  return (
    <Section title={list.data ? `${title} (${list.data.length})` : title}>
      {actions}
      {list.error ? <StatusLine status={list.error} /> : null}
      {status === undefined ? null : <StatusLine status={status} />}
      {list.data ? children(list.data) : list.loading ? <p className={forms.meta}>{loadingText}</p> : null}
    </Section>
  );
}
