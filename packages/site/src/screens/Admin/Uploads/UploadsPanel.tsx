import { useState } from 'react';
import { uploadResume } from '../../../http/adminApi';
import { NOT_CONFIGURED } from '../../../config/defaults';
import { configOf, setSiteConfig, siteConfigLoader, useSiteConfig } from '../../../data/siteConfig';
import { AdminForm, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { BackupSection } from '../Backup/BackupSection';
import { Section } from '../Fields';
import { UPLOAD_MESSAGES } from '../logic/messages';
import { FilePicker } from '../Media/FilePicker';
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
  const config = configOf(useSiteConfig());
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const { status, run } = useOperation();
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const url = await run(UPLOAD_MESSAGES, () => session.authorized((token) => uploadResume(token, file)));
      // The server also stored it as the config's resumeDownloadLink: every screen reads it from the store.
      setSiteConfig({ ...configOf(siteConfigLoader.peek()), resumeDownloadLink: url });
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
        <AdminForm onSubmit={() => void upload()}>
          <FilePicker key={inputKey} label="Resume PDF" accept="application/pdf,.pdf" keep onFiles={([chosen]) => setFile(chosen ?? null)} />
          <FormActions submit="Upload" disabled={!file || busy} />
        </AdminForm>
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
