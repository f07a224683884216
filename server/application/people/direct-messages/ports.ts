import type { Broadcaster } from '../../broadcaster.js';
import type { ChatActions } from '../../chats/chat-actions.js';
import type { ChatService } from '../../chats/chat-service.js';
import type { Clock, Store } from '../../ports.js';

/** Direct messages ride on the ordinary chat use cases; the pair's chat is remembered in `directs`. */
export interface DirectMessagesPorts {
  store: Pick<Store, 'users' | 'directs' | 'notifications'>;
  chats: Pick<ChatService, 'readable' | 'postMessage' | 'getInfo' | 'createPrivateChat'>;
  actions: Pick<ChatActions, 'share' | 'deleteChat'>;
  broadcaster: Pick<Broadcaster, 'notification' | 'chatsChanged'>;
  clock: Clock;
}
