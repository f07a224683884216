import { describe, expect, it } from 'vitest';
import type { ChatEventBody, RecordedChatEvent } from '../../shared/events.js';
import { entryFromJson, entryToJson, pageEntries, positionOf } from '../../server/domain/timeline-entries.js';
import { evolveTimeline, foldTimeline, viewTimeline } from '../../server/domain/timeline.js';
import { decodeCursor, encodeCursor } from '../../server/application/chats/timeline-pages.js';

const CHAT = '0b9f7a1e-2c3d-4e5f-8a6b-7c8d9e0f1a2b';
const T0 = Date.UTC(2025, 0, 1, 12);

function stream(bodies: [ChatEventBody, string][]): RecordedChatEvent[] {
  return bodies.map(([body, actor], i) => ({ ...body, chatId: CHAT, seq: i + 1, at: T0 + Math.floor(i / 2) * 1000, actor }) as RecordedChatEvent);
}

const post = (messageId: string, author = 'olga'): [ChatEventBody, string] =>
  [{ type: 'message_posted', data: { messageId, author, text: `text ${messageId}`, answerMessageId: null, clientId: null } }, author];

/* Two items share each creation time, so seq has to break the tie in pages and cursors. */
const events = stream([
  [{ type: 'chat_created', data: { chatId: CHAT, owner: 'olga', botKey: null, title: 'Chat', language: 'en', date: null } }, 'olga'],
  ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => post(id)),
  [{ type: 'message_edited', data: { messageId: 'b', text: 'b, edited' } }, 'olga'],
  [{ type: 'feedback_given', data: { messageId: 'b', user: 'fran', positive: true } }, 'fran'],
  [{ type: 'message_deleted', data: { messageId: 'c' } }, 'olga'],
  [{ type: 'feedback_given', data: { messageId: 'b', user: 'fran', positive: null } }, 'fran'],
  [{ type: 'feedback_given', data: { messageId: 'b', user: 'ana', positive: false } }, 'ana'],
]);

describe('timeline entries', () => {
  it('given pages walked back by position, then every item comes once, in timeline order, ties broken by seq', () => {
    const timeline = foldTimeline(CHAT, events);
    const seen: string[] = [];
    let before = null;
    for (;;) {
      const { page, more } = pageEntries(timeline.entries.values(), before, 2);
      seen.unshift(...page.map((e) => e.id));
      if (!more) break;
      before = positionOf(page[0]);
    }
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('given any suffix of the log replayed onto items that already include it, then the items are the same (catch-up is idempotent)', () => {
    const whole = viewTimeline(foldTimeline(CHAT, events), 'fran');
    for (let from = 0; from < events.length; from++) {
      const timeline = foldTimeline(CHAT, events);
      for (const e of events.slice(from)) evolveTimeline(timeline, e);
      expect(viewTimeline(timeline, 'fran'), `replayed from seq ${from + 1}`).toEqual(whole);
    }
  });

  it('given an item stored as JSON, when read back, then it is the same item, votes included', () => {
    const timeline = foldTimeline(CHAT, events);
    for (const entry of timeline.entries.values()) expect(entryFromJson(entryToJson(entry))).toEqual(entry);
  });

  it('given a cursor, then it reads back only in its own chat and only when well formed', () => {
    const cursor = encodeCursor(CHAT, { createdAt: T0, seq: 3 });
    expect(decodeCursor(CHAT, cursor)).toEqual({ createdAt: T0, seq: 3 });
    for (const [chat, bad] of [['another-chat', cursor], [CHAT, 'garbage'], [CHAT, encodeCursor(CHAT, { createdAt: T0, seq: 0 })]]) {
      expect(() => decodeCursor(chat, bad)).toThrow(expect.objectContaining({ code: 'cursor_invalid' }));
    }
  });
});
