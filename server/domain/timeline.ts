import type { MbtiResult, MessageItem, ResultItem, TimelineEventName, TimelineItem } from '../../shared/api.js';
import type { RecordedChatEvent } from '../../shared/events.js';
import { exhaustive } from './chat/state.js';
import { crisisResources } from './safety/crisis-resources.js';

interface Changed { changedSeq: number }
interface MessageEntry extends Changed {
  kind: 'message';
  id: string;
  seq: number;
  createdAt: number;
  updatedAt: number | null;
  deletedAt: number | null;
  updatedBy: string | null;
  deletedBy: string | null;
  sender: 'user' | 'bot';
  author: string;
  text: string | null;
  answerId: string | null;
  status: 'OK' | 'ERROR' | 'PENDING' | 'STOPPED';
  errorCode: string | null;
  votes: Map<string, boolean>;
  /** hidden by moderation: only its author still reads it (absent in entries projected before issue 14) */
  hidden?: boolean;
}
interface SafetyEntry extends Changed { kind: 'safety'; id: string; seq: number; createdAt: number; messageId: string; country: string | null }
interface ResultEntry extends Changed { kind: 'result'; id: string; seq: number; createdAt: number; assessment: 'mbti' | 'psychoanalysis'; text: string | null }
interface EventEntry extends Changed { kind: 'event'; id: string; seq: number; createdAt: number; event: TimelineEventName; actor: string; users: string[] }
export type Entry = MessageEntry | EventEntry | SafetyEntry | ResultEntry;

/** The timeline read model. Like the chat state, its map is owned by the fold (see chat/state.ts). */
export interface TimelineState { chatId: string; entries: Map<string, Entry> }

export const emptyTimeline = (chatId: string): TimelineState => ({ chatId, entries: new Map() });

/**
 * Applies one event and returns the id of the item it made or changed, if any. Replies quoting a message it
 * edits or deletes change with it (their quote is built from that message), so a rejoin replays them too.
 */
export function evolveTimeline(state: TimelineState, e: RecordedChatEvent): string | null {
  const id = applyEvent(state, e);
  for (const changed of [id, ...quotingReplies(state, e)]) {
    const entry = changed ? state.entries.get(changed) : undefined;
    if (entry) entry.changedSeq = e.seq;
  }
  return id;
}

/** The replies held in `state` that quote a message this event edits, deletes or erases. */
export function quotingReplies(state: TimelineState, e: RecordedChatEvent): string[] {
  const quoted = new Set(
    e.type === 'message_edited' || e.type === 'message_deleted' || e.type === 'message_hidden' || e.type === 'message_restored'
      ? [e.data.messageId] : e.type === 'author_erased' ? e.data.messageIds : [],
  );
  if (quoted.size === 0) return [];
  return [...state.entries.values()].flatMap((entry) => (entry.kind === 'message' && entry.answerId && quoted.has(entry.answerId) ? [entry.id] : []));
}

function applyEvent(state: TimelineState, e: RecordedChatEvent): string | null {
  switch (e.type) {
    case 'message_posted':
      return put(state, message(e, e.data.messageId, 'user', e.data.author, e.data.text, e.data.answerMessageId, 'OK'));
    case 'bot_reply_started':
      return put(state, message(e, e.data.messageId, 'bot', e.data.botKey, null, e.data.answerMessageId, 'PENDING'));
    case 'bot_reply_completed':
      return complete(state, e);
    case 'message_edited':
      return patch(state, e.data.messageId, { text: e.data.text, updatedAt: e.at, updatedBy: e.actor });
    case 'message_deleted':
      return patch(state, e.data.messageId, { text: null, deletedAt: e.at, deletedBy: e.actor });
    case 'feedback_given':
      return vote(state, e.data.messageId, e.data.user, e.data.positive);
    case 'safety_flagged':
      // a weak signal only feeds the chat's risk state; it shows nothing
      if (e.data.level === 'low') return null;
      return put(state, { kind: 'safety', id: `${e.chatId}:${e.seq}`, seq: e.seq, changedSeq: e.seq, createdAt: e.at, messageId: e.data.messageId, country: e.data.country });
    case 'assessment_completed':
      return put(state, { kind: 'result', id: `${e.chatId}:${e.seq}`, seq: e.seq, changedSeq: e.seq, createdAt: e.at, assessment: e.data.kind, text: e.data.text });
    case 'shared_public': return put(state, event(e, 'public-share'));
    case 'shared_private': return put(state, event(e, 'private-share', e.data.users));
    case 'share_revoked': return put(state, event(e, REVOKE_NAMES[e.data.scope]));
    case 'chat_closed': return put(state, event(e, 'close-chat'));
    case 'chat_opened': return put(state, event(e, 'open-chat'));
    case 'author_erased': return eraseAuthor(state, e);
    case 'member_invited': return put(state, event(e, 'member-invited', e.data.users));
    case 'invitation_accepted': return put(state, event(e, 'invitation-accepted', [e.data.user]));
    case 'invitation_declined': return put(state, event(e, 'invitation-declined', [e.data.user]));
    case 'member_left': return put(state, event(e, 'member-left', [e.data.user]));
    case 'message_hidden': return patch(state, e.data.messageId, { hidden: true });
    case 'message_restored': return patch(state, e.data.messageId, { hidden: false });
    case 'chat_hidden':
    case 'chat_restored':
    case 'chat_created':
    case 'chat_edited':
    case 'chat_titled':
    case 'chat_renamed':
    case 'tag_added':
    case 'tag_removed':
      return null;
    default:
      return exhaustive(e);
  }
}

