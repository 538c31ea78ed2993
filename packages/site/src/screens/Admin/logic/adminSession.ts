/**
 * The owner's session on an admin page: the login form's password, the token (local storage
 * `adminToken`), and what happens when the server stops accepting the token.
 *
 * A 401 answer to a write (the token expired or was revoked) ends the session with SESSION_ENDED,
 * but keeps the workspace mounted (hidden behind the login form), so every unsaved form keeps what
 * was typed and the owner carries on after logging in again. Logout, chosen by the owner, drops it.
 */
import { ApiError } from '../../../http/http';
import type { LoginOutcome } from '../../../http/loginApi';
import { dataSource } from '../../../data/siteData';
import { clearAdminToken, readAdminToken, saveAdminToken } from '../../../auth/adminToken';
import { LOGIN_FAILED, SESSION_ENDED } from './messages';

export interface AdminSessionState {
  readonly phase: 'loggedOut' | 'loggingIn' | 'loggedIn';
  readonly password: string;
  /** Why the login form is shown: a refused login or an ended session (with the server's reason). */
  readonly notice: { readonly text: string; readonly detail?: string } | null;
  /** Whether the tabs (and their drafts) exist: from a login until the owner logs out. */
  readonly workspace: boolean;
}

export interface AdminSessionDeps {
  readonly readToken: () => string | null;
  readonly saveToken: (token: string) => void;
  readonly clearToken: () => void;
  readonly login: (password: string) => Promise<LoginOutcome>;
}

const defaultDeps: AdminSessionDeps = {
  readToken: readAdminToken,
  saveToken: saveAdminToken,
  clearToken: clearAdminToken,
  login: (password) => dataSource.login(password),
};

export function createAdminSession(deps: AdminSessionDeps = defaultDeps) {
  const hasToken = Boolean(deps.readToken());
  let state: AdminSessionState = {
    phase: hasToken ? 'loggedIn' : 'loggedOut',
    password: '',
    notice: null,
    workspace: hasToken,
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<AdminSessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const expire = () => {
    deps.clearToken();
    set({ phase: 'loggedOut', notice: { text: SESSION_ENDED } });
  };

  return {
    getSnapshot: (): AdminSessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPassword(password: string) {
      set({ password });
    },
    async submit(): Promise<void> {
      if (state.password === '' || state.phase === 'loggingIn') return;
      set({ phase: 'loggingIn' });
      const outcome = await deps.login(state.password);
      if (outcome.kind === 'granted') {
        deps.saveToken(outcome.token);
        set({ phase: 'loggedIn', password: '', notice: null, workspace: true });
        return;
      }
      const detail = outcome.kind === 'denied' ? outcome.error : outcome.message;
      set({ phase: 'loggedOut', notice: detail ? { text: LOGIN_FAILED, detail } : { text: LOGIN_FAILED } });
    },
    /** Logout clears the token and the password. */
    logout() {
      deps.clearToken();
      set({ phase: 'loggedOut', password: '', notice: null, workspace: false });
    },
    expire,
    /**
     * Keeps the fresh token a password change or "sign out everywhere" answered: the token in use
     * until then is revoked, and this tab carries on with the new one.
     */
    renew(token: string) {
      deps.saveToken(token);
    },
    /**
     * Runs a write with the current token. No token, or a 401 to this very token, ends the session;
     * the error still reaches the caller, so its form shows its own failure and keeps its draft.
     */
    async authorized<T>(write: (token: string) => Promise<T>): Promise<T> {
      const token = deps.readToken();
      if (!token) {
        expire();
        throw new ApiError(SESSION_ENDED, 401);
      }
      try {
        return await write(token);
      } catch (error) {
        // A late 401 to a token already replaced by a new login must not end the new session.
        if (error instanceof ApiError && error.status === 401 && deps.readToken() === token) expire();
        throw error;
      }
    },
  };
}

export type AdminSession = ReturnType<typeof createAdminSession>;
