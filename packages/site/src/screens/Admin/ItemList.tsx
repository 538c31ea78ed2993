import type { ReactNode } from 'react';
import { DraftActions } from './Drafts/DraftActions';
import { DRAFT_TEXTS } from './Drafts/draftFields';
import type { HistoryTarget } from './Revisions/ItemHistory';
import { ListItem } from './ListItem';
import { ListSection } from './ListSection';
import type { AdminList } from './useAdminList';
import type { ItemActions } from './useItemActions';
import forms from './Forms.module.css';
import lists from './Lists.module.css';

/** What a tab lists: the section's title, its loading line, the list's name, what it says when empty, whose history its items have. */
export interface ItemKind {
  readonly title: string;
  readonly loading: string;
  readonly label: string;
  readonly empty: string;
  readonly history: HistoryTarget['kind'];
}

/** One item as the list shows it. */
export interface ItemRow {
  /** Its id or slug: its history's key, and how the tab's form names it. */
  readonly key: string;
  readonly title: string;
  readonly meta: readonly string[];
  readonly preview?: string;
  /** A draft's visitor page: the item is marked as a draft, with Open draft and Publish. */
  readonly draftPage?: string;
  /** Its buttons before those, History and Delete (Edit). */
  readonly buttons: ReactNode;
}

interface ItemListProps<T> {
  readonly kind: ItemKind;
  readonly list: AdminList<readonly T[]>;
  readonly row: (item: T) => ItemRow;
  readonly actions: ItemActions<T>;
  /** Below the item the tab's editor is open on: the editor. */
  readonly editor?: (item: T) => ReactNode;
  /** The tab's status line above the list (the projects tab has it under its form). */
  readonly status?: boolean;
}

/**
 * A tab's list of posts, projects or art entries, in its titled section: each item with its meta
 * line, preview, buttons, History and Delete; a draft marked, with Open draft and Publish.
 */
export function ItemList<T>({ kind, list, row, actions, editor, status = true }: ItemListProps<T>) {
  const item = (entry: T) => {
    const { key, title, meta, preview, draftPage, buttons } = row(entry);
    const open = actions.openKey === key;
    const draft = draftPage === undefined ? null : (
      <DraftActions name={title} href={draftPage} busy={actions.publishing} onPublish={() => actions.publish(entry)} />
    );
    return (
      <ListItem
        key={key}
        title={title}
        mark={draft ? DRAFT_TEXTS.label : undefined}
        meta={meta}
        preview={preview}
        current={open}
        actions={
          <>
            {buttons}
            {draft}
          </>
        }
        busy={actions.deleting}
        onDelete={() => actions.remove(entry)}
        history={{ kind: kind.history, itemKey: key, onRestored: actions.restored }}
      >
        {open ? editor?.(entry) : null}
      </ListItem>
    );
  };

  return (
    <ListSection title={kind.title} list={list} status={status ? actions.status : undefined} loadingText={kind.loading}>
      {(items) =>
        items.length === 0 ? (
          <p className={forms.meta}>{kind.empty}</p>
        ) : (
          <ul className={lists.list} aria-label={kind.label}>
            {items.map(item)}
          </ul>
        )
      }
    </ListSection>
  );
}
