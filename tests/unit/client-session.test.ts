import { describe, expect, it } from 'vitest';
import {
  isPremium,
  LOGOUT_COOKIES,
  restoreSession,
  sessionCookies,
  type SessionCookie,
} from '../../client/src/features/auth/stores/session-logic';

const NOW = 1_750_000_000_000;

const reader = (values: Partial<Record<SessionCookie, string>>) => (name: SessionCookie) => values[name] ?? null;

describe('session restore', () => {
  const full = { username: 'alice', role: 'user', subscription: 'basic', expiredAt: String(NOW + 60_000) };

  it('restores when username, role and expiredAt are present and not expired (the token is in an HttpOnly cookie)', () => {
    expect(restoreSession(reader(full), NOW)).toEqual({
      username: 'alice', role: 'user', subscription: 'basic', expiredAt: NOW + 60_000,
    });
  });

  it('defaults the subscription to basic when its cookie is missing', () => {
    const { subscription: _, ...rest } = full;
    expect(restoreSession(reader(rest), NOW)?.subscription).toBe('basic');
  });

  it.each(['username', 'role', 'expiredAt'] as const)('gives no session without %s', (name) => {
    expect(restoreSession(reader({ ...full, [name]: undefined }), NOW)).toBeNull();
  });

  it('gives no session when expired or unreadable', () => {
    expect(restoreSession(reader({ ...full, expiredAt: String(NOW) }), NOW)).toBeNull();
    expect(restoreSession(reader({ ...full, expiredAt: 'soon' }), NOW)).toBeNull();
  });

  it('writes every field but the token on login and removes all but the subscription on logout', () => {
    expect(sessionCookies({ username: 'bob', role: 'user', subscription: 'user-premium', token: 't', expiredAt: 5 })).toEqual({
      username: 'bob', role: 'user', subscription: 'user-premium', expiredAt: '5',
    });
    expect([...LOGOUT_COOKIES].sort()).toEqual(['expiredAt', 'role', 'username']);
  });

  it('recognises premium by subscription or role', () => {
    expect(isPremium({ role: 'user', subscription: 'basic' })).toBe(false);
    expect(isPremium({ role: 'user', subscription: 'user-premium' })).toBe(true);
    expect(isPremium({ role: 'user-premium', subscription: 'basic' })).toBe(true);
    expect(isPremium(null)).toBe(false);
  });
});
