import { type ArtEntry, artEditSchema } from '@portfolio/contracts/art';
import { fetchArtEntries, postArtAction } from '../../../http/adminApi';
import { useAdmin } from '../AdminContext';
import { Section } from '../Fields';
import { editorForm } from '../form/editorForm';
import { TrashSection } from '../Revisions/TrashSection';
import { type ItemKind, ItemList, type ItemRow } from '../ItemList';
import { ItemButton } from '../ListItem';
import { ART_PROGRESS } from '../logic/messages';
import { ART_REQUIRED, artDetailsRequest, artEditorFields, artReviewRequest, NEW_ART_ENTRY } from '../logic/payloads';
import { ART_PREVIEW_LENGTH, preview } from '../logic/text';
import { useAdminList } from '../useAdminList';
import { useListForm } from '../useListForm';
import { usePostPreviews } from '../usePostPreviews';
import { ArtAddForm } from './ArtAddForm';
import { ArtEntryEditor } from './ArtEntryEditor';
import { CoversSection } from './CoversSection';
import layout from '../Admin.module.css';

const ENTRIES: ItemKind = { title: 'Entries', loading: 'Loading art data...', label: 'Art entries', empty: 'No entries yet', history: 'art' };

function reviewPreview(entry: ArtEntry, reviews: ReadonlyMap<string, string | null>): string {
  if (!entry.hasReview) return 'No review available';
  const review = reviews.get(entry.slug);
  if (review === undefined) return 'Loading review...';
  return review === null ? 'No review available' : preview(review, ART_PREVIEW_LENGTH);
}

/**
 * Art tab: covers per category, adding entries, and every entry with its review's preview, each
 * opened in detail or review mode (one at a time), or deleted.
 */
export function ArtPanel() {
  const { rules } = useAdmin();
  const list = useAdminList(fetchArtEntries, ART_PROGRESS.loadFailed);
  const reviews = usePostPreviews(
    (list.data ?? []).filter((entry) => entry.hasReview).map((entry) => entry.slug),
    list.version,
  );
  const { form: editor, actions } = useListForm(
    list,
    editorForm({ blank: NEW_ART_ENTRY, requiredFields: ART_REQUIRED, messages: rules.art.editor }),
    {
      name: 'editor',
      // Its details, or in review mode its review.
      request: ({ id, fields, review }) => (review === undefined ? artDetailsRequest(String(id), fields) : artReviewRequest(String(id), review)),
      schema: artEditSchema,
      send: postArtAction,
    },
    () => ({
      keyOf: (entry: ArtEntry) => entry.id,
      messages: { ...ART_PROGRESS, deleteFailed: rules.art.deleteFailed },
      remove: (token, entry) => postArtAction(token, { action: 'remove', id: entry.id }),
    }),
  );

  const row = (entry: ArtEntry): ItemRow => {
    const opened = { id: entry.id, details: artEditorFields(entry) };
    const open = (mode: 'Details' | 'Review') => () => editor.actor.send({ type: `editor.edit${mode}`, entry: opened });
    return {
      key: entry.id,
      title: entry.title,
      meta: [entry.creator, entry.kind, entry.date],
      preview: reviewPreview(entry, reviews),
      buttons: (
        <>
          <ItemButton label="Edit details" name={`Edit details of ${entry.title}`} onClick={open('Details')} />
          <ItemButton label="Edit review" name={`Edit review of ${entry.title}`} onClick={open('Review')} />
        </>
      ),
    };
  };

  return (
    <div className={layout.stack}>
      <CoversSection />
      <div className={layout.columns}>
        <Section title="Add Entry">
          <ArtAddForm onAdded={list.reload} />
        </Section>
        <ItemList kind={ENTRIES} list={list} row={row} actions={actions} editor={(entry) => <ArtEntryEditor editor={editor} title={entry.title} />} />
      </div>
      <TrashSection kinds={['art']} watch={list.version} onRestored={() => void list.reload()} />
    </div>
  );
}