const REVOKE_NAMES = { public: 'delete-public-share', private: 'delete-private-share', all: 'delete-all-share' } as const;

function message(
  e: RecordedChatEvent, id: string, sender: 'user' | 'bot', author: string, text: string | null,
  answerId: string | null, status: MessageEntry['status'],
): MessageEntry {
  return {
    kind: 'message', id, seq: e.seq, changedSeq: e.seq, createdAt: e.at, updatedAt: null, deletedAt: null, updatedBy: null, deletedBy: null,
    sender, author, text, answerId, status, errorCode: null, votes: new Map(),
  };
}

const event = (e: RecordedChatEvent, name: TimelineEventName, users: string[] = []): EventEntry => ({
  kind: 'event', id: `${e.chatId}:${e.seq}`, seq: e.seq, changedSeq: e.seq, createdAt: e.at, event: name, actor: e.actor, users,
});

function put(state: TimelineState, entry: Entry): string {
  state.entries.set(entry.id, entry);
  return entry.id;
}

function patch(state: TimelineState, id: string, changes: Partial<MessageEntry>): string | null {
  const entry = state.entries.get(id);
  if (entry?.kind !== 'message') return null;
  state.entries.set(id, { ...entry, ...changes });
  return id;
}

/** A deletion wins over a reply that finishes after it (logs written before the decider dropped such text included). */
function complete(state: TimelineState, e: Extract<RecordedChatEvent, { type: 'bot_reply_completed' }>): string | null {
  const entry = state.entries.get(e.data.messageId);
  const deleted = entry?.kind === 'message' && entry.deletedAt !== null;
  return patch(state, e.data.messageId, { text: deleted ? null : e.data.text, status: e.data.status, errorCode: e.data.errorCode });
}

/** Every message of an erased account loses its text; those still live get a deletion marker. Touches many items: returns none. */
function eraseAuthor(state: TimelineState, e: Extract<RecordedChatEvent, { type: 'author_erased' }>): null {
  for (const id of e.data.messageIds) {
    const entry = state.entries.get(id);
    if (entry?.kind !== 'message') continue;
    patch(state, id, { text: null, deletedAt: entry.deletedAt ?? e.at, deletedBy: entry.deletedBy ?? e.data.pseudonym, changedSeq: e.seq });
  }
  return null;
}

function vote(state: TimelineState, id: string, user: string, positive: boolean | null): string | null {
  const entry = state.entries.get(id);
  if (entry?.kind !== 'message') return null;
  const votes = new Map(entry.votes);
  if (positive === null) votes.delete(user);
  else votes.set(user, positive);
  return patch(state, id, { votes });
}

export function foldTimeline(chatId: string, events: Iterable<RecordedChatEvent>): TimelineState {
  const state = emptyTimeline(chatId);
  for (const e of events) evolveTimeline(state, e);
  return state;
}

