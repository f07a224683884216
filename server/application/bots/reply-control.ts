import type { MessageItem } from '../../../shared/api.js';
import { requireStoppable } from '../../domain/chat/reply-control.js';
import { DomainError } from '../../domain/errors.js';
import { viewItem } from '../../domain/timeline.js';
import type { ChatView } from '../chats/chat-cache.js';

/**
 * Stops a reply wherever it streams: true once the node streaming it has recorded it as STOPPED, false when
 * no node streams it (it ended meanwhile, or its node is gone and its lease will end it).
 */
export type ReplyStopper = (messageId: string) => Promise<boolean>;

/** This node's runner first, then the other nodes of the cluster, if any (transport/socket/cluster-replies.ts). */
export function stopAnywhere(here: ReplyStopper, elsewhere: ReplyStopper | null): ReplyStopper {
  return async (messageId) => (await here(messageId)) || (elsewhere ? elsewhere(messageId) : false);
}

/** The owner's Stop on a reply in flight: it ends STOPPED, keeps the text streamed so far and costs its unit. */
export function createReplyControl(deps: { readable: (chatId: string, viewer: string | null) => Promise<ChatView>; stop: ReplyStopper }) {
  return {
    async stopReply(chatId: string, messageId: string, by: string): Promise<MessageItem> {
      requireStoppable((await deps.readable(chatId, by)).state, by, messageId);
      if (!(await deps.stop(messageId))) {
        // it may have ended on its own between the check and the stop: that is its outcome, not an error
        const ended = (await deps.readable(chatId, by)).state.messages.get(messageId);
        if (ended?.pending) throw new DomainError('reply_not_streaming');
      }
      return viewItem((await deps.readable(chatId, by)).timeline, messageId, by) as MessageItem;
    },
  };
}

export type ReplyControl = ReturnType<typeof createReplyControl>;
