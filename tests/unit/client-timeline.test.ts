import { describe, expect, it } from 'vitest';
import type { ChatSummary, EventItem, MessageItem, TimelineItem } from '../../shared/api';
import type { ChatEventPayload, JoinResult } from '../../shared/socket';
import { applyChatInfo, applyRejoin, applySnapshot } from '../../client/src/features/chat/stores/timeline-joins';
import {
  applyChatEvent,
  applyDone,
  applyFailure,
  applyRevoked,
  applySentMessage,
  applyToken,
  compareItems,
  initialTimeline,
  normalizeItems,
  upsertItem,
  type TimelineData,
} from '../../client/src/features/chat/stores/timeline-logic';
import { botErrorKey, describeMessage } from '../../client/src/features/chat/utils/message-view';

const CHAT_ID = '11111111-1111-4111-8111-111111111111';

function chat(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    id: CHAT_ID, created_at_timestamp: 1000, updated_at_timestamp: 1000, closed: false, closed_at_timestamp: null,
    owner: 'alice', public: false, shared_with: [], encrypted: true, title: 'A chat', description: '', tags: [],
    bot: 'psycarebot', language: 'en', date: null, is_followed: false, messages_count: 0, version: 1, ...overrides,
  };
}

function msg(id: string, seq: number, at: number, overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    kind: 'message', id, chat_id: CHAT_ID, seq, message: `text ${id}`, answer_message_id: null, answer_message: null,
    created_at_timestamp: at, updated_at_timestamp: null, deleted_at_timestamp: null, sender: 'user', author: 'alice',
    updated_by: null, deleted_by: null, negative_feedback_count: 0, positive_feedback_count: 0,
    is_positive_feedback_from_user: false, is_negative_feedback_from_user: false, status: 'OK', error_code: null,
    encrypted: false, ...overrides,
  };
}

function pendingBot(id: string, seq: number, at: number): MessageItem {
  return msg(id, seq, at, { sender: 'bot', author: 'psycarebot', message: null, status: 'PENDING' });
}

function event(id: string, seq: number, at: number): EventItem {
  return { kind: 'event', id, chat_id: CHAT_ID, seq, event: 'close-chat', actor: 'alice', users: [], created_at_timestamp: at };
}

function join(timeline: TimelineItem[], lastSeq: number, extra: Partial<JoinResult> = {}): JoinResult {
  return { chat: chat(), lastSeq, timeline, streams: [], ...extra };
}

function ready(items: TimelineItem[], lastSeq: number): TimelineData {
  return applySnapshot(initialTimeline(), join(items, lastSeq));
}

const ids = (data: TimelineData) => data.items.map((i) => i.id);

