import { describe, expect, it } from 'vitest';
import type { ChatSummary, MessageItem, TimelineItem } from '../../shared/api';
import type { JoinResult } from '../../shared/socket';
import { TOPIC_TAGS as SHARED_TAGS } from '../../shared/validation';
import { applyOwnItem, applySummary } from '../../client/src/features/chat/stores/timeline-answers';
import { applyRejoin, applySnapshot } from '../../client/src/features/chat/stores/timeline-joins';
import { applyChatEvent, initialTimeline, type TimelineData } from '../../client/src/features/chat/stores/timeline-logic';
import { CHAT_DESCRIPTION_MAX, CHAT_TITLE_MAX, chatDetailsProblems, hasProblems } from '../../client/src/features/chat/utils/chat-details';
import { composerBlock, messagePermissions, nextFeedback } from '../../client/src/features/chat/utils/permissions';
import { audienceOf, shareUsernameProblem } from '../../client/src/features/chat/utils/share';
import { TOPIC_TAGS } from '../../client/src/lib/topic-tags';

const CHAT_ID = '11111111-1111-4111-8111-111111111111';

const chat = (overrides: Partial<ChatSummary> = {}): ChatSummary => ({
  id: CHAT_ID, created_at_timestamp: 1000, updated_at_timestamp: 1000, closed: false, closed_at_timestamp: null,
  owner: 'alice', public: false, shared_with: ['bob'], encrypted: false, title: 'A chat', description: '', tags: [],
  bot: null, language: 'en', date: null, is_followed: false, messages_count: 1, version: 3, ...overrides,
});

const msg = (overrides: Partial<MessageItem> = {}): MessageItem => ({
  kind: 'message', id: 'm1', chat_id: CHAT_ID, seq: 2, message: 'hello', answer_message_id: null, answer_message: null,
  created_at_timestamp: 10, updated_at_timestamp: null, deleted_at_timestamp: null, sender: 'user', author: 'bob',
  updated_by: null, deleted_by: null, negative_feedback_count: 0, positive_feedback_count: 0,
  is_positive_feedback_from_user: false, is_negative_feedback_from_user: false, status: 'OK', error_code: null, encrypted: false,
  ...overrides,
});

const ready = (items: TimelineItem[], lastSeq = 3): TimelineData =>
  applySnapshot(initialTimeline(), { chat: chat(), lastSeq, timeline: items, streams: [] } satisfies JoinResult);
const first = (data: TimelineData) => data.items[0] as MessageItem;

describe('own feedback flags against viewer-neutral broadcasts', () => {
  it('a broadcast updates the counts but keeps the flags already shown', () => {
    const data = ready([msg({ is_positive_feedback_from_user: true, positive_feedback_count: 1 })]);
    const next = applyChatEvent(data, { chatId: CHAT_ID, seq: 4, item: msg({ positive_feedback_count: 2 }), chat: null });
    expect(first(next).positive_feedback_count).toBe(2);
    expect(first(next).is_positive_feedback_from_user).toBe(true);
    expect(next.touched.m1).toBe(4);
  });

  it("a rejoin's missed items are made for this viewer: their flags are taken as they are", () => {
    const data = ready([msg({ is_positive_feedback_from_user: true, positive_feedback_count: 1 })]);
    const missed = [{ chatId: CHAT_ID, seq: 5, item: msg({ positive_feedback_count: 0 }), chat: null }];
    const next = applyRejoin(data, { chat: chat(), lastSeq: 5, missed, streams: [] });
    expect(first(next).is_positive_feedback_from_user).toBe(false);
  });

  it('the HTTP answer wins when no broadcast touched the item since the request', () => {
    const data = ready([msg()]);
    const next = applyOwnItem(data, msg({ positive_feedback_count: 1, is_positive_feedback_from_user: true }), 3);
    expect(first(next)).toMatchObject({ positive_feedback_count: 1, is_positive_feedback_from_user: true });
  });

  it('after a newer broadcast, only the flags come from the HTTP answer', () => {
    let data = ready([msg()]);
    // Someone else voted down after this viewer's request left, and that broadcast came first.
    data = applyChatEvent(data, { chatId: CHAT_ID, seq: 5, item: msg({ positive_feedback_count: 1, negative_feedback_count: 1 }), chat: null });
    const next = applyOwnItem(data, msg({ positive_feedback_count: 1, is_positive_feedback_from_user: true }), 3);
    expect(first(next)).toMatchObject({ positive_feedback_count: 1, negative_feedback_count: 1, is_positive_feedback_from_user: true });
    // The same flags again change nothing.
    expect(applyOwnItem(next, msg({ is_positive_feedback_from_user: true }), 3)).toBe(next);
  });

  it('chat summaries from HTTP answers never go back to an older version', () => {
    const data = ready([]);
    expect(applySummary(data, chat({ version: 4, closed: true })).chat?.closed).toBe(true);
    expect(applySummary(data, chat({ version: 2, closed: true }))).toBe(data);
    expect(applySummary(initialTimeline(), chat())).toEqual(initialTimeline());
  });
});

