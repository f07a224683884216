import type { Broadcaster } from '../../broadcaster.js';
import type { ChatActions } from '../../chats/chat-actions.js';
import type { ChatCache } from '../../chats/chat-cache.js';
import type { ChatStreams } from '../../chats/chat-streams.js';
import type { Store } from '../../ports.js';

/** Erasure reaches every record keyed by a person, so its store is nearly the whole store; the rest is narrow. */
export interface ErasurePorts {
  store: Pick<Store, 'users' | 'sessions' | 'tokens' | 'counters' | 'chats' | 'events' | 'follows' | 'invitations' | 'notifications' | 'mutes' | 'moderation'
    | 'profiles' | 'applications' | 'uploads' | 'ratings' | 'directs' | 'contacts' | 'newsletter' | 'scrub'>;
  /** keys the erasure pseudonyms (a key derived from it, never the secret itself) */
  linkSecret: Uint8Array;
  streams: Pick<ChatStreams, 'withLock' | 'execute'>;
  cache: Pick<ChatCache, 'discard'>;
  actions: Pick<ChatActions, 'deleteChat'>;
  broadcaster: Pick<Broadcaster, 'evict' | 'chatsChanged'>;
  /** ends the live sockets of an erased account */
  disconnectUser: (username: string) => void;
}
