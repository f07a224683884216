import type { Social } from '../../chats/social.js';
import type { Store } from '../../ports.js';

/** Recommended chats and professionals. */
export interface RecommendationsPorts {
  store: Pick<Store, 'users' | 'chats' | 'profiles' | 'ratings'>;
  social: Pick<Social, 'withFollowed'>;
}