describe('who may do what (SPEC §5)', () => {
  it('blocks the composer with a reason', () => {
    expect(composerBlock(chat({ closed: true }), 'alice')).toBe('closed');
    expect(composerBlock(chat({ public: true }), null)).toBe('signIn');
    expect(composerBlock(chat(), 'carol')).toBe('notParticipant');
    expect(composerBlock(chat({ public: true }), 'carol')).toBeNull();
    expect(composerBlock(chat(), 'bob')).toBeNull();
  });

  it('lets authors edit, authors and the owner delete, participants reply to and vote on others\' messages, while open', () => {
    const c = chat();
    expect(messagePermissions(msg(), c, 'bob')).toEqual({ reply: false, edit: true, remove: true, vote: false, copy: true });
    expect(messagePermissions(msg(), c, 'alice')).toEqual({ reply: true, edit: false, remove: true, vote: true, copy: true });
    expect(messagePermissions(msg(), chat({ closed: true }), 'alice')).toEqual({ reply: false, edit: false, remove: false, vote: true, copy: true });
    expect(messagePermissions(msg(), chat({ public: true }), null)).toEqual({ reply: false, edit: false, remove: false, vote: false, copy: true });
    expect(messagePermissions(msg({ deleted_at_timestamp: 20, message: null }), c, 'bob')).toEqual({ reply: false, edit: false, remove: false, vote: false, copy: false });
    expect(messagePermissions(msg({ sender: 'bot', author: 'psycarebot', status: 'PENDING', message: null }), c, 'alice').vote).toBe(false);
    expect(messagePermissions(msg({ sender: 'bot', author: 'bob' }), c, 'bob').edit).toBe(false);
  });

  it('offers thumbs and reply on bot replies, never on the owner\'s own journal entries', () => {
    const journal = chat({ shared_with: [], bot: 'psycarediary' });
    const own = messagePermissions(msg({ author: 'alice' }), journal, 'alice');
    expect({ vote: own.vote, reply: own.reply }).toEqual({ vote: false, reply: false });
    const bot = messagePermissions(msg({ sender: 'bot', author: 'psycarediary' }), journal, 'alice');
    expect({ vote: bot.vote, reply: bot.reply }).toEqual({ vote: true, reply: true });
  });

  it('toggles, switches and clears feedback', () => {
    const none = { is_positive_feedback_from_user: false, is_negative_feedback_from_user: false };
    expect(nextFeedback(none, 'up')).toBe(true);
    expect(nextFeedback(none, 'down')).toBe(false);
    expect(nextFeedback({ ...none, is_positive_feedback_from_user: true }, 'up')).toBeNull();
    expect(nextFeedback({ ...none, is_positive_feedback_from_user: true }, 'down')).toBe(false);
    expect(nextFeedback({ ...none, is_negative_feedback_from_user: true }, 'down')).toBeNull();
    expect(nextFeedback({ ...none, is_negative_feedback_from_user: true }, 'up')).toBe(true);
  });
});

describe("the owner's title and description", () => {
  it("are checked with the server's own limits", () => {
    expect([CHAT_TITLE_MAX, CHAT_DESCRIPTION_MAX]).toEqual([120, 1000]);
    expect(chatDetailsProblems('Sleep', '')).toEqual({ title: null, description: null });
    expect(chatDetailsProblems('   ', 'fine')).toEqual({ title: 'required', description: null });
    expect(chatDetailsProblems('x'.repeat(120), 'd'.repeat(1000))).toEqual({ title: null, description: null });
    expect(chatDetailsProblems('x'.repeat(121), 'd'.repeat(1001))).toEqual({ title: 'tooLong', description: 'tooLong' });
    expect(hasProblems(chatDetailsProblems('Sleep', ''))).toBe(false);
    expect(hasProblems(chatDetailsProblems('', ''))).toBe(true);
  });

  it('reach every viewer live: the broadcast summary replaces the one in the header', () => {
    const data = ready([msg()]);
    const edited = chat({ title: 'Sleeping better', description: 'Notes on my nights', version: 4 });
    const next = applyChatEvent(data, { chatId: CHAT_ID, seq: 4, item: null, chat: edited });
    expect(next.chat).toMatchObject({ title: 'Sleeping better', description: 'Notes on my nights' });
    expect(next.items).toBe(data.items);
    // A slower HTTP answer made before that edit does not bring the old title back.
    expect(applySummary(next, chat({ title: 'A chat', version: 3 }))).toBe(next);
  });
});

describe('sharing', () => {
  it('checks usernames before they are added', () => {
    expect(shareUsernameProblem(' ', 'alice', [])).toBe('required');
    expect(shareUsernameProblem('bo', 'alice', [])).toBe('format');
    expect(shareUsernameProblem('bob smith', 'alice', [])).toBe('format');
    expect(shareUsernameProblem('ALICE', 'alice', [])).toBe('owner');
    expect(shareUsernameProblem('Bobby', 'alice', ['bobby'])).toBe('duplicate');
    expect(shareUsernameProblem('carol', 'alice', Array.from({ length: 50 }, (_, i) => `user${i}`))).toBe('tooMany');
    expect(shareUsernameProblem(' carol ', 'alice', ['bobby'])).toBeNull();
  });

  it('says who reads the chat', () => {
    expect(audienceOf({ public: false, shared_with: [] })).toBe('private');
    expect(audienceOf({ public: true, shared_with: [] })).toBe('public');
    expect(audienceOf({ public: false, shared_with: ['b'] })).toBe('users');
    expect(audienceOf({ public: true, shared_with: ['b'] })).toBe('publicAndUsers');
  });

  it('offers the same topic tags as the server', () => {
    expect([...TOPIC_TAGS]).toEqual([...SHARED_TAGS]);
  });
});
