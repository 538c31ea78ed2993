import { signOutEverywhere } from '../../../http/accountApi';
import { useAdmin } from '../AdminContext';
import { Section } from '../Fields';
import { ACCOUNT_MESSAGES } from '../logic/messages';
import { StatusLine } from '../StatusLine';
import { useOperation } from '../useOperation';
import forms from '../Forms.module.css';
import styles from './Account.module.css';

const MESSAGES = {
  pending: ACCOUNT_MESSAGES.revoking,
  done: ACCOUNT_MESSAGES.revoked,
  failed: ACCOUNT_MESSAGES.revokeFailed,
  // The reason in both admins: the simple one has no line of its own for it.
  append: true,
} as const;

/**
 * "Sign out everywhere": every token issued so far is revoked, and this tab carries on with the
 * fresh one the server answers (the owner means the other browsers and devices; Logout is there
 * for this one).
 */
export function SignOutEverywhere() {
  const { session } = useAdmin();
  const { status, attempt } = useOperation();
  const running = status?.tone === 'progress';

  const signOut = () =>
    void attempt(MESSAGES, async () => {
      session.renew(await session.authorized(signOutEverywhere));
    });

  return (
    <Section title="Sessions">
      <p className={styles.note}>
        Signs the admin out in every other browser and on every other device; this tab stays signed in.
      </p>
      <div className={forms.actions}>
        <button type="button" className={forms.dangerButton} disabled={running} onClick={signOut}>
          Sign out everywhere
        </button>
      </div>
      <StatusLine status={status} />
    </Section>
  );
}
