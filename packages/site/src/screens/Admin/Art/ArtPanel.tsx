import type { ArtEntry } from '@portfolio/contracts/art';
import { useState } from 'react';
import { fetchArtEntries, postArtAction } from '../../../api/adminApi';
import { useAdmin } from '../AdminContext';
import { Section } from '../Fields';
import { ART_PROGRESS } from '../logic/messages';
import { ART_REQUIRED, artDetailsRequest, artReviewRequest } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { useAdminList } from '../useAdminList';
import { useEntryEditor } from '../useEntryEditor';
import { useOperation } from '../useOperation';
import { usePostPreviews } from '../usePostPreviews';
import { ArtAddForm } from './ArtAddForm';
import { ArtEntryList } from './ArtEntryList';
import { CoversSection } from './CoversSection';
import forms from '../Forms.module.css';
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
  });
  const { status, attempt } = useOperation();
  const [deleting, setDeleting] = useState(false);

  const remove = async (entry: ArtEntry) => {
    if (!window.confirm(ART_PROGRESS.confirmDelete)) return;
    setDeleting(true);
    const removed = await attempt(
      { pending: ART_PROGRESS.deleting, done: ART_PROGRESS.deleted, failed: rules.art.deleteFailed },
      () => session.authorized((token) => postArtAction(token, { action: 'remove', id: entry.id })),
    );
    setDeleting(false);
    if (removed) {
      if (entryEditor.context.target?.id === entry.id) entryEditor.editor.send({ type: 'editor.cancel' });
      void list.reload();
    }
  };

  return (
    <div className={layout.stack}>
      <CoversSection />
      <div className={layout.columns}>
        <Section title="Add Entry">
          <ArtAddForm onAdded={list.reload} />
        </Section>
        <Section title={list.data ? `Entries (${list.data.length})` : 'Entries'}>
          {list.error ? <StatusLine status={list.error} /> : null}
          <StatusLine status={status} />
          {list.data ? (
            <ArtEntryList entries={entries} reviews={reviews} entryEditor={entryEditor} busy={deleting} onDelete={(entry) => void remove(entry)} />
          ) : list.loading ? (
            <p className={forms.meta}>Loading art data...</p>
          ) : null}
        </Section>
      </div>
    </div>
  );
}
