import { AdminScreen } from './AdminScreen';

/** `/admin`: the simple, light admin. */
export function AdminRoute() {
  return <AdminScreen variant="simple" />;
}

/** `/admin-clean`: the fuller, dark admin (where the terminal's `admin` command lands). */
export function AdminCleanRoute() {
  return <AdminScreen variant="clean" />;
}
