import { RegisterUserBody } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';
import { AppError } from '../errors.js';
import { DuplicateUser, type UserRecord } from '../ports.js';
import type { AuthContext } from './deps.js';
import { verifyMail } from './mails.js';
import { consumeOneTime, issueOneTime, link, VERIFY_TTL_MS } from './one-time.js';
import { hashPassword } from './password.js';
import { checked } from './validate.js';

const taken = (field: 'username' | 'email' | 'googleSub') =>
  new AppError('conflict', field === 'email' ? 'email_taken' : 'username_taken');

async function newUser(body: RegisterUserBody, language: Language, now: number): Promise<UserRecord> {
  return {
    username: body.username,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    role: 'user',
    subscription: 'basic',
    verified: false,
    googleSub: null,
    language,
    createdAt: now,
  };
}

async function create(ctx: AuthContext, user: UserRecord) {
  try {
    await ctx.store.users.create(user);
  } catch (error) {
    // two sign-ups racing for the same name pass the checks above; the store's unique index decides
    if (error instanceof DuplicateUser) throw taken(error.field);
    throw error;
  }
}

/** Undone when the mail cannot leave, so the person can simply sign up again with the same name. */
async function sendOrUndo(ctx: AuthContext, user: UserRecord, token: string) {
  try {
    await ctx.mailer.send(verifyMail(user.email, user.language, link(ctx.publicUrl, '/signup/verify', token)));
  } catch {
    ctx.log('auth: verification mail could not be sent; registration undone');
    await ctx.store.tokens.deleteForUser(user.username, 'verify');
    await ctx.store.users.delete(user.username);
    throw new AppError('unavailable', 'mail_unavailable');
  }
}

export async function register(ctx: AuthContext, input: RegisterUserBody, language: Language): Promise<{ username: string }> {
  const body = checked(RegisterUserBody, input);
  if (await ctx.store.users.byUsername(body.username)) throw taken('username');
  if (await ctx.store.users.byEmail(body.email)) throw taken('email');
  const now = ctx.clock();
  const user = await newUser(body, language, now);
  await create(ctx, user);
  const token = await issueOneTime(ctx.store, 'verify', user.username, now + VERIFY_TTL_MS);
  await sendOrUndo(ctx, user, token);
  return { username: user.username };
}

export async function verify(ctx: AuthContext, token: string): Promise<{ username: string }> {
  const username = await consumeOneTime(ctx.store, 'verify', token, ctx.clock());
  const user = username ? await ctx.store.users.byUsername(username) : null;
  if (!user) throw new AppError('invalid', 'token_invalid');
  if (!user.verified) await ctx.store.users.update(user.username, { verified: true });
  return { username: user.username };
}
