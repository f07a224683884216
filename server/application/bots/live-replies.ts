import type { StreamSnapshot } from '../../../shared/socket.js';

/** Replies being streamed by this node. Tokens are not events: they live here until the reply is recorded. */
export function createLiveReplies() {
  const byChat = new Map<string, Map<string, StreamSnapshot>>();

  return {
    begin(chatId: string, messageId: string) {
      const chat = byChat.get(chatId) ?? new Map<string, StreamSnapshot>();
      chat.set(messageId, { messageId, text: '', index: 0, thinking: false });
      byChat.set(chatId, chat);
    },
    /** returns the index of this token: the count of tokens before it */
    push(chatId: string, messageId: string, delta: string, thinking: boolean): number {
      const reply = byChat.get(chatId)?.get(messageId);
      if (!reply) return -1;
      const index = reply.index;
      reply.index += 1;
      reply.thinking = thinking;
      if (!thinking) reply.text += delta;
      return index;
    },
    textOf: (chatId: string, messageId: string) => byChat.get(chatId)?.get(messageId)?.text ?? '',
    end(chatId: string, messageId: string) {
      const chat = byChat.get(chatId);
      chat?.delete(messageId);
      if (chat?.size === 0) byChat.delete(chatId);
    },
    snapshot: (chatId: string): StreamSnapshot[] => [...(byChat.get(chatId)?.values() ?? [])].map((s) => ({ ...s })),
  };
}

export type LiveReplies = ReturnType<typeof createLiveReplies>;
