import type { LoginResponse } from '../../../../../shared/api';
import type { Role, Subscription } from '../../../../../shared/validation';

/** The auth session as kept in cookies and state. */
export interface Session {
  username: string;
  role: Role;
  subscription: Subscription;
  token: string;
  expiredAt: number;
}

export const SESSION_COOKIES = ['username', 'role', 'subscription', 'token', 'expiredAt'] as const;
export type SessionCookie = (typeof SESSION_COOKIES)[number];

/** What logout removes (SPEC §4): the subscription cookie stays. */
export const LOGOUT_COOKIES: readonly SessionCookie[] = ['username', 'role', 'token', 'expiredAt'];

/**
 * A session restored from cookies needs username, role, token and expiredAt all present, with expiredAt a
 * number in the future; anything else is no session (and the caller clears every session cookie).
 */
export function restoreSession(read: (name: SessionCookie) => string | null, now: number): Session | null {
  const username = read('username');
  const role = read('role');
  const token = read('token');
  const expiredAtRaw = read('expiredAt');
  if (!username || !role || !token || !expiredAtRaw) return null;
  const expiredAt = Number(expiredAtRaw);
  if (!Number.isFinite(expiredAt) || expiredAt <= now) return null;
  const subscription = read('subscription') === 'user-premium' ? 'user-premium' : 'basic';
  return { username, role: role as Role, subscription, token, expiredAt };
}

/** The cookie values a login writes. */
export function sessionCookies(response: LoginResponse): Record<SessionCookie, string> {
  return {
    username: response.username,
    role: response.role,
    subscription: response.subscription,
    token: response.token,
    expiredAt: String(response.expiredAt),
  };
}

export function isPremium(session: Pick<Session, 'role' | 'subscription'> | null): boolean {
  return session !== null && (session.subscription === 'user-premium' || session.role === 'user-premium');
}
