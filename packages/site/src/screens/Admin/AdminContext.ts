import { createContext, useContext } from 'react';
import type { AdminSession } from './logic/adminSession';
import type { AdminVariant } from './logic/messages';

export interface AdminContextValue {
  readonly session: AdminSession;
  /** simple: /admin, light and plain; clean: /admin-clean, dark and fuller. Same logic, two looks. */
  readonly variant: AdminVariant;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (value === null) throw new Error('useAdmin must be used inside an admin screen');
  return value;
}
