import { ChatEventBody, type RecordedChatEvent } from '../../../shared/events.js';
import type { NewStoredEvent, SealedText, Sealer, StoredEvent } from '../ports.js';

const KNOWN_TYPES = new Set<string>(ChatEventBody.options.map((o) => o.shape.type.value));
const TEXT_EVENTS = new Set(['message_posted', 'bot_reply_completed', 'message_edited', 'assessment_completed']);

interface WithText { text: string | null }
interface WithSealed { sealed?: SealedText | null }

/** Seals message text before it leaves the process; the key and AAD bind it to its chat and seq. */
export async function encodeEvent(sealer: Sealer, e: RecordedChatEvent): Promise<NewStoredEvent> {
  const { chatId, seq, at, actor, type } = e;
  if (!TEXT_EVENTS.has(type)) return { chatId, seq, at, actor, type, data: e.data };
  const { text, ...rest } = e.data as unknown as WithText;
  const sealed = text === null ? null : await sealer.seal(chatId, seq, text);
  return { chatId, seq, at, actor, type, data: { ...rest, sealed } };
}

function toRecorded(stored: StoredEvent, text: string | null): RecordedChatEvent {
  const { chatId, seq, at, actor, type } = stored;
  let data = stored.data as Record<string, unknown>;
  if (TEXT_EVENTS.has(type)) {
    const { sealed: _sealed, ...rest } = data as WithSealed & Record<string, unknown>;
    data = { ...rest, text };
  }
  // Stored events were built by encodeEvent from checked bodies; re-validating 10,000 of them per cold
  // timeline costs more than decrypting them, so only the type is checked here.
  if (!KNOWN_TYPES.has(type)) throw new Error(`unknown event type ${type} at ${chatId}#${seq}`);
  return { type, data, chatId, seq, at, actor } as RecordedChatEvent;
}

/**
 * A stream's events with their texts opened in one pass (one key lookup for the whole chat). With
 * `withText: false` texts stay sealed (null): the decider never needs them.
 */
export async function decodeEvents(sealer: Sealer, stored: StoredEvent[], withText: boolean): Promise<RecordedChatEvent[]> {
  const sealedOf = (s: StoredEvent) => (TEXT_EVENTS.has(s.type) ? (s.data as WithSealed).sealed ?? null : null);
  const withSealed = withText ? stored.filter((s) => sealedOf(s)) : [];
  const texts = withSealed.length
    ? await sealer.openAll(stored[0].chatId, withSealed.map((s) => ({ seq: s.seq, sealed: sealedOf(s) as SealedText })))
    : [];
  const opened = new Map(withSealed.map((s, i) => [s.seq, texts[i]]));
  return stored.map((s) => toRecorded(s, opened.get(s.seq) ?? null));
}
