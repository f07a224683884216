import type { Broadcaster } from '../../broadcaster.js';
import type { ChatActions } from '../../chats/chat-actions.js';
import type { ChatService } from '../../chats/chat-service.js';
import type { Social } from '../../chats/social.js';
import type { Clock, Store } from '../../ports.js';

/** Direct messages ride on the ordinary chat use cases; the pair's chat is remembered in `directs`. */
export interface DirectMessagesPorts {
  /** `moderation`: someone who blocked the sender is not reachable (issue 14) */
  store: Pick<Store, 'users' | 'directs' | 'moderation'>;
  chats: Pick<ChatService, 'readable' | 'postMessage' | 'getInfo' | 'createPrivateChat'>;
  actions: Pick<ChatActions, 'share' | 'deleteChat'>;
  broadcaster: Pick<Broadcaster, 'chatsChanged'>;
  /** the other side hears through the one delivery step (collapsed entries, mutes, the push cap) */
  social: Pick<Social, 'deliver'>;
  clock: Clock;
}
