import type { ChatEventBody } from '../../../shared/events.js';
import { DomainError } from '../errors.js';
import { conversationVerdict, levelOf } from '../safety/conversation-risk.js';
import { botWillAnswer, canParticipate } from './access.js';
import { requireRegenerable } from './reply-control.js';
import type { ChatCommand } from './commands.js';
import { answerInvitation, leaveChat, share } from './consent.js';
import { hideChat, hideMessage, restoreChat, restoreMessage } from './decide-moderation.js';
import { clientKey, exhaustive, type ChatState, type MessageFacts } from './state.js';
import { titleExcerpt } from './title.js';

type Decision = ChatEventBody[];
type Of<T extends ChatCommand['type']> = Extract<ChatCommand, { type: T }>;

export function decide(command: ChatCommand, state: ChatState): Decision {
  if (command.type === 'create_chat') return createChat(command, state);
  if (!state.exists) throw new DomainError('chat_not_found');
  switch (command.type) {
    case 'post_message': return postMessage(command, state);
    case 'auto_tag': return autoTag(command, state);
    case 'retry_bot_reply': return retryBotReply(command, state);
    case 'record_assessment': return [{ type: 'assessment_completed', data: { kind: command.kind, text: command.text } }];
    case 'complete_bot_reply': return completeBotReply(command, state);
    case 'edit_message': return editMessage(command, state);
    case 'delete_message': return deleteMessage(command, state);
    case 'give_feedback': return giveFeedback(command, state);
    case 'edit_chat': return editChat(command, state);
    case 'rename_chat': return renameChat(command, state);
    case 'add_tag': return addTag(command, state);
    case 'remove_tag': return removeTag(command, state);
    case 'share': return share(command, state);
    case 'answer_invitation': return answerInvitation(command, state);
    case 'leave_chat': return leaveChat(command, state);
    case 'revoke_share': return revokeShare(command, state);
    case 'close_chat': return closeChat(command, state);
    case 'open_chat': return openChat(command, state);
    case 'erase_author': return eraseAuthor(command, state);
    case 'hide_message': return hideMessage(command, state);
    case 'restore_message': return restoreMessage(command, state);
    case 'hide_chat': return hideChat(command, state);
    case 'restore_chat': return restoreChat(state);
    default: return exhaustive(command);
  }
}

function createChat(c: Of<'create_chat'>, state: ChatState): Decision {
  if (state.exists) throw new DomainError('chat_exists');
  const { type: _type, ...data } = c;
  return [{ type: 'chat_created', data }];
}

function postMessage(c: Of<'post_message'>, state: ChatState): Decision {
  if (c.clientId && state.clientIds.has(clientKey(c.author, c.clientId))) return [];
  requireParticipant(state, c.author);
  requireOpen(state);
  if (c.answerMessageId) liveMessage(state, c.answerMessageId);
  const events: Decision = [{
    type: 'message_posted',
    data: { messageId: c.messageId, author: c.author, text: c.text, answerMessageId: c.answerMessageId, clientId: c.clientId },
  }];
  if (titledBy(state, null)) events.push(titled(c.messageId, c.text));
  events.push(...safetyFor(c, state));
  if (c.botReplyId && botWillAnswer(state, c.author)) {
    events.push({ type: 'bot_reply_started', data: { messageId: c.botReplyId, botKey: state.botKey as string, answerMessageId: c.messageId } });
  }
  return events;
}

/**
 * The safety events are part of the decision, so resources appear even when no bot can answer. The chat's
 * risk state decides with the message's own level: a weak signal is shown after earlier ones, else only noted.
 */
function safetyFor(c: Of<'post_message'>, state: ChatState): Decision {
  const verdict = conversationVerdict(state.risk, c.screen);
  if (verdict === 'none') return [];
  const own = levelOf(c.screen);
  const level = verdict === 'note' ? 'low' : own === 'high' ? 'high' : 'moderate';
  const by = own === 'low' && verdict === 'show' ? 'conversation' : c.screen.by ?? 'local';
  const events: Decision = [{
    type: 'safety_flagged',
    data: { messageId: c.messageId, kinds: c.screen.kinds, country: c.country, level, concepts: c.screen.concepts ?? [], by },
  }];
  if (verdict === 'show' && !state.tags.includes('suicide')) events.push({ type: 'tag_added', data: { tag: 'suicide' } });
  return events;
}

/**
 * A failed reply is answered again, as a new reply to the same message; the failed one stays as it was. The
 * latest reply, once none streams, may be answered again the same way (Regenerate, issue 18).
 */
function retryBotReply(c: Of<'retry_bot_reply'>, state: ChatState): Decision {
  requireOwner(state, c.by);
  requireOpen(state);
  const failed = state.messages.get(c.failedId);
  if (!failed || failed.sender !== 'bot') throw new DomainError('message_not_found');
  if (!failed.failed) requireRegenerable(state, c.failedId);
  const answerMessageId = failed.answerId as string;
  return [{ type: 'bot_reply_started', data: { messageId: c.botReplyId, botKey: state.botKey as string, answerMessageId } }];
}

function autoTag(c: Of<'auto_tag'>, state: ChatState): Decision {
  return [...new Set(c.tags)].filter((tag) => !state.tags.includes(tag)).map((tag) => ({ type: 'tag_added', data: { tag } }));
}

function completeBotReply(c: Of<'complete_bot_reply'>, state: ChatState): Decision {
  const facts = state.messages.get(c.messageId);
  if (!facts) throw new DomainError('message_not_found');
  if (facts.sender !== 'bot') throw new DomainError('not_bot_message');
  if (!facts.pending) throw new DomainError('reply_already_completed');
  const { type: _type, ...data } = c;
  // a deletion wins: a reply deleted while it streamed ends without its text
  return [{ type: 'bot_reply_completed', data: facts.deleted ? { ...data, text: null } : data }];
}

