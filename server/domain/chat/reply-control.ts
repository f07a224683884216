import { DomainError } from '../errors.js';
import { canParticipate } from './access.js';
import type { ChatState } from './state.js';

/** The chat's latest bot reply, and whether any reply is still streaming. */
function latestReply(state: ChatState): { id: string | null; streaming: boolean } {
  let id: string | null = null;
  let streaming = false;
  for (const [messageId, facts] of state.messages) {
    if (facts.sender !== 'bot') continue;
    id = messageId;
    streaming ||= facts.pending;
  }
  return { id, streaming };
}

/** Regenerate answers again only the latest reply, once no reply streams: an older one would answer out of turn. */
export function requireRegenerable(state: ChatState, replyId: string): void {
  const latest = latestReply(state);
  if (latest.streaming) throw new DomainError('reply_streaming');
  if (latest.id !== replyId || state.messages.get(replyId)?.deleted) throw new DomainError('reply_not_failed');
}

/**
 * Stop is the owner's: the reply answers them and spends their allowance. Others who may read get the same
 * refusal as for any owner's action; those who may not read learn nothing about the chat.
 */
export function requireStoppable(state: ChatState, by: string, replyId: string): void {
  if (!canParticipate(state, by)) throw new DomainError('chat_not_found');
  if (state.owner !== by) throw new DomainError('not_owner');
  const reply = state.messages.get(replyId);
  if (!reply || reply.sender !== 'bot' || reply.deleted) throw new DomainError('message_not_found');
  if (!reply.pending) throw new DomainError('reply_already_completed');
}

/** Whether the message is a bot reply still streaming: deleting it also stops it, so its tokens stop flowing. */
export const isStreamingReply = (state: ChatState, messageId: string): boolean => {
  const facts = state.messages.get(messageId);
  return facts?.sender === 'bot' && facts.pending;
};
