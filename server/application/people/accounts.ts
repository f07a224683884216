import { AppError } from '../errors.js';
import type { Store, UserRecord } from '../ports.js';
import { isAdmin } from './views.js';

/** The only repository the account lookups read, so every capability can pass its own narrow store. */
type UserLookup = Pick<Store, 'users'>;

/** Everyone who is not staff gets the same 404 as a route that does not exist, so the admin surface cannot be probed. */
export async function requireAdmin(store: UserLookup, username: string): Promise<UserRecord> {
  const user = await store.users.byUsername(username);
  if (!user || !isAdmin(user)) throw new AppError('not_found', 'route_not_found');
  return user;
}

export async function targetUser(store: UserLookup, username: string): Promise<UserRecord> {
  const user = await store.users.byUsername(username);
  if (!user) throw new AppError('not_found', 'user_not_found');
  return user;
}
