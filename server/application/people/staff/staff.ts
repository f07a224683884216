import type { Role } from '../../../../shared/validation.js';
import { AppError } from '../../errors.js';
import type { Store } from '../../ports.js';
import { requireAdmin, targetUser } from '../accounts.js';
import { emptyProfile, isVerified } from '../views.js';
import type { StaffPorts } from './ports.js';

const STAFF_ROLES: readonly Role[] = ['admin', 'superadmin'];

async function accountView(store: StaffPorts['store'], username: string) {
  const user = await targetUser(store, username);
  return { username: user.username, role: user.role, subscription: user.subscription, verified: isVerified(user, await store.profiles.get(user.username)) };
}

/** The badge follows the role: becoming a professional sets it, leaving the role clears it (also used by the admin CLI). */
export async function syncBadge(store: Pick<Store, 'profiles'>, username: string, role: Role, now: number): Promise<void> {
  const profile = await store.profiles.get(username);
  const verified = role === 'professional';
  if (!profile && !verified) return;
  if (profile?.verified === verified) return;
  await store.profiles.put({ ...(profile ?? emptyProfile(username, now)), verified, updatedAt: now });
}

/** Role and subscription changes by staff. The role is read from the store on every request, so it applies at once. */
export function createStaff(deps: StaffPorts) {
  const { store } = deps;

  /** The person's open tabs hear of the change at once: a new diary, a staff area, or their loss. */
  async function announced(username: string) {
    const view = await accountView(store, username);
    deps.broadcaster.accountChanged(view.username, { role: view.role, subscription: view.subscription });
    return view;
  }

  return {
    requireAdmin: (username: string) => requireAdmin(store, username),

    async setRole(actorName: string, username: string, role: Role) {
      const actor = await requireAdmin(store, actorName);
      const target = await targetUser(store, username);
      if (target.username.toLowerCase() === actor.username.toLowerCase()) throw new AppError('forbidden', 'own_role');
      const touchesStaff = STAFF_ROLES.includes(role) || STAFF_ROLES.includes(target.role);
      if (touchesStaff && actor.role !== 'superadmin') throw new AppError('forbidden', 'superadmin_required');
      await store.users.update(target.username, { role });
      await syncBadge(store, target.username, role, deps.clock());
      return announced(target.username);
    },

    async setSubscription(actorName: string, username: string, subscription: 'basic' | 'premium' | 'user-premium') {
      await requireAdmin(store, actorName);
      const target = await targetUser(store, username);
      await store.users.update(target.username, { subscription: subscription === 'basic' ? 'basic' : 'user-premium' });
      return announced(target.username);
    },
  };
}

export type Staff = ReturnType<typeof createStaff>;
