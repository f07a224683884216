import { randomUUID } from 'node:crypto';
import type { RecordedChatEvent } from '../../../shared/events.js';
import type { Notification } from '../../../shared/socket.js';
import { canRead } from '../../domain/chat/access.js';
import type { Broadcaster } from '../broadcaster.js';
import type { Deliver } from '../notifications/delivery.js';
import type { Clock, Store } from '../ports.js';
import { notificationTitle } from '../notifications/notification-title.js';
import type { ChatView } from './chat-cache.js';

type Kind = Notification['type'];

/**
 * Who hears about a recorded event, and how. A person gets at most one notification per event, the most
 * specific one (a reply beats a share beats a new message), and never one for their own action.
 */
export function createNotifier(deps: { store: Store; broadcaster: Broadcaster; clock: Clock; deliver: Deliver }) {
  async function recipients(e: RecordedChatEvent, view: ChatView): Promise<Map<string, Kind>> {
    const to = new Map<string, Kind>();
    const add = (user: string | undefined, kind: Kind) => {
      if (user && user !== e.actor && !to.has(user) && canRead(view.state, user)) to.set(user, kind);
    };
    if (e.type === 'shared_private') for (const user of e.data.users) add(user, 'share');
    if (e.type === 'message_posted') {
      const answered = e.data.answerMessageId ? view.state.messages.get(e.data.answerMessageId) : undefined;
      if (answered?.sender === 'user') add(answered.author, 'reply');
      add(view.state.owner, 'message');
      // A chat shared with chosen people (a direct message too) is a small group: everyone in it hears of a post.
      for (const member of view.state.sharedWith) add(member, 'message');
      for (const follower of await deps.store.follows.followers(e.chatId)) add(follower, 'follow');
    }
    return to;
  }

  return async function notify(recorded: RecordedChatEvent[], view: ChatView) {
    for (const e of recorded) {
      // A new chat changes its owner's drawer lists (every open tab and device).
      if (e.type === 'chat_created') deps.broadcaster.chatsChanged([e.data.owner]);
      for (const [owner, type] of await recipients(e, view)) {
        await deps.deliver({
          type, key: `${type}:${randomUUID()}`, title: notificationTitle(view), message: e.actor, owner,
          created_at_timestamp: deps.clock(), chat_id: e.chatId,
          message_id: e.type === 'message_posted' ? e.data.messageId : null,
        });
        if (type === 'share') deps.broadcaster.chatsChanged([owner]);
      }
    }
  };
}
