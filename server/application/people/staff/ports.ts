import type { Broadcaster } from '../../broadcaster.js';
import type { Clock, Store } from '../../ports.js';

/** Role and subscription changes by staff. */
export interface StaffPorts {
  store: Pick<Store, 'users' | 'profiles'>;
  clock: Clock;
  broadcaster: Pick<Broadcaster, 'accountChanged'>;
}
