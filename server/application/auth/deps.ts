import type { Clock, Mailer, Store } from '../ports.js';
import type { Jwt } from './jwt.js';
import type { GoogleVerifier, SessionEnder } from './ports.js';
import type { Throttle } from './throttle.js';

export interface AuthLimits {
  /** attempts per fixed 15-minute window; login has no limit per account alone (login.ts says why) */
  loginPerAccountAndIp: number;
  loginPerIp: number;
  rememberPerAccount: number;
  rememberPerIp: number;
  signUpPerIp: number;
  /** per inbox: plus-addressed variants of one address count together */
  signUpPerEmail: number;
}

export const DEFAULT_LIMITS: AuthLimits = {
  loginPerAccountAndIp: 10, loginPerIp: 50, rememberPerAccount: 5, rememberPerIp: 20, signUpPerIp: 10, signUpPerEmail: 3,
};

export interface AuthDeps {
  store: Store;
  mailer: Mailer;
  clock: Clock;
  jwtSecret: Uint8Array;
  tokenTtlMs: number;
  publicUrl: string;
  google: GoogleVerifier;
  log: (line: string) => void;
  limits?: Partial<AuthLimits>;
  /** absent where nothing stays connected (scripts, unit tests) */
  sessionEnder?: SessionEnder;
  /** whether staff suspended the account (issue 14): no session is issued to it; absent: nobody is */
  suspended?: (username: string) => Promise<boolean>;
}

export const noSessionEnder: SessionEnder = { sessionEnded: () => undefined, userSessionsEnded: () => undefined };

/** What the use cases share once the service is built. */
export interface AuthContext extends Omit<AuthDeps, 'limits' | 'jwtSecret' | 'sessionEnder'> {
  sessionEnder: SessionEnder;
  jwt: Jwt;
  throttle: Throttle;
  limits: AuthLimits;
}
