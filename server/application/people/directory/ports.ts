import type { Store } from '../../ports.js';

/** The directory of verified professionals reads profiles, accounts and ratings, and writes nothing. */
export interface DirectoryPorts {
  store: Pick<Store, 'users' | 'profiles' | 'ratings'>;
}
