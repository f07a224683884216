import { create } from 'zustand';
import type { LoginResponse } from '../../../../../shared/api';
import { getCookie, removeCookie, setCookie } from '../../../lib/cookies';
import {
  LOGOUT_COOKIES,
  restoreSession,
  SESSION_COOKIES,
  sessionCookies,
  type Session,
} from './session-logic';

type Nullable<T> = { [K in keyof T]: T[K] | null };

interface SessionState extends Nullable<Session> {
  login: (response: LoginResponse) => void;
  /** clears cookies and state; navigating to /login is the caller's job */
  logout: () => void;
  setUsername: (username: string) => void;
  /** the role and subscription as the server has them now (GET /api/users/me): staff may change them */
  setAccount: (role: Session['role'], subscription: Session['subscription']) => void;
}

const EMPTY: Nullable<Session> = { username: null, role: null, subscription: null, expiredAt: null };

function initialSession(): Nullable<Session> {
  const restored = restoreSession(getCookie, Date.now());
  if (restored) return restored;
  for (const name of SESSION_COOKIES) removeCookie(name);
  return EMPTY;
}

/** The signed-in user (username set: signed in): username, role, subscription and expiredAt (epoch ms), mirrored in cookies. */
export const useSession = create<SessionState>()((set, get) => ({
  ...initialSession(),
  login: (response) => {
    for (const [name, value] of Object.entries(sessionCookies(response))) setCookie(name, value);
    set({
      username: response.username,
      role: response.role,
      subscription: response.subscription,
      expiredAt: response.expiredAt,
    });
  },
  logout: () => {
    for (const name of LOGOUT_COOKIES) removeCookie(name);
    set(EMPTY);
  },
  setUsername: (username) => {
    setCookie('username', username);
    set({ username });
  },
  setAccount: (role, subscription) => {
    if (!get().username) return;
    setCookie('role', role);
    setCookie('subscription', subscription);
    if (get().role !== role || get().subscription !== subscription) set({ role, subscription });
  },
}));
