import type { ChatService } from '../../chats/chat-service.js';
import type { Social } from '../../chats/social.js';
import type { Clock, Store } from '../../ports.js';

/** Profiles, avatars and ratings: what they read and write, nothing more. */
export interface ProfilesPorts {
  store: Pick<Store, 'users' | 'profiles' | 'applications' | 'uploads' | 'ratings' | 'chats'>;
  clock: Clock;
  chats: Pick<ChatService, 'listMine'>;
  social: Pick<Social, 'withFollowed'>;
}
