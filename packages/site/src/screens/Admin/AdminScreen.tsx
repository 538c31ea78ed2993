import { type MouseEvent, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useCanGoBack, useNavigate } from '../../routing';
import { AccountPanel } from './Account/AccountPanel';
import { AdminContext } from './AdminContext';
import { type AdminTab, AdminWorkspace } from './AdminWorkspace';
import { LoginForm } from './LoginForm';
import { createUnsavedChanges, UNSAVED_CHANGES_QUESTION } from './unsaved/unsavedChanges';
import { UnsavedChangesProvider, useConfirmLeave } from './unsaved/useUnsavedChanges';
import type { AdminSession } from './logic/adminSession';
import { ADMIN_VARIANTS, type AdminVariant } from './variants';
import forms from './Forms.module.css';
import layout from './Admin.module.css';

export interface AdminScreenProps {
  readonly variant: AdminVariant;
  /** Stories and tests open a tab directly. */
  readonly initialTab?: AdminTab;
  /** The owner's session (the route makes one per visit). */
  readonly session: AdminSession;
}

/**
 * Back goes to the previous page of this visit, or home when the admin was opened directly; with
 * unsaved changes, only once the owner said to leave them.
 */
function BackLink() {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const confirmLeave = useConfirmLeave();
  const onClick = (event: MouseEvent) => {
    if (!confirmLeave()) {
      event.preventDefault();
      return;
    }
    if (!canGoBack) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link to="/" className={forms.link} onClick={onClick}>
      Back
    </Link>
  );
}

/**
 * `/admin` (simple) and `/admin-clean` (clean) are this one screen. The admin keeps its own look
 * whatever the visitor's theme: `data-theme` on its root re-declares the palette for the subtree
 * (light for simple, dark for clean), and the visitor's choice on <html> is left untouched.
 */
export function AdminScreen({ variant, initialTab, session }: AdminScreenProps) {
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const rules = ADMIN_VARIANTS[variant];
  const context = useMemo(() => ({ session, rules }), [session, rules]);
  const loggedIn = state.phase === 'loggedIn';
  // The account part (password, sessions) opens from the header: the spec fixes the five tabs.
  const [accountOpen, setAccountOpen] = useState(false);
  const accountId = useId();
  // Which forms hold unsaved changes: the tabs ask before leaving one, Logout before dropping them all.
  const [unsaved] = useState(createUnsavedChanges);
  const logout = () => {
    if (unsaved.keys().length === 0 || window.confirm(UNSAVED_CHANGES_QUESTION)) session.logout();
  };

  return (
    <AdminContext.Provider value={context}>
      <UnsavedChangesProvider store={unsaved}>
        <div
          className={`${layout.root} ${layout[variant]}`}
          data-theme={rules.theme}
          data-variant={variant}
        >
          <header className={layout.header}>
            <h1 className={layout.title}>{rules.title}</h1>
            <nav className={layout.headerActions} aria-label="Admin">
              <BackLink />
              {loggedIn ? (
                <button
                  type="button"
                  className={forms.secondaryButton}
                  aria-expanded={accountOpen}
                  aria-controls={accountId}
                  onClick={() => setAccountOpen((open) => !open)}
                >
                  Account
                </button>
              ) : null}
              {loggedIn ? (
                <button type="button" className={forms.secondaryButton} onClick={logout}>
                  Logout
                </button>
              ) : null}
            </nav>
          </header>
          <main className={layout.main}>
            {loggedIn ? null : <LoginForm />}
            {/* Only while logged in: typed passwords go with the session. */}
            {loggedIn ? <AccountPanel id={accountId} hidden={!accountOpen} /> : null}
            {state.workspace ? <AdminWorkspace hidden={!loggedIn} initialTab={initialTab} /> : null}
          </main>
        </div>
      </UnsavedChangesProvider>
    </AdminContext.Provider>
  );
}
