import { render } from '@testing-library/react';
import { login } from '../http/loginApi';
import { adminHandlers, resetAdminApi } from '../mocks/adminMocks';
import { MemoryRouter } from '../routing';
import type { AdminTab } from '../screens/Admin/AdminWorkspace';
import { AdminRoute } from '../screens/Admin/AdminRoute';
import { type AdminSession, createAdminSession } from '../screens/Admin/logic/adminSession';
import type { AdminVariant } from '../screens/Admin/variants';
import { server } from './mswServer';

/** The admin stories' in-memory API (`mocks/adminMocks.ts`), back at its fixtures: call it before each test. */
export function serveAdminApi(): void {
  resetAdminApi();
  server.use(...adminHandlers);
}

/**
 * An admin session for tests: the token lives in memory instead of local storage (`null`: logged
 * out), and logging in calls the API.
 */
export function sessionWith(token: string | null): AdminSession {
  let stored = token;
  return createAdminSession({
    readToken: () => stored,
    saveToken: (next) => {
      stored = next;
    },
    clearToken: () => {
      stored = null;
    },
    login: (password) => login(password),
  });
}

/** The admin page with this session, opened at a tab. */
export function renderAdminPage(session: AdminSession, variant: AdminVariant, initialTab: AdminTab) {
  return render(
    <MemoryRouter>
      <AdminRoute variant={variant} session={session} initialTab={initialTab} />
    </MemoryRouter>,
  );
}
