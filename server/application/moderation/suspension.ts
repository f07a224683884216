import { AppError } from '../errors.js';
import type { Clock, Store } from '../ports.js';

/** Whether the person may not sign in now; a suspension whose time is over is lifted on the way. */
export function suspensionCheck(store: Store, clock: Clock) {
  return async (username: string): Promise<boolean> => {
    const until = await store.moderation.suspensions.get(username);
    if (until === undefined) return false;
    if (until === null || until > clock()) return true;
    await store.moderation.suspensions.delete(username);
    return false;
  };
}

/**
 * Suspends an account: it cannot sign in until `until` (null: until staff lift it), every session ends at once
 * and every socket of the person is disconnected, on every node (the user's room).
 */
export async function suspend(deps: { store: Store; clock: Clock; disconnectUser: (username: string) => void }, username: string, until: number | null) {
  if (until !== null && until <= deps.clock()) throw new AppError('invalid', 'suspension_in_past', { field: 'until' });
  await deps.store.moderation.suspensions.put(username, until);
  await deps.store.sessions.deleteForUser(username);
  deps.disconnectUser(username);
}
