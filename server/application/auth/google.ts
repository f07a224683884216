import { randomInt } from 'node:crypto';
import type { LoginResponse } from '../../../shared/api.js';
import { USERNAME_MAX, USERNAME_MIN, type Language } from '../../../shared/validation.js';
import { AppError } from '../errors.js';
import { DuplicateUser, type UserRecord } from '../ports.js';
import type { AuthContext } from './deps.js';
import type { GoogleIdentity } from './ports.js';
import { issueSession } from './session.js';

const BASE_MAX = USERNAME_MAX - 6;
const MAX_TRIES = 30;

const randomDigits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** The first try is the bare local part (if long enough); later tries add 4, then 6, random digits. */
export function usernameCandidate(email: string, attempt: number): string {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, BASE_MAX);
  const pad = Math.max(0, USERNAME_MIN - base.length);
  const digits = attempt === 0 ? pad : Math.max(pad, attempt < 10 ? 4 : 6);
  return base + randomDigits(digits);
}

const googleUser = (identity: GoogleIdentity, username: string, language: Language, now: number): UserRecord => ({
  username,
  email: identity.email,
  passwordHash: null,
  role: 'user',
  subscription: 'basic',
  verified: true,
  googleSub: identity.sub,
  language,
  createdAt: now,
});

/** Returns the user made, or the one a concurrent request made first for the same Google account. */
async function createGoogleUser(ctx: AuthContext, identity: GoogleIdentity, language: Language): Promise<UserRecord> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const username = usernameCandidate(identity.email, attempt);
    if (await ctx.store.users.byUsername(username)) continue;
    const user = googleUser(identity, username, language, ctx.clock());
    try {
      await ctx.store.users.create(user);
      return user;
    } catch (error) {
      if (!(error instanceof DuplicateUser)) throw error;
      if (error.field === 'email') throw new AppError('conflict', 'account_exists');
      if (error.field === 'googleSub') {
        const winner = await ctx.store.users.byGoogleSub(identity.sub);
        if (winner) return winner;
        throw error;
      }
    }
  }
  throw new Error('no free username found for a Google sign-up');
}

/** Never links a Google identity to an existing account by e-mail: that would let whoever controls the
 * Google account take over a password account registered with the same address. */
export async function googleLogin(ctx: AuthContext, accessToken: string, language: Language): Promise<LoginResponse> {
  const identity = await ctx.google.identify(accessToken);
  if (!identity) throw new AppError('unauthorized', 'google_token_invalid');
  if (!identity.emailVerified) throw new AppError('forbidden', 'google_email_unverified');
  const known = await ctx.store.users.byGoogleSub(identity.sub);
  if (known) return issueSession(ctx, known);
  if (await ctx.store.users.byEmail(identity.email)) throw new AppError('conflict', 'account_exists');
  return issueSession(ctx, await createGoogleUser(ctx, identity, language));
}
