import { randomUUID } from 'node:crypto';
import { RegisterUserBody } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';
import { AppError } from '../errors.js';
import { DuplicateUser, type UserRecord } from '../ports.js';
import { inboxKey, live } from './accounts.js';
import type { AuthContext } from './deps.js';
import { signUpAttemptMail, verifyMail } from './mails.js';
import { consumeOneTime, issueOneTime, link, VERIFY_TTL_MS } from './one-time.js';
import { hashPassword } from './password.js';
import { checked } from './validate.js';

/** Never a deliverable address: the placeholder of a sign-up that met a known e-mail (see `register`). */
const UNDELIVERABLE = 'signup-attempt.invalid';

const usernameTaken = () => new AppError('conflict', 'username_taken');

async function newUser(body: RegisterUserBody, email: string, language: Language, now: number): Promise<UserRecord> {
  return {
    username: body.username,
    email,
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
    // Two sign-ups racing for the same name pass the checks above; the store's unique index decides. A race on
    // the e-mail is answered as a taken name: saying "e-mail taken" is what this use case must never do.
    if (error instanceof DuplicateUser) throw usernameTaken();
    throw error;
  }
}

/** Undone when the mail cannot leave, so the person can simply sign up again with the same name. */
async function sendOrUndo(ctx: AuthContext, user: UserRecord, send: () => Promise<void>) {
  try {
    await send();
  } catch {
    ctx.log('auth: sign-up mail could not be sent; registration undone');
    await ctx.store.tokens.deleteForUser(user.username, 'verify');
    await ctx.store.users.delete(user.username);
    throw new AppError('unavailable', 'mail_unavailable');
  }
}

/**
 * A known e-mail is answered exactly as a new one: whether an address has an account is itself sensitive here.
 * Its owner is told by mail instead, and the name is held by an unverified placeholder that can never be
 * verified, so that signing in with it, or taking the name again, answers as it would after a real sign-up.
 * The placeholder expires like any unverified account.
 */
export async function register(
  ctx: AuthContext, input: RegisterUserBody, language: Language, ip: string,
): Promise<{ username: string; created: boolean }> {
  const body = checked(RegisterUserBody, input);
  await ctx.throttle.attempt([
    [`signup:ip:${ip}`, ctx.limits.signUpPerIp],
    [`signup:email:${inboxKey(body.email)}`, ctx.limits.signUpPerEmail],
  ]);
  if (await live(ctx, await ctx.store.users.byUsername(body.username))) throw usernameTaken();
  const owner = await live(ctx, await ctx.store.users.byEmail(body.email));
  const now = ctx.clock();
  const email = owner ? `${randomUUID()}@${UNDELIVERABLE}` : body.email;
  const user = await newUser(body, email, language, now);
  await create(ctx, user);
  if (owner) {
    await sendOrUndo(ctx, user, () => ctx.mailer.send(signUpAttemptMail(owner.email, owner.language, ctx.publicUrl)));
  } else {
    const token = await issueOneTime(ctx.store, 'verify', user.username, now + VERIFY_TTL_MS);
    await sendOrUndo(ctx, user, () => ctx.mailer.send(verifyMail(user.email, user.language, link(ctx.publicUrl, '/signup/verify', token))));
  }
  // `created` stays inside the server: the answer to the client is the same either way
  return { username: user.username, created: !owner };
}

export async function verify(ctx: AuthContext, token: string): Promise<{ username: string }> {
  const username = await consumeOneTime(ctx.store, 'verify', token, ctx.clock());
  const user = username ? await ctx.store.users.byUsername(username) : null;
  if (!user) throw new AppError('invalid', 'token_invalid');
  if (!user.verified) await ctx.store.users.update(user.username, { verified: true });
  return { username: user.username };
}
