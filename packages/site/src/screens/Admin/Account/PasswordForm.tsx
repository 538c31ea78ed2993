import { useRef, useState } from 'react';
import { changePassword } from '../../../api/accountApi';
import { AdminForm, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { Section } from '../Fields';
import { ACCOUNT_MESSAGES } from '../logic/messages';
import { failure, problem, progress, type StatusMessage, success } from '../logic/status';
import { StatusLine } from '../StatusLine';
import { PasswordField } from './PasswordField';
import {
  EMPTY_PASSWORD_DRAFT,
  PASSWORD_FIELDS,
  PASSWORD_LABELS,
  type PasswordDraft,
  passwordDraftErrors,
  type PasswordErrors,
  type PasswordField as FieldName,
  refusalByField,
} from './passwordDraft';

const AUTOCOMPLETE = { current: 'current-password', next: 'new-password', repeat: 'new-password' } as const;

/**
 * Changing the owner's password: the current one and the new one twice. A field's problem shows
 * under it once the field was left or the form sent, all of them at once, and nothing is sent
 * while there is one. The server's refusal of a field (a wrong current password: 403) shows under
 * that field; its other refusals on the status line, reason included, in both admins. On success
 * the fresh token replaces the stored one (the old one is revoked) and the fields are emptied.
 */
export function PasswordForm() {
  const { session } = useAdmin();
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY_PASSWORD_DRAFT);
  const [left, setLeft] = useState<ReadonlySet<FieldName>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<PasswordErrors>({});
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef(new Map<FieldName, HTMLInputElement>());

  const problems = passwordDraftErrors(draft);
  const shown = (field: FieldName) => refused[field] ?? (submitted || left.has(field) ? problems[field] : undefined);

  const change = (field: FieldName, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setRefused((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    if (sending) return;
    setSubmitted(true);
    const firstProblem = PASSWORD_FIELDS.find((field) => problems[field] !== undefined);
    if (firstProblem) {
      inputs.current.get(firstProblem)?.focus();
      return;
    }
    setSending(true);
    setStatus(progress(ACCOUNT_MESSAGES.changing));
    try {
      const token = await session.authorized((current) => changePassword(current, { current: draft.current, next: draft.next }));
      session.renew(token);
      setDraft(EMPTY_PASSWORD_DRAFT);
      setLeft(new Set());
      setSubmitted(false);
      setRefused({});
      setStatus(success(ACCOUNT_MESSAGES.changed));
    } catch (error) {
      const byField = refusalByField(error);
      setRefused(byField ?? {});
      setStatus(byField ? problem(ACCOUNT_MESSAGES.changeFailed) : failure(ACCOUNT_MESSAGES.changeFailed, error, true));
      const field = byField && PASSWORD_FIELDS.find((candidate) => byField[candidate] !== undefined);
      if (field) inputs.current.get(field)?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <Section title="Change password">
      <AdminForm label="Change password" onSubmit={() => void submit()}>
        {PASSWORD_FIELDS.map((field) => (
          <PasswordField
            key={field}
            label={PASSWORD_LABELS[field]}
            value={draft[field]}
            onChange={(value) => change(field, value)}
            onBlur={() => setLeft((current) => (current.has(field) ? current : new Set([...current, field])))}
            error={shown(field)}
            autoComplete={AUTOCOMPLETE[field]}
            inputRef={(element) => {
              if (element) inputs.current.set(field, element);
              else inputs.current.delete(field);
            }}
          />
        ))}
        <FormActions submit="Change password" disabled={sending} />
        <StatusLine status={status} />
      </AdminForm>
    </Section>
  );
}
