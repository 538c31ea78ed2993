import { useState } from 'react';
import { downloadBackup } from '../../../http/adminApi';
import { useAdmin } from '../AdminContext';
import { Section } from '../Fields';
import { BACKUP_MESSAGES } from '../logic/messages';
import { StatusLine } from '../StatusLine';
import { useOperation } from '../useOperation';
import forms from '../Forms.module.css';
import { saveFile } from './saveFile';

export interface BackupSectionProps {
  /** Where the archive goes once downloaded (a browser download by default; tests look at it). */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/**
 * "Download backup": the whole site as one archive (`GET /api/admin/backup`, with the token), the
 * file `npm run restore` loads. A failure says so on the status line, with the server's reason
 * (on its own line in the clean admin, appended in the simple one).
 */
export function BackupSection({ save = saveFile }: BackupSectionProps) {
  const { session, rules } = useAdmin();
  const { status, attempt } = useOperation();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    await attempt({ ...BACKUP_MESSAGES, append: !rules.reasonOnOwnLine }, async () => {
      const { blob, fileName } = await session.authorized((token) => downloadBackup(token));
      save(blob, fileName);
    });
    setBusy(false);
  };

  return (
    <Section title="Backup">
      <p className={forms.meta}>
        One file of everything: config, projects, art, posts, images, the resume and the history. Load it with{' '}
        <code>npm run restore</code>.
      </p>
      <div className={forms.actions}>
        <button type="button" className={forms.button} disabled={busy} onClick={() => void download()}>
          Download backup
        </button>
      </div>
      <StatusLine status={status} />
    </Section>
  );
}
