import { ChatEventBody, type RecordedChatEvent } from '../../../shared/events.js';
import type { NewStoredEvent, SealedText, Sealer, StoredEvent } from '../ports.js';

const KNOWN_TYPES = new Set<string>(ChatEventBody.options.map((o) => o.shape.type.value));
/** Events whose one free-text field is sealed in place; message text is opened only for readers. */
const TEXT_FIELD: Partial<Record<string, 'text' | 'title'>> = {
  message_posted: 'text', bot_reply_completed: 'text', message_edited: 'text', chat_created: 'title', chat_titled: 'title',
};
/**
 * Events that say something about the person by their very type (a safety flag, a tag, an edit of the title,
 * an assessment): stored as type `sealed`, type and data sealed together.
 */
const OPAQUE_TYPES = new Set([
  'chat_edited', 'chat_renamed', 'tag_added', 'tag_removed', 'safety_flagged', 'assessment_completed',
  // moderation says something about the author too (issue 14)
  'message_hidden', 'message_restored', 'chat_hidden', 'chat_restored',
]);
export const SEALED_TYPE = 'sealed';

interface WithSealed { sealed?: SealedText | null }
type Data = Record<string, unknown>;

/**
 * Seals everything personal before it leaves the process (message text, the title, tags, safety flags,
 * assessments, edits), whatever the chat's sharing: the log is never read by anyone but the application.
 * The key and AAD bind each sealed value to its chat and seq.
 */
export async function encodeEvent(sealer: Sealer, e: RecordedChatEvent): Promise<NewStoredEvent> {
  const { chatId, seq, at, actor, type } = e;
  if (OPAQUE_TYPES.has(type)) {
    return { chatId, seq, at, actor, type: SEALED_TYPE, data: { sealed: await sealer.seal(chatId, seq, JSON.stringify({ type, data: e.data })) } };
  }
  const field = TEXT_FIELD[type];
  if (!field) return { chatId, seq, at, actor, type, data: e.data };
  const { [field]: text, ...rest } = e.data as unknown as Data;
  const sealed = typeof text === 'string' ? await sealer.seal(chatId, seq, text) : null;
  return { chatId, seq, at, actor, type, data: { ...rest, sealed } };
}

/**
 * Only a deletion shreds a chat's key, and a crash may cut it before the events go. Such a chat must still
 * load, so that its owner (or their account erasure) can delete it again: an event nobody can open any more
 * folds as nothing, a vote withdrawn from no message.
 */
const LOST = { type: 'feedback_given', data: { messageId: '', user: '', positive: null } };

function toRecorded(stored: StoredEvent, opened: string | null): RecordedChatEvent {
  const { chatId, seq, at, actor } = stored;
  let type = stored.type;
  let data = stored.data as Data;
  const field = TEXT_FIELD[type];
  if (type === SEALED_TYPE) {
    ({ type, data } = opened === null ? LOST : (JSON.parse(opened) as { type: string; data: Data }));
  } else if (field && 'sealed' in data) {
    const { sealed: _sealed, ...rest } = data;
    data = { ...rest, [field]: field === 'title' ? opened ?? '' : opened };
  }
  // Stored events were built by encodeEvent from checked bodies; re-validating 10,000 of them per cold
  // timeline costs more than decrypting them, so only the type is checked here.
  if (!KNOWN_TYPES.has(type)) throw new Error(`unknown event type ${type} at ${chatId}#${seq}`);
  return { type, data, chatId, seq, at, actor } as RecordedChatEvent;
}

/** Opened whatever the reader: the decider and the summary need them. Message text only when asked. */
const alwaysOpened = (s: StoredEvent) => s.type === SEALED_TYPE || s.type === 'chat_created' || s.type === 'chat_titled';

/**
 * A stream's events with their sealed parts opened in one pass (one key lookup for the whole chat). With
 * `withText: false` message texts stay sealed (null): the decider never needs them.
 */
export async function decodeEvents(sealer: Sealer, stored: StoredEvent[], withText: boolean): Promise<RecordedChatEvent[]> {
  const sealedOf = (s: StoredEvent) => ((TEXT_FIELD[s.type] || s.type === SEALED_TYPE) ? (s.data as WithSealed).sealed ?? null : null);
  const toOpen = stored.filter((s) => sealedOf(s) && (withText || alwaysOpened(s)));
  const texts = toOpen.length
    ? await sealer.openAll(stored[0].chatId, toOpen.map((s) => ({ seq: s.seq, sealed: sealedOf(s) as SealedText })))
    : [];
  const opened = new Map(toOpen.map((s, i) => [s.seq, texts[i]]));
  return stored.map((s) => toRecorded(s, opened.get(s.seq) ?? null));
}
