import { type ArtEntry, artEditSchema } from '@portfolio/contracts/art';
import { fetchArtEntries, postArtAction } from '../../../api/adminApi';
import { useAdmin } from '../AdminContext';
import { Section } from '../Fields';
import { fieldErrorsOf } from '../logic/fieldErrors';
import { ListSection } from '../ListSection';
import { ART_PROGRESS } from '../logic/messages';
import { ART_REQUIRED, artDetailsRequest, artReviewRequest } from '../logic/payloads';
import { useAdminList } from '../useAdminList';
import { useDelete } from '../useDelete';
import { useEntryEditor } from '../useEntryEditor';
import { TrashSection } from '../History/TrashSection';
import { useOperation } from '../useOperation';
import { usePostPreviews } from '../usePostPreviews';
import { ArtAddForm } from './ArtAddForm';
import { ArtEntryList } from './ArtEntryList';
import { CoversSection } from './CoversSection';
import layout from '../Admin.module.css';

/** Art tab: covers per category, adding entries, and editing or deleting each entry. */
export function ArtPanel() {
  const { session, rules } = useAdmin();
  const list = useAdminList(fetchArtEntries, ART_PROGRESS.loadFailed);
  const entries = list.data ?? [];
  const reviews = usePostPreviews(
    entries.filter((entry) => entry.hasReview).map((entry) => entry.slug),
    list.version,
  );
  const entryEditor = useEntryEditor({
    name: 'editor',
    requiredFields: ART_REQUIRED,
    messages: rules.art.editor,
    save: (input) =>
      session.authorized((token) =>
        postArtAction(
          token,
          input.mode === 'review' ? artReviewRequest(String(input.id), input.review) : artDetailsRequest(String(input.id), input.details),
        ),
      ),
    onSaved: list.reload,
    check: (input) =>
      fieldErrorsOf(
        artEditSchema,
        input.mode === 'review' ? artReviewRequest(String(input.id), input.review) : artDetailsRequest(String(input.id), input.details),
      ),
  });
  const { status, attempt } = useOperation();
  const deletion = useDelete(attempt, {
    confirm: ART_PROGRESS.confirmDelete,
    messages: { pending: ART_PROGRESS.deleting, done: ART_PROGRESS.deleted, failed: rules.art.deleteFailed },
    send: (token, entry: ArtEntry) => postArtAction(token, { action: 'remove', id: entry.id }),
    onDeleted: (entry) => {
      if (entryEditor.context.target?.id === entry.id) entryEditor.editor.send({ type: 'editor.cancel' });
      void list.reload();
    },
  });

  return (
    <div className={layout.stack}>
      <CoversSection />
      <div className={layout.columns}>
        <Section title="Add Entry">
          <ArtAddForm onAdded={list.reload} />
        </Section>
        <ListSection title="Entries" list={list} status={status} loadingText="Loading art data...">
          {(loaded) => (
            <ArtEntryList
              entries={loaded}
              reviews={reviews}
              entryEditor={entryEditor}
              busy={deletion.busy}
              onDelete={(entry) => void deletion.remove(entry)}
              onRestored={(id) => {
                // An editor open on the entry holds the fields the restore replaced.
                if (entryEditor.context.target?.id === id) entryEditor.editor.send({ type: 'editor.cancel' });
                void list.reload();
              }}
            />
          )}
        </ListSection>
      </div>
      <TrashSection kinds={['art']} watch={list.version} onRestored={() => void list.reload()} />
    </div>
  );
}
