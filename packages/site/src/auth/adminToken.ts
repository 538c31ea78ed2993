/** The owner's token lives in local storage under this key. */
export const ADMIN_TOKEN_KEY = 'adminToken';

export function readAdminToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveAdminToken(token: string): void {
  try {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode, quota): the session still works until the tab closes.
  }
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
