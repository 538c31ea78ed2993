import { CONFIG_HISTORY_KEY } from '@portfolio/contracts/history';
import { useEffect } from 'react';
import { AdminForm, FormActions } from '../AdminForm';
import { Section, TextField } from '../Fields';
import { ItemHistory } from '../Revisions/ItemHistory';
import type { ConfigFields } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { useMarkUnsaved } from '../unsaved/useUnsavedChanges';
import { SkillsField } from './SkillsField';
import type { ConfigDraft } from './useConfigDraft';
import forms from '../Forms.module.css';
import layout from '../Admin.module.css';

interface FieldSpec {
  readonly field: keyof ConfigFields;
  readonly label: string;
  readonly rows?: number;
  readonly type?: 'url';
}

const GROUPS: ReadonlyArray<{ readonly title: string; readonly fields: readonly FieldSpec[] }> = [
  {
    title: 'Profile',
    fields: [
      { field: 'ownerName', label: 'Owner name' },
      { field: 'profileText', label: 'Profile text', rows: 6 },
      // Edited as groups, or as JSON under this label (`SkillsField`).
      { field: 'skillsJson', label: 'Skills (JSON object)', rows: 8 },
      { field: 'resumeText', label: 'Resume text', rows: 6 },
    ],
  },
  {
    title: 'Quick overview',
    fields: [
      { field: 'quickviewTitle', label: 'Quick overview title' },
      { field: 'quickviewSubtitle', label: 'Quick overview subtitle' },
      { field: 'quickviewTagline', label: 'Quick overview tagline' },
      { field: 'currentFocus', label: 'Current focus (one per line)', rows: 5 },
      { field: 'recentExperiences', label: 'Recent experiences (one per line)', rows: 5 },
    ],
  },
  {
    title: 'Links',
    fields: [
      { field: 'resumeDownloadLink', label: 'Resume download link' },
      { field: 'emailLink', label: 'Email link (mailto:)' },
      { field: 'linkedinUrl', label: 'LinkedIn URL', type: 'url' },
      { field: 'githubUrl', label: 'GitHub URL', type: 'url' },
      { field: 'spotifyUrl', label: 'Spotify URL', type: 'url' },
      // Optional: the pages' twitter:site / twitter:creator and fediverse:creator when set.
      { field: 'xHandle', label: 'X (Twitter) handle (@name)' },
      { field: 'fediverseHandle', label: 'Fediverse handle (@name@host)' },
    ],
  },
];

/** About tab (clean admin only): every site-config field, saved as one whole object. */
export function AboutPanel({ draft }: { readonly draft: ConfigDraft }) {
  const { form, load, loadError, reloadRestored } = draft;
  useMarkUnsaved('config', form.unsaved);

  useEffect(() => {
    if (!form.open) void load();
  }, [form.open, load]);

  if (!form.open) {
    return loadError ? <StatusLine status={loadError} /> : <p className={forms.meta}>Loading about config...</p>;
  }

  return (
    <AdminForm label="About config" onSubmit={form.submit}>
      <div className={layout.columns}>
        {GROUPS.map((group) => (
          <Section key={group.title} title={group.title}>
            {group.fields.map(({ field, label, rows, type }) =>
              field === 'skillsJson' ? (
                <SkillsField key={field} binding={form.field(field)} jsonLabel={label} />
              ) : (
                <TextField key={field} label={label} {...form.field(field)} multiline={rows !== undefined} rows={rows} type={type} />
              ),
            )}
          </Section>
        ))}
      </div>
      <FormActions submit="Save About Config" disabled={form.saving} />
      <StatusLine status={form.status} />
      <Section title="History">
        <ItemHistory kind="config" itemKey={CONFIG_HISTORY_KEY} title="About config" onRestored={() => void reloadRestored()} />
      </Section>
    </AdminForm>
  );
}
