import { ChatEventBody, type RecordedChatEvent } from '../../../shared/events.js';
import type { NewStoredEvent, SealedText, Sealer, StoredEvent } from '../ports.js';

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

/** With `withText: false` the text stays sealed (null): the decider never needs it. */
export async function decodeEvent(sealer: Sealer, stored: StoredEvent, withText: boolean): Promise<RecordedChatEvent> {
  const { chatId, seq, at, actor, type } = stored;
  let data = stored.data as Record<string, unknown>;
  if (TEXT_EVENTS.has(type)) {
    const { sealed, ...rest } = data as WithSealed & Record<string, unknown>;
    const text = withText && sealed ? await sealer.open(chatId, seq, sealed) : null;
    data = { ...rest, text };
  }
  const body = ChatEventBody.parse({ type, data });
  return { ...body, chatId, seq, at, actor };
}
