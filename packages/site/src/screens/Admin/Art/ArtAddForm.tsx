import { missingFields } from '@portfolio/terminal-ui/machines/editorMachine';
import { useState } from 'react';
import { postArtAction } from '../../../api/adminApi';
import { useAdmin } from '../AdminContext';
import { TextField } from '../Fields';
import { ART_PROGRESS, MISSING_ART_FIELDS } from '../logic/messages';
import { ART_REQUIRED, type ArtAddFields, artAddRequest, NEW_ART_ENTRY } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { useOperation } from '../useOperation';
import forms from '../Forms.module.css';
import { ArtDetailFields } from './ArtDetailFields';

/** Adds an art entry with an optional review; title, creator and date are required (spec §5). */
export function ArtAddForm({ onAdded }: { readonly onAdded: () => void }) {
  const { session, rules } = useAdmin();
  const [fields, setFields] = useState<ArtAddFields>(NEW_ART_ENTRY);
  const { status, attempt } = useOperation();
  const [busy, setBusy] = useState(false);
  const missing = missingFields(fields, ART_REQUIRED).length > 0;
  const touched = fields.title !== '' || fields.creator !== '' || fields.date !== '' || fields.content !== '';

  const add = async () => {
    if (missing) return;
    setBusy(true);
    const added = await attempt(
      { pending: ART_PROGRESS.adding, done: ART_PROGRESS.added, failed: rules.art.addFailed },
      () => session.authorized((token) => postArtAction(token, artAddRequest(fields))),
    );
    setBusy(false);
    if (added) {
      setFields(NEW_ART_ENTRY);
      onAdded();
    }
  };

  return (
    <form
      noValidate
      className={forms.form}
      aria-label="Add art entry"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <ArtDetailFields values={fields} onChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))} />
      <TextField label="Review (optional)" value={fields.content} onChange={(content) => setFields((current) => ({ ...current, content }))} multiline rows={5} />
      <div className={forms.actions}>
        <button type="submit" className={forms.button} disabled={busy || missing}>
          Add Entry
        </button>
      </div>
      {rules.incompleteForm === 'explain' && touched && missing ? <p className={forms.hint}>{MISSING_ART_FIELDS}</p> : null}
      <StatusLine status={status} />
    </form>
  );
}
