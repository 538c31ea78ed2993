import { useState } from 'react';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import type { AdminTab } from './AdminWorkspace';
import { AdminScreen } from './AdminScreen';
import { type AdminSession, createAdminSession } from './logic/adminSession';
import { ADMIN_VARIANTS, type AdminVariant } from './variants';

export interface AdminRouteProps {
  /** `simple` for `/admin` (the default), `clean` for `/admin-clean`. */
  readonly variant?: AdminVariant;
  /** Stories and tests open a tab directly. */
  readonly initialTab?: AdminTab;
  /** Stories and tests pass their own session; the site makes one per visit. */
  readonly session?: AdminSession;
}

/** `/admin`: the simple, light admin. The session (it reads the stored token) is made here, once per visit. */
export function AdminRoute({ variant = 'simple', initialTab, session: givenSession }: AdminRouteProps) {
  const [session] = useState(() => givenSession ?? createAdminSession());
  useDocumentTitle(ADMIN_VARIANTS[variant].title);
  return <AdminScreen variant={variant} initialTab={initialTab} session={session} />;
}

/** `/admin-clean`: the fuller, dark admin (where the terminal's `admin` command lands). */
export function AdminCleanRoute() {
  return <AdminRoute variant="clean" />;
}
