import type { RegisterUserBody } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';
import { DEFAULT_LIMITS, noSessionEnder, type AuthContext, type AuthDeps } from './deps.js';
import { googleLogin } from './google.js';
import { createJwt } from './jwt.js';
import { login } from './login.js';
import type { TokenAuthenticator } from './ports.js';
import { register, verify } from './register.js';
import { rememberPassword, resetPassword } from './reset.js';
import { authenticate, logout } from './session.js';
import { createThrottle } from './throttle.js';

export type { AuthDeps, AuthLimits } from './deps.js';

export function createAuthService(deps: AuthDeps) {
  const { limits, jwtSecret, sessionEnder, ...rest } = deps;
  const ctx: AuthContext = {
    ...rest,
    sessionEnder: sessionEnder ?? noSessionEnder,
    jwt: createJwt(jwtSecret, { clock: deps.clock }),
    throttle: createThrottle(deps.store.counters, deps.clock),
    limits: { ...DEFAULT_LIMITS, ...limits },
  };
  const service = {
    register: (body: RegisterUserBody, language: Language, ip: string) => register(ctx, body, language, ip),
    verify: (token: string) => verify(ctx, token),
    login: (usernameEmail: string, password: string, ip: string) => login(ctx, usernameEmail, password, ip),
    logout: (sessionId: string) => logout(ctx, sessionId),
    authenticate: (token: string) => authenticate(ctx, token),
    rememberPassword: (usernameEmail: string, ip: string, language: Language) => rememberPassword(ctx, usernameEmail, ip, language),
    resetPassword: (token: string, password: string) => resetPassword(ctx, token, password),
    googleLogin: (accessToken: string, language: Language) => googleLogin(ctx, accessToken, language),
  };
  return service satisfies TokenAuthenticator;
}

export type AuthService = ReturnType<typeof createAuthService>;
