import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '../../../shared/api.js';
import { AppError } from '../errors.js';
import type { UserRecord } from '../ports.js';
import type { AuthContext } from './deps.js';
import type { Authenticated } from './ports.js';

/** The JWT only names a session; the session row is what makes it valid, so logout and resets end it at once. */
export async function issueSession(ctx: AuthContext, user: UserRecord): Promise<LoginResponse> {
  if (await ctx.suspended?.(user.username)) throw new AppError('forbidden', 'account_suspended');
  const sid = randomUUID();
  const expiresAt = ctx.clock() + ctx.tokenTtlMs;
  await ctx.store.sessions.create(sid, user.username, expiresAt);
  const token = await ctx.jwt.sign({ username: user.username, sid, role: user.role }, expiresAt);
  return { username: user.username, role: user.role, subscription: user.subscription, token, expiredAt: expiresAt };
}

export async function authenticate(ctx: AuthContext, token: string): Promise<Authenticated | null> {
  const claims = await ctx.jwt.verify(token);
  if (!claims) return null;
  const username = await ctx.store.sessions.find(claims.sid, ctx.clock());
  if (username === null || username !== claims.username) return null;
  return { username, sessionId: claims.sid, expiresAt: claims.expiresAt };
}

export async function logout(ctx: AuthContext, sessionId: string): Promise<void> {
  await ctx.store.sessions.delete(sessionId);
  ctx.sessionEnder.sessionEnded(sessionId);
}
