import { createContext, useContext } from 'react';
import type { AdminSession } from './logic/adminSession';
import type { AdminVariantRules } from './variants';

export interface AdminContextValue {
  readonly session: AdminSession;
  /** What this admin (simple: /admin, clean: /admin-clean) does differently (`variants.ts`). */
  readonly rules: AdminVariantRules;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (value === null) throw new Error('useAdmin must be used inside an admin screen');
  return value;
}
