import { useEffect, useState } from 'react';
import { fetchStoredConfig, saveSiteConfig } from '../../../api/adminApi';
import { siteConfigInputSchema } from '@portfolio/contracts/config';
import { CONFIG_HISTORY_KEY } from '@portfolio/contracts/history';
import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import { siteConfigStore } from '../../../config/siteConfigStore';
import { AdminForm, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { Section, TextField } from '../Fields';
import { ItemHistory } from '../History/ItemHistory';
import { fieldErrorsOf, visibleFieldErrors } from '../logic/fieldErrors';
import { ABOUT_MESSAGES } from '../logic/messages';
import { type ConfigFields, configFromFields } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { useOperation } from '../useOperation';
import { useMarkUnsaved } from '../unsaved/useUnsavedChanges';
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
    ],
  },
];

/** About tab (clean admin only): every site-config field, saved as one whole object. */
export function AboutPanel({ draft }: { readonly draft: ConfigDraft }) {
  const { session } = useAdmin();
  const { status, run } = useOperation();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ readonly reason: string } | null>(null);
  const { fields, load, loadError } = draft;
  useMarkUnsaved('config', draft.unsaved);

  useEffect(() => {
    if (fields === null) void load();
  }, [fields, load]);

  if (fields === null) {
    return loadError ? <StatusLine status={loadError} /> : <p className={forms.meta}>Loading about config...</p>;
  }

  /** After a version was restored: the draft (and the site's config) become what the server now holds. */
  const reloadRestored = async () => {
    try {
      const stored = await fetchStoredConfig();
      siteConfigStore.replace(stored);
      draft.reset(stored);
    } catch {
      // The restore itself worked (the history says so); the draft keeps what it held.
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      const stored = await run(
        { pending: ABOUT_MESSAGES.saving, done: ABOUT_MESSAGES.saved, failed: ABOUT_MESSAGES.saveFailed },
        () => session.authorized((token) => saveSiteConfig(token, configFromFields(fields))),
      );
      siteConfigStore.replace(stored);
      draft.reset(stored);
      setFailure(null);
    } catch (error) {
      // "Failed to save about config", with the server's message naming the field; each field's own under it.
      setFailure({ reason: caughtErrorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  const errors = visibleFieldErrors(failure !== null, failure === null ? {} : fieldErrorsOf(siteConfigInputSchema, configFromFields(fields)), failure?.reason ?? null);
  return (
    <AdminForm label="About config" onSubmit={() => void save()}>
      <div className={layout.columns}>
        {GROUPS.map((group) => (
          <Section key={group.title} title={group.title}>
            {group.fields.map(({ field, label, rows, type }) => (
              <TextField
                key={field}
                label={label}
                value={fields[field]}
                onChange={(value) => draft.change(field, value)}
                multiline={rows !== undefined}
                rows={rows}
                type={type}
                error={errors[field]}
              />
            ))}
          </Section>
        ))}
      </div>
      <FormActions submit="Save About Config" disabled={saving} />
      <StatusLine status={status} />
      <Section title="History">
        <ItemHistory kind="config" itemKey={CONFIG_HISTORY_KEY} title="About config" onRestored={() => void reloadRestored()} />
      </Section>
    </AdminForm>
  );
}