describe('ordering and duplicates', () => {
  it('orders by created_at_timestamp ascending with seq as the tie-break', () => {
    const items = normalizeItems([msg('c', 3, 200), msg('b', 2, 100), msg('a', 1, 100)]);
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(compareItems(msg('x', 1, 5), msg('y', 2, 5))).toBeLessThan(0);
  });

  it('drops duplicate ids, keeping the copy with the highest seq', () => {
    const items = normalizeItems([msg('a', 1, 100, { message: 'old' }), msg('a', 4, 100, { message: 'new' }), msg('b', 2, 150)]);
    expect(items.map((i) => i.id)).toEqual(['a', 'b']);
    expect((items[0] as MessageItem).message).toBe('new');
  });

  it('keeps items of other kinds (crisis resources) as they are, in order', () => {
    const safety = { kind: 'safety', id: 's', chat_id: CHAT_ID, seq: 2, message_id: 'a', country: 'ES', resources: [], created_at_timestamp: 150 };
    const items = normalizeItems([msg('b', 3, 200), safety as unknown as TimelineItem, msg('a', 1, 100)]);
    expect(items.map((i) => i.id)).toEqual(['a', 's', 'b']);
    expect(items[1]).toBe(safety);
  });

  it('treats a message without status as an error', () => {
    const raw = { ...msg('a', 1, 100), status: undefined } as unknown as MessageItem;
    expect((normalizeItems([raw])[0] as MessageItem).status).toBe('ERROR');
  });

  it('upserts by id: replaces in place, inserts at the right position', () => {
    const base = normalizeItems([msg('a', 1, 100), msg('c', 3, 300)]);
    const inserted = upsertItem(base, msg('b', 2, 200));
    expect(inserted.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    const replaced = upsertItem(inserted, msg('b', 2, 200, { message: 'edited' }));
    expect(replaced.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect((replaced[1] as MessageItem).message).toBe('edited');
    expect(base.map((i) => i.id)).toEqual(['a', 'c']);
  });
});

describe('snapshot and events', () => {
  it('buffers events that arrive before the snapshot and replays only the newer ones', () => {
    let data = initialTimeline();
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 2, item: msg('b', 2, 200), chat: null });
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 3, item: msg('c', 3, 300), chat: null });
    expect(data.items).toEqual([]);
    data = applySnapshot(data, join([msg('a', 1, 100), msg('b', 2, 200)], 2));
    expect(data.status).toBe('ready');
    expect(ids(data)).toEqual(['a', 'b', 'c']);
    expect(data.lastSeq).toBe(3);
    expect(data.buffered).toEqual([]);
  });

  it('upserts the item of a chat:event, replaces the chat summary and tracks lastSeq', () => {
    let data = ready([msg('a', 1, 100)], 1);
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 2, item: event('e', 2, 150), chat: chat({ closed: true }) });
    expect(ids(data)).toEqual(['a', 'e']);
    expect(data.chat?.closed).toBe(true);
    expect(data.lastSeq).toBe(2);
  });

  it('ignores events already seen', () => {
    const data = ready([msg('a', 1, 100)], 5);
    const same = applyChatEvent(data, { chatId: CHAT_ID, seq: 4, item: msg('z', 4, 400), chat: null });
    expect(same).toBe(data);
  });

  it('takes every item an event sends under its seq (an edit re-sends the replies quoting the message)', () => {
    let data = ready([msg('a', 1, 100), msg('r', 2, 200, { answer_message_id: 'a', answer_message: { id: 'a', message: 'text a', sender: 'user' } })], 2);
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 3, item: msg('a', 1, 100, { message: 'edited a' }), chat: null });
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 3, item: msg('r', 2, 200, { answer_message_id: 'a', answer_message: { id: 'a', message: 'edited a', sender: 'user' } }), chat: null });
    expect((data.items[0] as MessageItem).message).toBe('edited a');
    expect((data.items[1] as MessageItem).answer_message?.message).toBe('edited a');
    expect(data.lastSeq).toBe(3);
  });

  it('keeps the chat summary when an event brings none and accepts events without an item', () => {
    let data = ready([msg('a', 1, 100)], 1);
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 2, item: null, chat: chat({ title: 'Renamed' }) });
    expect(data.chat?.title).toBe('Renamed');
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 3, item: msg('b', 3, 300), chat: null });
    expect(data.chat?.title).toBe('Renamed');
    expect(data.lastSeq).toBe(3);
  });

  it('adds the sent message from the ack once, whichever comes first', () => {
    let data = ready([], 0);
    data = applySentMessage(data, msg('m', 1, 100));
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 1, item: msg('m', 1, 100), chat: null });
    data = applySentMessage(data, msg('m', 1, 100));
    expect(ids(data)).toEqual(['m']);
  });
});

describe('bot streaming', () => {
  it('appends deltas in order and ignores an index already applied', () => {
    let data = ready([msg('u', 1, 100), pendingBot('r', 2, 200)], 2);
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 0, delta: 'Hel', thinking: false });
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 1, delta: 'lo', thinking: false });
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 1, delta: 'lo', thinking: false });
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 0, delta: 'Hel', thinking: false });
    expect(data.live.r.text).toBe('Hello');
    expect(data.live.r.next).toBe(2);
  });

  it('marks thinking without showing the reasoning text', () => {
    let data = ready([pendingBot('r', 1, 100)], 1);
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 0, delta: 'let me think', thinking: true });
    expect(data.live.r).toMatchObject({ text: '', thinking: true });
    expect(describeMessage(data.items[0] as MessageItem, data.live.r)).toEqual({ kind: 'thinking' });
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 1, delta: 'Hi', thinking: false });
    expect(describeMessage(data.items[0] as MessageItem, data.live.r)).toEqual({ kind: 'streaming', text: 'Hi' });
  });

  it('continues from the join snapshot of a reply in flight (its index counts the tokens in its text)', () => {
    let data = applySnapshot(initialTimeline(), join([pendingBot('r', 1, 100)], 1, {
      streams: [{ messageId: 'r', text: 'Hello wor', index: 2, thinking: false }],
    }));
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 1, delta: ' wor', thinking: false });
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 2, delta: 'ld', thinking: false });
    expect(data.live.r.text).toBe('Hello world');
  });

  it('replays tokens that arrived before the snapshot after it, without doubling', () => {
    let data = initialTimeline();
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 2, delta: 'c', thinking: false });
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 3, delta: 'd', thinking: false });
    data = applySnapshot(data, join([pendingBot('r', 1, 100)], 1, {
      streams: [{ messageId: 'r', text: 'abc', index: 3, thinking: false }],
    }));
    expect(data.live.r.text).toBe('abcd');
  });

  it('records bot:done and drops the live text when the final item arrives', () => {
    let data = ready([pendingBot('r', 1, 100)], 1);
    data = applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 0, delta: 'Hi there', thinking: false });
    data = applyDone(data, { chatId: CHAT_ID, messageId: 'r', status: 'OK' });
    expect(data.live.r).toMatchObject({ done: true, status: 'OK', text: 'Hi there' });
    const final = msg('r', 1, 100, { sender: 'bot', author: 'psycarebot', message: 'Hi there!', status: 'OK' });
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 2, item: final, chat: null });
    expect(data.live.r).toBeUndefined();
    expect(describeMessage(data.items[0] as MessageItem, data.live.r)).toEqual({ kind: 'text', text: 'Hi there!' });
  });

  it('ignores tokens and done for a reply that is already settled', () => {
    const data = ready([msg('r', 1, 100, { sender: 'bot', author: 'psycarebot' })], 1);
    expect(applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 0, delta: 'x', thinking: false })).toBe(data);
    expect(applyDone(data, { chatId: CHAT_ID, messageId: 'r', status: 'OK' })).toBe(data);
  });
});

