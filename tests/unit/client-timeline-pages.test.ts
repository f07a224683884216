import { describe, expect, it } from 'vitest';
import type { ChatSummary, MessageItem, TimelineItem } from '../../shared/api';
import type { ChatEventPayload } from '../../shared/socket';
import type { PagedJoin } from '../../client/src/features/chat/stores/timeline-joins';
import { FIRST_INDEX } from '../../client/src/features/chat/stores/timeline-logic';
import { createTimelineStore, type TimelineStore } from '../../client/src/features/chat/stores/timeline-store';

/* The timeline store with paged history (issue 12): latest page, older pages, live events, reload. */
const CHAT_ID = '22222222-2222-4222-8222-222222222222';

function chat(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    id: CHAT_ID, created_at_timestamp: 1000, updated_at_timestamp: 1000, closed: false, closed_at_timestamp: null,
    owner: 'alice', public: true, shared_with: [], encrypted: false, title: 'A long chat', description: '', tags: [],
    bot: null, language: 'en', date: null, is_followed: false, messages_count: 0, version: 1, ...overrides,
  };
}

/** Message n of a chat made of one message per seq, one per second. */
function msg(n: number, overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    kind: 'message', id: `m${n}`, chat_id: CHAT_ID, seq: n, message: `text ${n}`, answer_message_id: null, answer_message: null,
    created_at_timestamp: n * 1000, updated_at_timestamp: null, deleted_at_timestamp: null, sender: 'user', author: 'alice',
    updated_by: null, deleted_by: null, negative_feedback_count: 0, positive_feedback_count: 0,
    is_positive_feedback_from_user: false, is_negative_feedback_from_user: false, status: 'OK', error_code: null,
    encrypted: false, ...overrides,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));
const ids = (store: TimelineStore) => store.getState().items.map((i) => i.id);
const event = (seq: number, item: TimelineItem | null): ChatEventPayload => ({ chatId: CHAT_ID, seq, item, chat: null });

/** A store that joined a chat of 200 messages and got the latest 50, with the cursor `c151`. */
function joined(): TimelineStore {
  const store = createTimelineStore(CHAT_ID);
  const ack: PagedJoin = { chat: chat(), lastSeq: 200, timeline: range(151, 200), before: 'c151', beginning: false, streams: [] };
  store.getState().snapshot(ack);
  return store;
}

describe('the latest page', () => {
  it('shows the latest page with its cursor and starts the list index at its base', () => {
    const store = joined();
    const state = store.getState();
    expect(state.items).toHaveLength(50);
    expect(state.items[0].id).toBe('m151');
    expect(state).toMatchObject({ before: 'c151', beginning: false, older: 'idle', firstIndex: FIRST_INDEX, epoch: 1 });
  });

  it('reads an ack without paging fields (the whole history) as the beginning', () => {
    const store = createTimelineStore(CHAT_ID);
    store.getState().snapshot({ chat: chat(), lastSeq: 3, timeline: range(1, 3), streams: [] });
    expect(store.getState()).toMatchObject({ before: null, beginning: true });
  });

  it('takes the cursor from the HTTP fallback and leaves the summary without paging fields', () => {
    const store = createTimelineStore(CHAT_ID);
    store.getState().loadedOverHttp({ ...chat(), messages: range(151, 200), last_seq: 200, before: 'c151', beginning: false });
    const state = store.getState();
    expect(state).toMatchObject({ status: 'ready', before: 'c151', beginning: false, lastSeq: null });
    expect(state.chat).toEqual(chat());
  });
});

