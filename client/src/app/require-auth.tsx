import type { ReactNode } from 'react';
import { SignInRequired } from '../features/auth/components/SignInRequired';
import { useSession } from '../features/auth/stores/session-store';

/** Login-required routes show the sign-in-required page when there is no session. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.username !== null);
  return signedIn ? <>{children}</> : <SignInRequired />;
}
