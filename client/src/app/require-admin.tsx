import type { ReactNode } from 'react';
import { useSession } from '../features/auth/stores/session-store';
import { ErrorPage } from './error-page';

export const isAdminRole = (role: string | null): boolean => role === 'admin' || role === 'superadmin';

/** Staff pages: admins and superadmins only; everyone else gets the 404 page (as the server answers them). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useSession((s) => s.role);
  const signedIn = useSession((s) => s.username !== null);
  return signedIn && isAdminRole(role) ? <>{children}</> : <ErrorPage code={404} />;
}
