import { useAdmin } from './AdminContext';
import type { StatusMessage } from './logic/status';
import forms from './Forms.module.css';

/**
 * A form's status, announced politely. The element is always there (an empty live region), so
 * screen readers announce each change. The clean admin also shows the server's reason.
 */
export function StatusLine({ status }: { readonly status: StatusMessage | null }) {
  const { rules } = useAdmin();
  return (
    <p role="status" className={`${forms.status} ${forms.tone}`} data-tone={status?.tone}>
      {status ? <span>{status.text}</span> : null}
      {rules.reasonOnOwnLine && status?.detail ? <span className={forms.detail}>{status.detail}</span> : null}
    </p>
  );
}