/** Private shares, invitations, their answers and leavings name whom the owner confides in: for the owner and the members only. */
const MEMBERS_ONLY = new Set<string>(['private-share', 'delete-private-share', 'member-invited', 'invitation-accepted', 'invitation-declined', 'member-left']);
export const membersOnly = (item: TimelineItem): boolean => item.kind === 'event' && MEMBERS_ONLY.has(item.event);

/** A filter for a viewer's items: `member` is whether they own the chat or it is shared with them privately. */
export const visibleTo = (member: boolean) => (item: TimelineItem): boolean => member || !membersOnly(item);

// ---- views ---------------------------------------------------------------------------------------------
export const byCreation = (a: Entry, b: Entry) => a.createdAt - b.createdAt || a.seq - b.seq;

export function viewTimeline(state: TimelineState, viewer: string | null): TimelineItem[] {
  return [...state.entries.values()].sort(byCreation).map((entry) => viewEntry(state, entry, viewer));
}

export function viewItem(state: TimelineState, id: string, viewer: string | null): TimelineItem | null {
  const entry = state.entries.get(id);
  return entry ? viewEntry(state, entry, viewer) : null;
}

/** Items made or changed after `afterSeq`, each once at its latest state, in the order they last changed. */
export function changedSince(state: TimelineState, afterSeq: number, viewer: string | null) {
  return [...state.entries.values()]
    .filter((entry) => entry.changedSeq > afterSeq)
    .sort((a, b) => a.changedSeq - b.changedSeq)
    .map((entry) => ({ seq: entry.changedSeq, item: viewEntry(state, entry, viewer) }));
}

export function viewEntry(state: TimelineState, entry: Entry, viewer: string | null): TimelineItem {
  if (entry.kind === 'safety') {
    const { country, resources } = crisisResources(entry.country, 'en');
    return {
      kind: 'safety', id: entry.id, chat_id: state.chatId, seq: entry.seq, message_id: entry.messageId, country, resources,
      created_at_timestamp: entry.createdAt,
    };
  }
  if (entry.kind === 'result') return viewResult(state, entry);
  if (entry.kind === 'event') {
    const { createdAt, changedSeq: _c, ...rest } = entry;
    return { ...rest, chat_id: state.chatId, created_at_timestamp: createdAt };
  }
  return viewMessage(state, entry, viewer);
}

/** A hidden message keeps its words for its author only; everyone else gets it without them, to drop from view. */
const shownTo = (m: MessageEntry, viewer: string | null): string | null => (m.hidden && viewer !== m.author ? null : m.text);

function viewMessage(state: TimelineState, m: MessageEntry, viewer: string | null): MessageItem {
  const answered = m.answerId ? state.entries.get(m.answerId) : undefined;
  const votes = [...m.votes.values()];
  const mine = viewer === null ? undefined : m.votes.get(viewer);
  const text = shownTo(m, viewer);
  return {
    kind: 'message', id: m.id, chat_id: state.chatId, seq: m.seq, message: text,
    ...(m.hidden ? { hidden: true } : {}),
    answer_message_id: m.answerId,
    answer_message: answered?.kind === 'message' ? { id: answered.id, message: shownTo(answered, viewer), sender: answered.sender } : null,
    created_at_timestamp: m.createdAt, updated_at_timestamp: m.updatedAt, deleted_at_timestamp: m.deletedAt,
    sender: m.sender, author: m.author, updated_by: m.updatedBy, deleted_by: m.deletedBy,
    positive_feedback_count: votes.filter(Boolean).length,
    negative_feedback_count: votes.filter((v) => !v).length,
    is_positive_feedback_from_user: mine === true,
    is_negative_feedback_from_user: mine === false,
    status: m.status, error_code: m.errorCode,
    encrypted: m.text === null && m.deletedAt === null && m.status !== 'PENDING' && m.errorCode === null && text === m.text,
  };
}

function viewResult(state: TimelineState, r: ResultEntry): ResultItem {
  const mbti = r.assessment === 'mbti' && r.text ? (JSON.parse(r.text) as MbtiResult) : null;
  return {
    kind: 'result', id: r.id, chat_id: state.chatId, seq: r.seq, assessment: r.assessment, mbti,
    summary: r.assessment === 'psychoanalysis' ? r.text : null, encrypted: r.text === null, created_at_timestamp: r.createdAt,
  };
}
