import type { ChatSummary } from '../../shared/api.js';
import type { RecordedChatEvent } from '../../shared/events.js';
import type { TopicTag } from '../../shared/validation.js';
import { exhaustive } from './chat/state.js';

/** A chat's summary as the list and search read model keeps it (is_followed is per viewer). */
export type ChatRecord = Omit<ChatSummary, 'is_followed'>;

export function evolveSummary(chat: ChatRecord | null, e: RecordedChatEvent): ChatRecord | null {
  if (e.type === 'chat_created') return created(e);
  if (!chat) return null;
  const next = { ...chat, version: e.seq, updated_at_timestamp: e.at };
  switch (e.type) {
    case 'message_posted':
    case 'bot_reply_started':
      return { ...next, messages_count: next.messages_count + 1 };
    case 'bot_reply_completed':
    case 'safety_flagged':
    case 'assessment_completed':
    case 'message_edited':
    case 'message_deleted':
    case 'feedback_given':
    case 'message_hidden':
    case 'message_restored':
      return next;
    case 'author_erased':
      // an erased member's acceptance now names their pseudonym, who is nobody's member
      return privacy({ ...next, shared_with: next.shared_with.filter((u) => u !== e.data.pseudonym) });
    // a hidden chat leaves every list but its owner's (its readers are refused by canRead); restoring brings it back
    case 'chat_hidden':
      return privacy({ ...next, public: false, hidden: true });
    case 'chat_restored':
      return privacy({ ...shown(next), public: e.data.public });
    case 'chat_edited':
      return { ...next, title: e.data.title, description: e.data.description };
    case 'chat_titled':
    case 'chat_renamed':
      return { ...next, title: e.data.title };
    case 'tag_added':
      return { ...next, tags: [...next.tags, e.data.tag as TopicTag] };
    case 'tag_removed':
      return { ...next, tags: next.tags.filter((t) => t !== e.data.tag) };
    case 'shared_public':
      return privacy({ ...next, public: true });
    case 'shared_private':
      return privacy({ ...next, shared_with: [...new Set([...next.shared_with, ...e.data.users])] });
    case 'share_revoked':
      return privacy({
        ...next,
        public: e.data.scope === 'private' ? next.public : false,
        shared_with: e.data.scope === 'public' ? next.shared_with : [],
      });
    case 'member_invited':
    case 'invitation_declined':
      return next;
    case 'invitation_accepted':
      return privacy({ ...next, shared_with: [...new Set([...next.shared_with, e.data.user])] });
    case 'member_left':
      return privacy({ ...next, shared_with: next.shared_with.filter((u) => u !== e.data.user) });
    case 'chat_closed':
      return { ...next, closed: true, closed_at_timestamp: e.at };
    case 'chat_opened':
      return { ...next, closed: false, closed_at_timestamp: null };
    default:
      return exhaustive(e);
  }
}

/**
 * Whom a chat is shared with privately says whom its owner confides in (a professional, say): only the owner
 * and those people see `shared_with`, even when the chat is public.
 */
export function summaryFor<T extends ChatRecord>(chat: T, viewer: string | null): T {
  const member = viewer !== null && (viewer === chat.owner || chat.shared_with.includes(viewer));
  return member || chat.shared_with.length === 0 ? chat : { ...chat, shared_with: [] };
}

/** The summary without its hidden mark: `hidden` is present only while true, so shown chats answer as before. */
export function shown(chat: ChatRecord): ChatRecord {
  const { hidden: _hidden, ...rest } = chat;
  return rest;
}

export const withHidden = (chat: ChatRecord, hidden: boolean): ChatRecord => (hidden ? { ...chat, hidden: true } : shown(chat));

const privacy = (chat: ChatRecord): ChatRecord => ({ ...chat, encrypted: !chat.public && chat.shared_with.length === 0 });

function created(e: Extract<RecordedChatEvent, { type: 'chat_created' }>): ChatRecord {
  return {
    id: e.data.chatId, created_at_timestamp: e.at, updated_at_timestamp: e.at, closed: false, closed_at_timestamp: null,
    owner: e.data.owner, public: false, shared_with: [], encrypted: true, title: e.data.title, description: '',
    tags: [], bot: e.data.botKey, language: e.data.language, date: e.data.date, messages_count: 0, version: e.seq,
  };
}

export const foldSummary = (events: Iterable<RecordedChatEvent>, from: ChatRecord | null = null) => {
  let chat = from;
  for (const e of events) chat = evolveSummary(chat, e);
  return chat;
};
