import { useId, useState } from 'react';
import { uploadResume } from '../../../api/adminApi';
import { NOT_CONFIGURED } from '../../../config/defaults';
import { siteConfigStore, useSiteConfig } from '../../../config/siteConfigStore';
import { useAdmin } from '../AdminContext';
import { BackupSection } from '../Backup/BackupSection';
import { Section } from '../Fields';
import { UPLOAD_MESSAGES } from '../logic/messages';
import { MediaLibrary } from '../Media/MediaLibrary';
import { StatusLine } from '../StatusLine';
import { useOperation } from '../useOperation';
import forms from '../Forms.module.css';
import layout from '../Admin.module.css';

export interface UploadsPanelProps {
  /** Told the new resume link, so an open about form does not save the old one back. */
  readonly onUploaded?: (url: string) => void;
}

/**
 * Uploads tab: choose a PDF resume, upload it (its URL becomes the resume download link); the
 * media library, where unused images are deleted; and the backup download.
 */
export function UploadsPanel({ onUploaded }: UploadsPanelProps) {
  const { session } = useAdmin();
  const { config } = useSiteConfig();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const { status, run } = useOperation();
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const url = await run(UPLOAD_MESSAGES, () => session.authorized((token) => uploadResume(token, file)));
      // The server also stored it as the config's resumeDownloadLink: every screen reads it from the store.
      siteConfigStore.replace({ ...siteConfigStore.getSnapshot().config, resumeDownloadLink: url });
      onUploaded?.(url);
      setFile(null);
      setInputKey((key) => key + 1);
    } catch {
      // The status line shows "Upload failed"; the chosen file stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const link = config.resumeDownloadLink;
  return (
    <div className={layout.stack}>
      <Section title="Resume">
        <form
          noValidate
          className={forms.form}
          onSubmit={(event) => {
            event.preventDefault();
            void upload();
          }}
        >
          <div className={forms.field}>
            <label htmlFor={inputId} className={forms.label}>
              Resume PDF
            </label>
            <input
              key={inputKey}
              id={inputId}
              className={forms.file}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <div className={forms.actions}>
            <button type="submit" className={forms.button} disabled={!file || busy}>
              Upload
            </button>
          </div>
        </form>
        <StatusLine status={status} />
        <p className={forms.meta}>
          Resume link:{' '}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className={forms.link}>
              {link}
            </a>
          ) : (
            NOT_CONFIGURED
          )}
        </p>
      </Section>
      <MediaLibrary />
      <BackupSection />
    </div>
  );
}
