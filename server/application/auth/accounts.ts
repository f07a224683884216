import type { Store, UserRecord } from '../ports.js';

/** An input with '@' is an e-mail, anything else a username; both are matched case-insensitively by the store. */
export function findAccount(store: Store, usernameEmail: string): Promise<UserRecord | null> {
  const input = usernameEmail.trim();
  return input.includes('@') ? store.users.byEmail(input) : store.users.byUsername(input);
}

/** Throttle keys use the input as typed (lowercased), never the resolved account: a shared key would tell an
 * attacker that an e-mail and a public username belong to the same person. */
export const throttleKey = (usernameEmail: string) => usernameEmail.trim().toLowerCase();
