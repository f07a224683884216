import type { ChatEventPayload, Notification } from '../../shared/socket.js';
import type { Role, Subscription } from '../../shared/validation.js';

/** How use cases reach live clients. The socket transport implements it; tests can record it. */
export interface Broadcaster {
  /**
   * To the chat's room; with `members`, the room's other sockets get `payload` and the members (owner and
   * private shares, through their own rooms) get `members.payload`, which may say whom the chat is shared with.
   */
  chatEvent(payload: ChatEventPayload, members?: { usernames: readonly string[]; payload: ChatEventPayload }): void;
  botToken(payload: { chatId: string; messageId: string; index: number; delta: string; thinking: boolean }): void;
  botDone(payload: { chatId: string; messageId: string; status: 'OK' | 'ERROR' | 'STOPPED' }): void;
  notification(username: string, notification: Notification): void;
  notificationCleared(username: string, chatId: string): void;
  chatsChanged(usernames: readonly string[]): void;
  accountChanged(username: string, account: { role: Role; subscription: Subscription }): void;
  /** tells every socket of `username` that the chat is no longer theirs (an invitation declined: issue 14) */
  chatRevoked(username: string, chatId: string): void;
  /** removes from the chat's room every socket whose user may no longer read it */
  evict(chatId: string, mayRead: (username: string | null) => boolean): Promise<void>;
}
