import type { ChatService } from '../../chats/chat-service.js';
import type { Social } from '../../chats/social.js';
import type { Store } from '../../ports.js';

/** Professionals' advanced search over public chats and chats shared with them. */
export interface ProfessionalSearchPorts {
  store: Pick<Store, 'users' | 'chats'>;
  chats: Pick<ChatService, 'getInfo'>;
  social: Pick<Social, 'withFollowed'>;
}
