import { useSyncExternalStore } from 'react';
import { AdminForm, FormActions } from './AdminForm';
import { useAdmin } from './AdminContext';
import { TextField } from './Fields';
import { LOGGING_IN } from './logic/messages';
import { progress, type StatusMessage } from './logic/status';
import { StatusLine } from './StatusLine';
import layout from './Admin.module.css';

/** The password form shown while no token is stored (Login disabled while the password is empty). */
export function LoginForm() {
  const { session } = useAdmin();
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const loggingIn = state.phase === 'loggingIn';
  const status: StatusMessage | null = loggingIn
    ? progress(LOGGING_IN)
    : state.notice && { tone: 'error', text: state.notice.text, detail: state.notice.detail };

  return (
    <section className={layout.login} aria-labelledby="admin-login-title">
      <h2 id="admin-login-title" className={layout.sectionTitle}>
        Login
      </h2>
      <AdminForm onSubmit={() => void session.submit()}>
        <TextField
          label="Password"
          type="password"
          value={state.password}
          onChange={(value) => session.setPassword(value)}
          autoComplete="current-password"
          autoFocus
        />
        <FormActions submit="Login" disabled={state.password === '' || loggingIn} />
        <StatusLine status={status} />
      </AdminForm>
    </section>
  );
}
