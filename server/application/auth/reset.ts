import { Password, type Language } from '../../../shared/validation.js';
import { AppError } from '../errors.js';
import type { UserRecord } from '../ports.js';
import { findAccount, throttleKey } from './accounts.js';
import type { AuthContext } from './deps.js';
import { resetMail } from './mails.js';
import { consumeOneTime, issueOneTime, link, RESET_TTL_MS } from './one-time.js';
import { hashPassword } from './password.js';
import { checked } from './validate.js';

async function mailQuietly(ctx: AuthContext, user: UserRecord, token: string, language: Language) {
  try {
    await ctx.mailer.send(resetMail(user.email, language, link(ctx.publicUrl, '/remember/password/verify', token)));
  } catch {
    ctx.log('auth: password reset mail could not be sent');
  }
}

/**
 * Always answers the same way. The mail is not awaited: how long SMTP takes must not tell whether the account exists.
 * Accounts without a password (Google sign-up) may use this to set one.
 */
export async function rememberPassword(ctx: AuthContext, usernameEmail: string, ip: string, language: Language): Promise<void> {
  await ctx.throttle.attempt([
    [`remember:ip:${ip}`, ctx.limits.rememberPerIp],
    [`remember:acct:${throttleKey(usernameEmail)}`, ctx.limits.rememberPerAccount],
  ]);
  const user = await findAccount(ctx, usernameEmail);
  if (!user) return;
  await ctx.store.tokens.deleteForUser(user.username, 'reset');
  const token = await issueOneTime(ctx.store, 'reset', user.username, ctx.clock() + RESET_TTL_MS);
  void mailQuietly(ctx, user, token, language);
}

export async function resetPassword(ctx: AuthContext, token: string, password: string): Promise<{ username: string }> {
  // checked before the token is spent, so a weak password does not burn the link
  const valid = checked(Password, password);
  const username = await consumeOneTime(ctx.store, 'reset', token, ctx.clock());
  const user = username ? await ctx.store.users.byUsername(username) : null;
  if (!user) throw new AppError('invalid', 'token_invalid');
  // the mail was read, which proves the address as well as the verify link would
  await ctx.store.users.update(user.username, { passwordHash: await hashPassword(valid), verified: true });
  await ctx.store.sessions.deleteForUser(user.username);
  ctx.sessionEnder.userSessionsEnded(user.username);
  await ctx.store.tokens.deleteForUser(user.username, 'reset');
  return { username: user.username };
}
