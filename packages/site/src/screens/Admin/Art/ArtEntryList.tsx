import type { ArtEntry } from '@portfolio/contracts/art';
import { artEditorFields } from '../logic/payloads';
import { ART_PREVIEW_LENGTH, preview } from '../logic/text';
import type { EntryEditor } from '../useEntryEditor';
import { ArtEntryEditor } from './ArtEntryEditor';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

export interface ArtEntryListProps {
  readonly entries: readonly ArtEntry[];
  /** Review texts by slug (null: none could be read). */
  readonly reviews: ReadonlyMap<string, string | null>;
  readonly entryEditor: EntryEditor;
  readonly busy: boolean;
  readonly onDelete: (entry: ArtEntry) => void;
}

function reviewPreview(entry: ArtEntry, reviews: ReadonlyMap<string, string | null>): string {
  if (!entry.hasReview) return 'No review available';
  const review = reviews.get(entry.slug);
  if (review === undefined) return 'Loading review...';
  return review === null ? 'No review available' : preview(review, ART_PREVIEW_LENGTH);
}

/** Every entry with its review's preview; each can be opened in detail or review mode, one at a time. */
export function ArtEntryList({ entries, reviews, entryEditor, busy, onDelete }: ArtEntryListProps) {
  const { editor, context } = entryEditor;
  if (entries.length === 0) return <p className={forms.meta}>No entries yet</p>;
  return (
    <ul className={lists.list} aria-label="Art entries">
      {entries.map((entry) => {
        const target = { id: entry.id, details: artEditorFields(entry) };
        const isOpen = context.target?.id === entry.id;
        return (
          <li key={entry.id} className={lists.item} aria-current={isOpen ? 'true' : undefined}>
            <div className={lists.itemText}>
              <strong className={lists.itemTitle}>{entry.title}</strong>
              <span className={forms.meta}>
                {entry.creator} · {entry.kind} · {entry.date}
              </span>
              <span className={lists.preview}>{reviewPreview(entry, reviews)}</span>
            </div>
            <div className={lists.itemActions}>
              <button
                type="button"
                className={forms.secondaryButton}
                aria-label={`Edit details of ${entry.title}`}
                onClick={() => editor.send({ type: 'editor.editDetails', entry: target })}
              >
                Edit details
              </button>
              <button
                type="button"
                className={forms.secondaryButton}
                aria-label={`Edit review of ${entry.title}`}
                onClick={() => editor.send({ type: 'editor.editReview', entry: target })}
              >
                Edit review
              </button>
              <button
                type="button"
                className={forms.dangerButton}
                aria-label={`Delete ${entry.title}`}
                disabled={busy}
                onClick={() => onDelete(entry)}
              >
                Delete
              </button>
            </div>
            {isOpen ? <ArtEntryEditor entryEditor={entryEditor} title={entry.title} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
