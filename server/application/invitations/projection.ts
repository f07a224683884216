import { randomUUID } from 'node:crypto';
import type { RecordedChatEvent } from '../../../shared/events.js';
import type { Deliver } from '../notifications/delivery.js';
import type { Broadcaster } from '../broadcaster.js';
import { notificationTitle } from '../notifications/notification-title.js';
import type { ChatView } from '../chats/chat-cache.js';
import type { Clock, Store } from '../ports.js';

/**
 * Follows the chat streams (after each append) to keep the invitation list and tell the invitee. The person
 * invited gets the invitation and nothing else of the chat until they accept (the notifier only tells readers).
 */
export function createInvitationProjection(deps: { store: Store; broadcaster: Broadcaster; clock: Clock; deliver: Deliver }) {
  async function invited(e: Extract<RecordedChatEvent, { type: 'member_invited' }>, view: ChatView) {
    const owner = view.state.owner;
    await deps.store.invitations.add(e.data.users.map((username) => ({ chatId: e.chatId, username, owner, case: e.data.case, at: e.at })));
    for (const username of e.data.users) {
      await deps.deliver({
        type: 'invitation', key: `invitation:${randomUUID()}`, title: notificationTitle(view), message: owner, owner: username,
        created_at_timestamp: deps.clock(), chat_id: e.chatId, message_id: null,
      });
    }
    deps.broadcaster.chatsChanged(e.data.users);
  }

  /** An answered or withdrawn invitation leaves no entry behind, in the list or in the notifications. */
  async function settled(chatId: string, username: string) {
    await deps.store.invitations.remove(chatId, username);
    await deps.store.notifications.clearChat(username, chatId);
    deps.broadcaster.notificationCleared(username, chatId);
  }

  return async function project(recorded: RecordedChatEvent[], view: ChatView) {
    for (const e of recorded) {
      if (e.type === 'member_invited') await invited(e, view);
      else if (e.type === 'invitation_accepted' || e.type === 'invitation_declined') await settled(e.chatId, e.data.user);
      else if (e.type === 'share_revoked' && e.data.scope !== 'public') await deps.store.invitations.deleteForChat(e.chatId);
    }
  };
}