describe('rejoin after a reconnect', () => {
  it('applies exactly the missed events in seq order and the streams in flight', () => {
    const data = ready([msg('a', 1, 100)], 2);
    const missed: ChatEventPayload[] = [
      { chatId: CHAT_ID, seq: 4, item: pendingBot('r', 4, 300), chat: null },
      { chatId: CHAT_ID, seq: 3, item: msg('b', 3, 200), chat: chat({ messages_count: 2 }) },
      { chatId: CHAT_ID, seq: 1, item: msg('a', 1, 100, { message: 'stale' }), chat: null },
    ];
    const next = applyRejoin(data, {
      chat: chat({ messages_count: 3 }), lastSeq: 4, missed,
      streams: [{ messageId: 'r', text: 'So', index: 1, thinking: false }],
    });
    expect(ids(next)).toEqual(['a', 'b', 'r']);
    expect((next.items[0] as MessageItem).message).toBe('text a');
    expect(next.lastSeq).toBe(4);
    expect(next.chat?.messages_count).toBe(3);
    expect(next.live.r.text).toBe('So');
  });

  it('takes a whole timeline when the server sends one', () => {
    const data = ready([msg('a', 1, 100)], 1);
    const next = applyRejoin(data, join([msg('x', 7, 700)], 7));
    expect(ids(next)).toEqual(['x']);
    expect(next.lastSeq).toBe(7);
  });
});

describe('other transitions', () => {
  it('loads a ChatInfo over HTTP but keeps lastSeq unknown, so the socket snapshot still applies', () => {
    const { messages_count: _, ...summary } = chat();
    const data = applyChatInfo(initialTimeline(), { ...summary, messages_count: 1, messages: [msg('a', 1, 100)], last_seq: 1, before: null, beginning: true });
    expect(data.status).toBe('ready');
    expect(ids(data)).toEqual(['a']);
    expect(data.lastSeq).toBeNull();
    expect(applyToken(data, { chatId: CHAT_ID, messageId: 'r', index: 0, delta: 'x', thinking: false }).buffered).toHaveLength(1);
  });

  it('forgets everything when revoked or failed', () => {
    expect(applyRevoked()).toMatchObject({ status: 'revoked', items: [], chat: null, live: {} });
    expect(applyFailure({ code: 'chat_not_found', detail: 'Not found' })).toMatchObject({
      status: 'error', error: { code: 'chat_not_found' }, items: [],
    });
  });
});

describe('message view', () => {
  it('maps error codes to the right texts', () => {
    expect(botErrorKey('daily_limit_reached')).toBe('chat.errors.daily_limit_reached');
    expect(botErrorKey('premium_required')).toBe('chat.errors.premium_required');
    for (const code of ['overloaded', 'unavailable', 'rate_limited']) expect(botErrorKey(code)).toBe('chat.errors.unavailable');
    expect(botErrorKey('model_not_found')).toBe('chat.errors.model_not_found');
    for (const code of ['timeout', 'interrupted', 'unexpected', null, 'whatever']) expect(botErrorKey(code)).toBe('chat.errors.unexpected');
  });

  it('shows deleted, encrypted, pending and error states', () => {
    expect(describeMessage(msg('a', 1, 1, { deleted_at_timestamp: 5 }), undefined)).toEqual({ kind: 'deleted' });
    expect(describeMessage(msg('a', 1, 1, { encrypted: true, message: null }), undefined)).toEqual({ kind: 'encrypted' });
    expect(describeMessage(pendingBot('r', 1, 1), undefined)).toEqual({ kind: 'pending' });
    const failed = msg('r', 1, 1, { sender: 'bot', status: 'ERROR', error_code: 'daily_limit_reached', message: null });
    expect(describeMessage(failed, undefined)).toEqual({ kind: 'error', errorKey: 'chat.errors.daily_limit_reached', text: null });
    const cut = msg('r', 1, 1, { sender: 'bot', status: 'ERROR', error_code: 'interrupted', message: 'Half a rep' });
    expect(describeMessage(cut, undefined)).toEqual({ kind: 'error', errorKey: 'chat.errors.unexpected', text: 'Half a rep' });
  });
});