describe('older pages', () => {
  it('puts each page above, in order, lowering the first index by the items added', () => {
    const store = joined();
    store.getState().olderLoading();
    expect(store.getState().older).toBe('loading');
    store.getState().olderPage('c151', { messages: range(101, 150), before: 'c101', beginning: false });
    expect(store.getState()).toMatchObject({ before: 'c101', beginning: false, older: 'idle', firstIndex: FIRST_INDEX - 50 });
    store.getState().olderPage('c101', { messages: range(1, 100), before: null, beginning: true });
    const state = store.getState();
    expect(ids(store)).toEqual(range(1, 200).map((m) => m.id));
    expect(state).toMatchObject({ before: null, beginning: true, firstIndex: FIRST_INDEX - 150 });
  });

  it('drops duplicate ids where pages overlap, keeping the copy with the higher seq', () => {
    const store = joined();
    store.getState().event(event(201, msg(151, { seq: 201, message: 'edited' })));
    // The page was read before the edit and overlaps the first page by one item.
    store.getState().olderPage('c151', { messages: range(101, 151), before: 'c101', beginning: false });
    const state = store.getState();
    expect(ids(store)).toEqual(range(101, 200).map((m) => m.id));
    expect((state.items.find((i) => i.id === 'm151') as MessageItem).message).toBe('edited');
    expect(state.firstIndex).toBe(FIRST_INDEX - 50);
  });

  it('takes a page copy newer than the one shown', () => {
    const store = joined();
    store.getState().olderPage('c151', { messages: [...range(101, 150), msg(151, { seq: 300, message: 'newer' })], before: 'c101', beginning: false });
    expect((store.getState().items.find((i) => i.id === 'm151') as MessageItem).message).toBe('newer');
  });

  it('drops a page asked with a cursor that is no longer the one shown (a reload came first)', () => {
    const store = joined();
    store.getState().olderPage('c151', { messages: range(101, 150), before: 'c101', beginning: false });
    const before = store.getState();
    store.getState().olderPage('c151', { messages: range(101, 150), before: 'c101', beginning: false });
    store.getState().olderFailed('c151');
    expect(store.getState()).toBe(before);
  });

  it('marks a failed page for a retry, and stops at a cursor that does not move', () => {
    const store = joined();
    store.getState().olderLoading();
    store.getState().olderFailed('c151');
    expect(store.getState().older).toBe('failed');
    store.getState().olderPage('c151', { messages: [], before: 'c151', beginning: false });
    expect(store.getState()).toMatchObject({ beginning: true, before: null, older: 'idle' });
  });
});

describe('live events with paged history', () => {
  it('appends new items without moving the first index', () => {
    const store = joined();
    store.getState().event(event(201, msg(201)));
    expect(ids(store).at(-1)).toBe('m201');
    expect(store.getState().firstIndex).toBe(FIRST_INDEX);
  });

  it('replaces a paged-in item that changed (edit, deletion, feedback, a reply completing)', () => {
    const store = joined();
    store.getState().event(event(201, msg(160, { seq: 201, deleted_at_timestamp: 5, deleted_by: 'alice', message: null })));
    store.getState().event(event(202, msg(170, { seq: 202, positive_feedback_count: 2 })));
    const items = store.getState().items as MessageItem[];
    expect(items).toHaveLength(50);
    expect(items.find((i) => i.id === 'm160')?.deleted_at_timestamp).toBe(5);
    expect(items.find((i) => i.id === 'm170')?.positive_feedback_count).toBe(2);
  });

  it('ignores a change to an item older than what is paged in (it comes fresh with its page), but takes its seq and summary', () => {
    const store = joined();
    store.getState().event({ chatId: CHAT_ID, seq: 201, item: msg(20, { seq: 201, message: 'edited' }), chat: chat({ version: 2 }) });
    const state = store.getState();
    expect(state.items).toHaveLength(50);
    expect(ids(store)).not.toContain('m20');
    expect(state.lastSeq).toBe(201);
    expect(state.chat?.version).toBe(2);
    expect(state.touched.m20).toBeUndefined();
  });

  it('applies a change to an old item once the beginning is paged in', () => {
    const store = joined();
    store.getState().olderPage('c151', { messages: range(1, 150), before: null, beginning: true });
    store.getState().event(event(201, msg(20, { seq: 201, message: 'edited' })));
    expect((store.getState().items.find((i) => i.id === 'm20') as MessageItem).message).toBe('edited');
  });

  it('skips old items in a rejoin\'s missed events too, applying the rest', () => {
    const store = joined();
    store.getState().rejoined({ chat: chat(), lastSeq: 203, missed: [event(202, msg(10, { seq: 202 })), event(203, msg(203))], streams: [] });
    expect(ids(store)).not.toContain('m10');
    expect(ids(store).at(-1)).toBe('m203');
    expect(store.getState().lastSeq).toBe(203);
  });
});

