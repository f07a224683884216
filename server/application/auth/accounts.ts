import type { UserRecord } from '../ports.js';
import type { AuthContext } from './deps.js';
import { VERIFY_TTL_MS } from './one-time.js';

/** An account never verified is gone once its verification link has expired: its name and e-mail are free again. */
export const UNVERIFIED_TTL_MS = VERIFY_TTL_MS;

/** Deletes an expired unverified account when it is met, so no sweep is needed to free its name and e-mail. */
export async function live(ctx: Pick<AuthContext, 'store' | 'clock'>, user: UserRecord | null): Promise<UserRecord | null> {
  if (!user || user.verified || ctx.clock() - user.createdAt < UNVERIFIED_TTL_MS) return user;
  await ctx.store.tokens.deleteForUser(user.username, 'verify');
  await ctx.store.users.delete(user.username);
  return null;
}

/** An input with '@' is an e-mail, anything else a username; both are matched case-insensitively by the store. */
export async function findAccount(ctx: Pick<AuthContext, 'store' | 'clock'>, usernameEmail: string): Promise<UserRecord | null> {
  const input = usernameEmail.trim();
  return live(ctx, await (input.includes('@') ? ctx.store.users.byEmail(input) : ctx.store.users.byUsername(input)));
}

/** Throttle keys use the input as typed (lowercased), never the resolved account: a shared key would tell an
 * attacker that an e-mail and a public username belong to the same person. */
export const throttleKey = (usernameEmail: string) => usernameEmail.trim().toLowerCase();

/** One inbox, one key: plus-addressing (ana+1@, ana+2@) must not multiply the sign-ups an address may get. */
export function inboxKey(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}
