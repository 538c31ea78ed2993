import { useSyncExternalStore } from 'react';
import { useAdmin } from './AdminContext';
import { TextField } from './Fields';
import { LOGGING_IN } from './logic/messages';
import { progress, type StatusMessage } from './logic/status';
import { StatusLine } from './StatusLine';
import forms from './Forms.module.css';
import layout from './Admin.module.css';

/** The password form shown while no token is stored (spec §2, §5: Login disabled while empty). */
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
      <form
        noValidate
        className={forms.form}
        onSubmit={(event) => {
          event.preventDefault();
          void session.submit();
        }}
      >
        <TextField
          label="Password"
          type="password"
          value={state.password}
          onChange={(value) => session.setPassword(value)}
          autoComplete="current-password"
          autoFocus
        />
        <div className={forms.actions}>
          <button type="submit" className={forms.button} disabled={state.password === '' || loggingIn}>
            Login
          </button>
        </div>
        <StatusLine status={status} />
      </form>
    </section>
  );
}
