import { changePassword } from '../../../http/accountApi';
import { AdminForm, FormActions } from '../AdminForm';
import { useAdmin } from '../AdminContext';
import { Section, TextField } from '../Fields';
import { blankForm } from '../form/editorForm';
import { useAdminForm } from '../form/useAdminForm';
import { ACCOUNT_MESSAGES } from '../logic/messages';
import { StatusLine } from '../StatusLine';
import { EMPTY_PASSWORD_DRAFT, PASSWORD_FIELDS, PASSWORD_LABELS, passwordDraftErrors, refusalByField } from './passwordDraft';

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
  const form = useAdminForm(
    blankForm(EMPTY_PASSWORD_DRAFT, {
      messages: { savingDetails: ACCOUNT_MESSAGES.changing, detailsSaved: ACCOUNT_MESSAGES.changed, detailsFailed: ACCOUNT_MESSAGES.changeFailed },
    }),
    {
      // The reason in both admins: the simple one has no line of its own for it.
      append: true,
      request: ({ fields }) => ({ current: fields.current, next: fields.next }),
      send: async (token, request) => session.renew(await changePassword(token, request)),
      validate: passwordDraftErrors,
      refusal: refusalByField,
    },
  );

  return (
    <Section title="Change password">
      <AdminForm label="Change password" onSubmit={form.submit}>
        {PASSWORD_FIELDS.map((field) => (
          <TextField key={field} label={PASSWORD_LABELS[field]} type="password" autoComplete={AUTOCOMPLETE[field]} {...form.field(field)} />
        ))}
        <FormActions submit="Change password" disabled={form.saving} />
        <StatusLine status={form.status} />
      </AdminForm>
    </Section>
  );
}
