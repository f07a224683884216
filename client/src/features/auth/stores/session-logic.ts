import type { LoginResponse } from '../../../../../shared/api';
import type { Role, Subscription } from '../../../../../shared/validation';

/**
 * The auth session as kept in cookies and state: SPEC's fields, readable by the client. The token itself is
 * only in the HttpOnly cookie the server sets at login, out of every script's reach.
 */
export interface Session {
  username: string;
  role: Role;
  subscription: Subscription;
  expiredAt: number;
}

export const SESSION_COOKIES = ['username', 'role', 'subscription', 'expiredAt'] as const;
export type SessionCookie = (typeof SESSION_COOKIES)[number];

/** What logout removes (SPEC §4): the subscription cookie stays; the server clears the token's. */
export const LOGOUT_COOKIES: readonly SessionCookie[] = ['username', 'role', 'expiredAt'];

/**
 * A session restored from cookies needs username, role and expiredAt all present, with expiredAt a number in
 * the future; anything else is no session (and the caller clears every session cookie).
 */
export function restoreSession(read: (name: SessionCookie) => string | null, now: number): Session | null {
  const username = read('username');
  const role = read('role');
  const expiredAtRaw = read('expiredAt');
  if (!username || !role || !expiredAtRaw) return null;
  const expiredAt = Number(expiredAtRaw);
  if (!Number.isFinite(expiredAt) || expiredAt <= now) return null;
  const subscription = read('subscription') === 'user-premium' ? 'user-premium' : 'basic';
  return { username, role: role as Role, subscription, expiredAt };
}

/** The cookie values a login writes. */
export function sessionCookies(response: LoginResponse): Record<SessionCookie, string> {
  return {
    username: response.username,
    role: response.role,
    subscription: response.subscription,
    expiredAt: String(response.expiredAt),
  };
}

export function isPremium(session: Pick<Session, 'role' | 'subscription'> | null): boolean {
  return session !== null && (session.subscription === 'user-premium' || session.role === 'user-premium');
}
