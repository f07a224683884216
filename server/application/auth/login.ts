import type { LoginResponse } from '../../../shared/api.js';
import { AppError } from '../errors.js';
import { findAccount, throttleKey } from './accounts.js';
import type { AuthContext } from './deps.js';
import { DUMMY_HASH, verifyPassword } from './password.js';
import { issueSession } from './session.js';

/**
 * Throttled per address, then per account and address, never per account alone: a limit shared by every
 * address would let anyone lock the owner out by typing wrong passwords for a public username (docs/api.md).
 */
export async function login(ctx: AuthContext, usernameEmail: string, password: string, ip: string): Promise<LoginResponse> {
  await ctx.throttle.attempt([
    [`login:ip:${ip}`, ctx.limits.loginPerIp],
    [`login:acct:${throttleKey(usernameEmail)}:${ip}`, ctx.limits.loginPerAccountAndIp],
  ]);
  const user = await findAccount(ctx, usernameEmail);
  // unknown accounts and Google-only accounts still pay for one hash, so timing does not tell them apart
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !user.passwordHash || !matches) throw new AppError('unauthorized', 'bad_credentials');
  // only after the password is right, so this answer does not reveal which e-mails are registered
  if (!user.verified) throw new AppError('forbidden', 'email_not_verified');
  return issueSession(ctx, user);
}
