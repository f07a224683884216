import type { ChatEventBody } from '../../../shared/events.js';
import type { Language } from '../../../shared/validation.js';
import { evolveConversationRisk, initialConversationRisk, type ConversationRisk } from '../safety/conversation-risk.js';

export interface MessageFacts {
  author: string;
  sender: 'user' | 'bot';
  deleted: boolean;
  pending: boolean;
  /** a bot reply that ended in ERROR, which its owner may retry */
  failed: boolean;
  /** the message a bot reply answers */
  answerId: string | null;
  /** hidden by moderation from everyone but its author (absent in snapshots made before issue 14) */
  hidden?: boolean;
}

/** What the decider needs to know about a chat; message text never enters it. */
export interface ChatState {
  exists: boolean;
  version: number;
  owner: string;
  botKey: string | null;
  language: Language;
  closed: boolean;
  isPublic: boolean;
  sharedWith: readonly string[];
  /** asked to join (issue 14) and not yet answered: no access until they accept */
  invited: readonly string[];
  tags: readonly string[];
  messages: Map<string, MessageFacts>;
  /** a questionnaire or analysis in this chat has produced its result */
  assessed: boolean;
  /** `${author}|${clientId}` -> messageId, so a retried post stores one message */
  clientIds: Map<string, string>;
  /** the chat's suicide-risk state, decaying over turns (safety/conversation-risk.ts) */
  risk: ConversationRisk;
  /** how the chat is titled (decide.ts titleFromFirstMessage); absent in snapshots written before titles */
  titling?: Titling;
  /** hidden by moderation from everyone but its owner (absent in snapshots made before issue 14) */
  hidden?: boolean;
}

/**
 * `fromMessage`: the first message titles the chat until the owner names it (a diary day and a direct chat
 * are titled by their day and by the other person instead). `firstMessageId`: the first message posted.
 */
export interface Titling { fromMessage: boolean; named: boolean; firstMessageId: string | null }

export const initialChatState = (): ChatState => ({
  exists: false,
  version: 0,
  owner: '',
  botKey: null,
  language: 'es',
  closed: false,
  isPublic: false,
  sharedWith: [],
  invited: [],
  tags: [],
  assessed: false,
  messages: new Map(),
  clientIds: new Map(),
  risk: initialConversationRisk(),
  titling: { fromMessage: false, named: false, firstMessageId: null },
});

export const clientKey = (author: string, clientId: string) => `${author}|${clientId}`;

/*
 * The message maps are owned by the fold: evolve extends them in place and returns a new top-level state,
 * so folding a 10,000-event stream stays linear. A state handed to evolve must not be used afterwards.
 */
export function evolve(state: ChatState, event: ChatEventBody): ChatState {
  const next = { ...state, version: state.version + 1, risk: evolveConversationRisk(state.risk, event) };
  switch (event.type) {
    case 'chat_created':
      return {
        ...next, exists: true, owner: event.data.owner, botKey: event.data.botKey, language: event.data.language,
        // a title given at creation (every chat made before titles: its bot's name) is kept as chosen
        titling: { fromMessage: event.data.date === null && !event.data.direct, named: event.data.title !== '', firstMessageId: null },
      };
    case 'message_posted':
      if (next.titling && next.titling.firstMessageId === null) next.titling = { ...next.titling, firstMessageId: event.data.messageId };
      next.messages.set(event.data.messageId, { author: event.data.author, sender: 'user', deleted: false, pending: false, failed: false, answerId: event.data.answerMessageId });
      if (event.data.clientId) next.clientIds.set(clientKey(event.data.author, event.data.clientId), event.data.messageId);
      return next;
    case 'bot_reply_started':
      next.messages.set(event.data.messageId, { author: event.data.botKey, sender: 'bot', deleted: false, pending: true, failed: false, answerId: event.data.answerMessageId });
      return next;
    case 'bot_reply_completed':
      return patchMessage(next, event.data.messageId, { pending: false, failed: event.data.status === 'ERROR' });
    case 'message_deleted':
      return patchMessage(next, event.data.messageId, { deleted: true });
    case 'chat_edited':
    case 'chat_renamed':
      return next.titling ? { ...next, titling: { ...next.titling, named: true } } : next;
    case 'message_edited':
    case 'feedback_given':
    case 'safety_flagged':
    case 'chat_titled':
      return next;
    case 'assessment_completed':
      return { ...next, assessed: true };
    case 'tag_added':
      return { ...next, tags: [...next.tags, event.data.tag] };
    case 'tag_removed':
      return { ...next, tags: next.tags.filter((t) => t !== event.data.tag) };
    case 'shared_public':
      return { ...next, isPublic: true };
    case 'shared_private':
      return { ...next, sharedWith: [...new Set([...next.sharedWith, ...event.data.users])] };
    case 'share_revoked':
      return revoke(next, event.data.scope);
    case 'member_invited':
      return { ...next, invited: [...new Set([...next.invited, ...event.data.users])].filter((u) => !next.sharedWith.includes(u)) };
    case 'invitation_accepted':
      // after an erasure the log names a pseudonym that was never invited: it joins nothing
      if (!next.invited.includes(event.data.user)) return next;
      return { ...next, invited: without(next.invited, event.data.user), sharedWith: [...next.sharedWith, event.data.user] };
    case 'invitation_declined':
      return { ...next, invited: without(next.invited, event.data.user) };
    case 'member_left':
      return { ...next, sharedWith: without(next.sharedWith, event.data.user) };
    case 'chat_closed':
      return { ...next, closed: true };
    case 'chat_opened':
      return { ...next, closed: false };
    case 'author_erased':
      for (const id of event.data.messageIds) patchMessage(next, id, { deleted: true });
      return next;
    case 'message_hidden':
      return patchMessage(next, event.data.messageId, { hidden: true });
    case 'message_restored':
      return patchMessage(next, event.data.messageId, { hidden: false });
    case 'chat_hidden':
      return { ...next, hidden: true };
    case 'chat_restored':
      return { ...next, hidden: false };
    default:
      return exhaustive(event);
  }
}

function patchMessage(state: ChatState, id: string, patch: Partial<MessageFacts>): ChatState {
  const facts = state.messages.get(id);
  if (facts) state.messages.set(id, { ...facts, ...patch });
  return state;
}

function revoke(state: ChatState, scope: 'public' | 'private' | 'all'): ChatState {
  return {
    ...state,
    isPublic: scope === 'private' ? state.isPublic : false,
    sharedWith: scope === 'public' ? state.sharedWith : [],
    invited: scope === 'public' ? state.invited : [],
  };
}

const without = (list: readonly string[], user: string) => list.filter((u) => u !== user);

export function exhaustive(value: never): never {
  throw new Error(`unhandled ${JSON.stringify(value)}`);
}

export const foldChat = (events: Iterable<ChatEventBody>, from: ChatState = initialChatState()): ChatState => {
  let state = from;
  for (const event of events) state = evolve(state, event);
  return state;
};
