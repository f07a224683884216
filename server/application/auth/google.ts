import { randomInt } from 'node:crypto';
import type { LoginResponse } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';
import { AppError } from '../errors.js';
import { DuplicateUser, type UserRecord } from '../ports.js';
import type { AuthContext } from './deps.js';
import type { GoogleIdentity } from './ports.js';
import { issueSession } from './session.js';

const MAX_TRIES = 30;
const DIGITS = 8;

const randomDigits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** Usernames are public, so a Google account gets an anonymous one: nothing of the e-mail shows through. */
export function usernameCandidate(): string {
  return `user${randomDigits(DIGITS)}`;
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
    const username = usernameCandidate();
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