describe('an older page against live changes it missed (as of its last_seq)', () => {
  // an item keeps the seq it was created at; what changed it is the event's seq
  const text = (store: TimelineStore, id: string) => (store.getState().items.find((i) => i.id === id) as MessageItem | undefined)?.message;

  it('keeps a live edit of an item not paged in yet over the copy of a page read before it', () => {
    const store = joined();
    store.getState().olderLoading();
    store.getState().event(event(201, msg(120, { message: 'edited' })));
    store.getState().event(event(202, msg(130, { status: 'ERROR', error_code: 'provider_error' })));
    store.getState().olderPage('c151', { messages: range(101, 150), before: 'c101', beginning: false, last_seq: 200 });
    expect(text(store, 'm120')).toBe('edited');
    expect((store.getState().items.find((i) => i.id === 'm130') as MessageItem).status).toBe('ERROR');
    expect(ids(store)).toEqual(range(101, 200).map((m) => m.id));
    // paged in now: later changes reach it directly, so the held copies are let go
    expect(store.getState().outside).toEqual({});
  });

  it('takes the page\'s copy when it was read after the live change, with the viewer\'s flags', () => {
    const store = joined();
    store.getState().event(event(201, msg(120, { message: 'edited' })));
    const page = range(101, 150).map((m) => (m.id === 'm120' ? { ...m, message: 'edited', is_positive_feedback_from_user: true } : m));
    store.getState().olderPage('c151', { messages: page, before: 'c101', beginning: false, last_seq: 201 });
    expect(store.getState().items.find((i) => i.id === 'm120')).toMatchObject({ message: 'edited', is_positive_feedback_from_user: true });
  });

  it('keeps the viewer\'s flags from the page when the room\'s newer copy wins', () => {
    const store = joined();
    store.getState().event(event(201, msg(120, { positive_feedback_count: 3 })));
    const page = range(101, 150).map((m) => (m.id === 'm120' ? { ...m, is_positive_feedback_from_user: true } : m));
    store.getState().olderPage('c151', { messages: page, before: 'c101', beginning: false, last_seq: 200 });
    expect(store.getState().items.find((i) => i.id === 'm120')).toMatchObject({ positive_feedback_count: 3, is_positive_feedback_from_user: true });
  });

  it('holds a live copy for a page further back until that page comes', () => {
    const store = joined();
    store.getState().event(event(201, msg(20, { message: 'edited' })));
    store.getState().olderPage('c151', { messages: range(101, 150), before: 'c101', beginning: false, last_seq: 200 });
    expect(ids(store)).not.toContain('m20');
    store.getState().olderPage('c101', { messages: range(1, 100), before: null, beginning: true, last_seq: 200 });
    expect(text(store, 'm20')).toBe('edited');
  });

  it('takes the live copy when the page says nothing of when it was read (an older server)', () => {
    const store = joined();
    store.getState().event(event(201, msg(120, { message: 'edited' })));
    store.getState().olderPage('c151', { messages: range(101, 150), before: 'c101', beginning: false });
    expect(text(store, 'm120')).toBe('edited');
  });
});

describe('a rejoin told to reload', () => {
  it('replaces the items with the latest page, keeps the chat ready and starts a new list', () => {
    const store = joined();
    store.getState().olderPage('c151', { messages: range(101, 150), before: 'c101', beginning: false });
    store.getState().rejoined({
      chat: chat({ version: 3 }), lastSeq: 5000, reload: true, timeline: range(4951, 5000), before: 'c4951', beginning: false, streams: [],
    });
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(ids(store)).toEqual(range(4951, 5000).map((m) => m.id));
    expect(state).toMatchObject({ lastSeq: 5000, before: 'c4951', beginning: false, older: 'idle', epoch: 2, firstIndex: FIRST_INDEX });
    expect(state.chat?.version).toBe(3);
    // A page asked before the reload is not mixed in.
    store.getState().olderPage('c101', { messages: range(51, 100), before: 'c51', beginning: false });
    expect(store.getState().items).toHaveLength(50);
  });

  it('keeps live changes that came after the reload\'s page while it was on its way', () => {
    const store = joined();
    // The room is joined before the page is read: events past the page's lastSeq may arrive before the ack.
    store.getState().event(event(5001, msg(5001)));
    store.getState().event(event(5002, msg(4990, { seq: 5002, message: 'edited after the page' })));
    store.getState().rejoined({ chat: chat(), lastSeq: 5000, reload: true, timeline: range(4951, 5000), before: 'c4951', beginning: false, streams: [] });
    const state = store.getState();
    expect(ids(store)).toEqual([...range(4951, 5001)].map((m) => m.id));
    expect((state.items.find((i) => i.id === 'm4990') as MessageItem).message).toBe('edited after the page');
    expect(state.lastSeq).toBe(5002);
    // Nothing the old items had before the page (m151…m200) survives.
    expect(ids(store)).not.toContain('m200');
  });
});
