import { ART_KINDS, type ArtKind, type ArtResponse } from '@portfolio/contracts/art';
import { useState } from 'react';
import { postArtCover } from '../../../http/adminApi';
import { dataSource } from '../../../data/siteData';
import { useAdmin } from '../AdminContext';
import { Section, TextField } from '../Fields';
import { ART_PROGRESS, coverMessages, MISSING_COVER_URL } from '../logic/messages';
import { problem } from '../logic/status';
import { FilePicker } from '../Media/FilePicker';
import { UploadLines } from '../Media/UploadLines';
import { useMediaUploads } from '../Media/useMediaUploads';
import { StatusLine } from '../StatusLine';
import { useAdminList, type AdminList } from '../useAdminList';
import { useOperation } from '../useOperation';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

type Drafts = Readonly<Record<ArtKind, string>>;

/** Until the covers have loaded nobody knows whether one is set, so "No cover set" waits for the data. */
function coverPlaceholder(category: ArtKind, covers: AdminList<ArtResponse>): string {
  if (covers.data) return `No cover set for ${category}`;
  return covers.loading ? 'Loading cover...' : 'Cover unknown: the art data did not load';
}
const NO_DRAFTS: Drafts = { music: '', books: '', movies: '', shows: '' };

/**
 * Each category's current cover, set by URL or cleared. An empty URL: the simple
 * admin disables Set, the clean admin says "Please enter a cover URL". An uploaded image fills the
 * URL field; Set then makes it the cover, as for a typed URL.
 */
export function CoversSection() {
  const { session, rules } = useAdmin();
  const covers = useAdminList<ArtResponse>(dataSource.art, ART_PROGRESS.loadFailed);
  const [drafts, setDrafts] = useState<Drafts>(NO_DRAFTS);
  const { status, setStatus, attempt } = useOperation();
  const [busy, setBusy] = useState(false);
  const uploads = useMediaUploads();

  const write = async (category: ArtKind, cover: string | null) => {
    const messages = coverMessages(category);
    setBusy(true);
    const done = await attempt(
      cover === null
        ? { pending: messages.clearing, done: messages.cleared, failed: messages.clearFailed }
        : { pending: messages.setting, done: messages.set, failed: messages.setFailed },
      () => session.authorized((token) => postArtCover(token, category, cover)),
    );
    setBusy(false);
    if (done) {
      if (cover !== null) setDrafts((current) => ({ ...current, [category]: '' }));
      void covers.reload();
    }
  };

  const uploadCover = async (category: ArtKind, [file]: readonly File[]) => {
    if (file === undefined) return;
    const media = await uploads.upload(category, file);
    if (media) setDrafts((current) => ({ ...current, [category]: media.url }));
  };

  const set = (category: ArtKind) => {
    const url = drafts[category].trim();
    if (url === '') setStatus(problem(MISSING_COVER_URL));
    else void write(category, url);
  };

  return (
    <Section title="Covers">
      {covers.error ? <StatusLine status={covers.error} /> : null}
      <ul className={lists.coverList}>
        {ART_KINDS.map((category) => {
          const current = covers.data?.[category].currentCover ?? null;
          return (
            <li key={category} className={lists.coverItem}>
              <div className={lists.coverPreview}>
                {current ? (
                  <img src={current} alt={`Current ${category} cover`} className={lists.coverImage} />
                ) : (
                  <span className={forms.meta}>{coverPlaceholder(category, covers)}</span>
                )}
              </div>
              <div className={lists.coverControls}>
                {current ? <span className={forms.meta}>Current: {current}</span> : null}
                <TextField
                  label={`${category} cover URL`}
                  value={drafts[category]}
                  onChange={(value) => setDrafts((currentDrafts) => ({ ...currentDrafts, [category]: value }))}
                  placeholder="https://… or /media/…"
                />
                <FilePicker label={`Upload ${category} cover`} onFiles={(files) => void uploadCover(category, files)} />
                <UploadLines uploads={uploads.linesOf(category)} label={`${category} cover upload`} />
                <div className={forms.actions}>
                  <button
                    type="button"
                    className={forms.button}
                    disabled={busy || (rules.incompleteForm === 'disable' && drafts[category].trim() === '')}
                    onClick={() => set(category)}
                  >
                    Set {category} cover
                  </button>
                  <button type="button" className={forms.secondaryButton} disabled={busy} onClick={() => void write(category, null)}>
                    Clear {category} cover
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <StatusLine status={status} />
    </Section>
  );
}
