import type { ArtEntry } from '@portfolio/contracts/art';
import { artEditorFields } from '../logic/payloads';
import { ART_PREVIEW_LENGTH, preview } from '../logic/text';
import type { EntryEditor } from '../useEntryEditor';
import { ArtEntryEditor } from './ArtEntryEditor';
import { ItemButton, ListItem } from '../ListItem';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

export interface ArtEntryListProps {
  readonly entries: readonly ArtEntry[];
  /** Review texts by slug (null: none could be read). */
  readonly reviews: ReadonlyMap<string, string | null>;
  readonly entryEditor: EntryEditor;
  readonly busy: boolean;
  readonly onDelete: (entry: ArtEntry) => void;
  /** After a version of an entry (with its review) was restored from its history. */
  readonly onRestored: (key: string) => void;
}

function reviewPreview(entry: ArtEntry, reviews: ReadonlyMap<string, string | null>): string {
  if (!entry.hasReview) return 'No review available';
  const review = reviews.get(entry.slug);
  if (review === undefined) return 'Loading review...';
  return review === null ? 'No review available' : preview(review, ART_PREVIEW_LENGTH);
}

/** Every entry with its review's preview; each can be opened in detail or review mode, one at a time. */
export function ArtEntryList({ entries, reviews, entryEditor, busy, onDelete, onRestored }: ArtEntryListProps) {
  const { editor, context } = entryEditor;
  if (entries.length === 0) return <p className={forms.meta}>No entries yet</p>;
  return (
    <ul className={lists.list} aria-label="Art entries">
      {entries.map((entry) => {
        const target = { id: entry.id, details: artEditorFields(entry) };
        const isOpen = context.target?.id === entry.id;
        return (
          <ListItem
            key={entry.id}
            title={entry.title}
            meta={[entry.creator, entry.kind, entry.date]}
            preview={reviewPreview(entry, reviews)}
            current={isOpen}
            actions={
              <>
                <ItemButton
                  label="Edit details"
                  name={`Edit details of ${entry.title}`}
                  onClick={() => editor.send({ type: 'editor.editDetails', entry: target })}
                />
                <ItemButton
                  label="Edit review"
                  name={`Edit review of ${entry.title}`}
                  onClick={() => editor.send({ type: 'editor.editReview', entry: target })}
                />
              </>
            }
            busy={busy}
            onDelete={() => onDelete(entry)}
            history={{ kind: 'art', itemKey: entry.id, onRestored }}
          >
            {isOpen ? <ArtEntryEditor entryEditor={entryEditor} title={entry.title} /> : null}
          </ListItem>
        );
      })}
    </ul>
  );
}