function editMessage(c: Of<'edit_message'>, state: ChatState): Decision {
  requireParticipant(state, c.by);
  requireOpen(state);
  const facts = liveMessage(state, c.messageId);
  if (facts.author !== c.by) throw new DomainError('not_author');
  const events: Decision = [{ type: 'message_edited', data: { messageId: c.messageId, text: c.text } }];
  return titledBy(state, c.messageId) ? [...events, titled(c.messageId, c.text)] : events;
}

function deleteMessage(c: Of<'delete_message'>, state: ChatState): Decision {
  requireParticipant(state, c.by);
  requireOpen(state);
  const facts = liveMessage(state, c.messageId);
  if (facts.author !== c.by && state.owner !== c.by) throw new DomainError('not_author');
  const events: Decision = [{ type: 'message_deleted', data: { messageId: c.messageId } }];
  return titledBy(state, c.messageId) ? [...events, titled(c.messageId, '')] : events;
}

function giveFeedback(c: Of<'give_feedback'>, state: ChatState): Decision {
  requireParticipant(state, c.by);
  const facts = liveMessage(state, c.messageId);
  // thumbs are for bot replies and other people's posts: one's own words need no vote
  if (facts.sender === 'user' && facts.author === c.by) throw new DomainError('own_message_feedback');
  return [{ type: 'feedback_given', data: { messageId: c.messageId, user: c.by, positive: c.positive } }];
}

function editChat(c: Of<'edit_chat'>, state: ChatState): Decision {
  requireOwner(state, c.by);
  const events: Decision = [{ type: 'chat_edited', data: { title: c.title, description: c.description } }];
  const wanted = new Set(c.tags);
  for (const tag of state.tags) if (!wanted.has(tag)) events.push({ type: 'tag_removed', data: { tag } });
  for (const tag of wanted) if (!state.tags.includes(tag)) events.push({ type: 'tag_added', data: { tag } });
  return events;
}

function renameChat(c: Of<'rename_chat'>, state: ChatState): Decision {
  requireOwner(state, c.by);
  return [{ type: 'chat_renamed', data: { title: c.title } }];
}

/**
 * Whether the first message titles the chat and `messageId` is it (null: the chat has no message yet, so the
 * one being posted is the first). An owner's title is never overwritten.
 */
function titledBy(state: ChatState, messageId: string | null): boolean {
  const titling = state.titling;
  return !!titling && titling.fromMessage && !titling.named && titling.firstMessageId === messageId;
}

const titled = (messageId: string, text: string): ChatEventBody => ({ type: 'chat_titled', data: { messageId, title: text && titleExcerpt(text) } });

function addTag(c: Of<'add_tag'>, state: ChatState): Decision {
  requireOwner(state, c.by);
  if (state.tags.includes(c.tag)) throw new DomainError('tag_exists');
  return [{ type: 'tag_added', data: { tag: c.tag } }];
}

function removeTag(c: Of<'remove_tag'>, state: ChatState): Decision {
  requireOwner(state, c.by);
  if (!state.tags.includes(c.tag)) throw new DomainError('tag_not_found');
  return [{ type: 'tag_removed', data: { tag: c.tag } }];
}

function revokeShare(c: Of<'revoke_share'>, state: ChatState): Decision {
  requireOwner(state, c.by);
  const hasPublic = state.isPublic && c.scope !== 'private';
  const hasPrivate = (state.sharedWith.length > 0 || state.invited.length > 0) && c.scope !== 'public';
  if (!hasPublic && !hasPrivate) throw new DomainError('nothing_to_revoke');
  return [{ type: 'share_revoked', data: { scope: c.scope } }];
}

function closeChat(c: Of<'close_chat'>, state: ChatState): Decision {
  requireOwner(state, c.by);
  if (state.closed) throw new DomainError('chat_already_closed');
  return [{ type: 'chat_closed', data: {} }];
}

function openChat(c: Of<'open_chat'>, state: ChatState): Decision {
  requireOwner(state, c.by);
  if (!state.closed) throw new DomainError('chat_already_open');
  return [{ type: 'chat_opened', data: {} }];
}

/** Not a person's action but the erasure of one: no participation or open-chat rule applies. */
function eraseAuthor(c: Of<'erase_author'>, state: ChatState): Decision {
  const messageIds = [...state.messages].filter(([, m]) => m.sender === 'user' && m.author === c.pseudonym).map(([id]) => id);
  const first = state.titling?.firstMessageId ?? null;
  const events: Decision = [{ type: 'author_erased', data: { pseudonym: c.pseudonym, messageIds } }];
  return first && messageIds.includes(first) && titledBy(state, first) ? [...events, titled(first, '')] : events;
}

function requireOwner(state: ChatState, who: string) {
  if (!canParticipate(state, who)) throw new DomainError('chat_not_found');
  if (state.owner !== who) throw new DomainError('not_owner');
}

function requireParticipant(state: ChatState, who: string) {
  if (!canParticipate(state, who)) throw new DomainError('chat_not_found');
}

function requireOpen(state: ChatState) {
  if (state.closed) throw new DomainError('chat_closed');
}

function liveMessage(state: ChatState, id: string): MessageFacts {
  const facts = state.messages.get(id);
  if (!facts) throw new DomainError('message_not_found');
  if (facts.deleted) throw new DomainError('message_deleted');
  return facts;
}
