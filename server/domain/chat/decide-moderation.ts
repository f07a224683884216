import type { ChatEventBody } from '../../../shared/events.js';
import { DomainError } from '../errors.js';
import type { ChatCommand } from './commands.js';
import type { ChatState } from './state.js';

type Decision = ChatEventBody[];
type Of<T extends ChatCommand['type']> = Extract<ChatCommand, { type: T }>;

/**
 * Moderation decides only what the chat itself knows (does the message exist, is it hidden already); who may
 * ask is the application's check. Hiding what is hidden, or restoring what is shown, records nothing.
 */
export function hideMessage(c: Of<'hide_message'>, state: ChatState): Decision {
  const facts = state.messages.get(c.messageId);
  if (!facts || facts.sender !== 'user') throw new DomainError('message_not_found');
  return facts.hidden ? [] : [{ type: 'message_hidden', data: { messageId: c.messageId, by: c.by } }];
}

export function restoreMessage(c: Of<'restore_message'>, state: ChatState): Decision {
  const facts = state.messages.get(c.messageId);
  if (!facts || facts.sender !== 'user') throw new DomainError('message_not_found');
  return facts.hidden ? [{ type: 'message_restored', data: { messageId: c.messageId } }] : [];
}

export function hideChat(c: Of<'hide_chat'>, state: ChatState): Decision {
  return state.hidden ? [] : [{ type: 'chat_hidden', data: { by: c.by } }];
}

export function restoreChat(state: ChatState): Decision {
  return state.hidden ? [{ type: 'chat_restored', data: { public: state.isPublic } }] : [];
}
