import { describe, expect, it } from 'vitest';
import type { EventItem, MessageItem, TimelineItem } from '../../shared/api.js';
import type { ChatEventBody, RecordedChatEvent } from '../../shared/events.js';
import { foldSummary } from '../../server/domain/summary.js';
import { changedSince, emptyTimeline, evolveTimeline, foldTimeline, viewItem, viewTimeline } from '../../server/domain/timeline.js';

const CHAT = '0b9f7a1e-2c3d-4e5f-8a6b-7c8d9e0f1a2b';
const OWNER = 'olga';
const FRIEND = 'fran';
const BOT = 'luna';
const T0 = Date.UTC(2025, 0, 1, 12);

/** Records events one after another: seq counts up, `at` is T0 + seq seconds unless given. */
function stream() {
  const events: RecordedChatEvent[] = [];
  const add = (body: ChatEventBody, actor = OWNER, at?: number) => {
    const seq = events.length + 1;
    events.push({ ...body, chatId: CHAT, seq, at: at ?? T0 + seq * 1000, actor } as RecordedChatEvent);
    return seq;
  };
  return {
    events,
    created: (botKey: string | null = null) => add({ type: 'chat_created', data: { chatId: CHAT, owner: OWNER, botKey, title: 'Chat', language: 'en', date: null } }),
    post: (messageId: string, author = OWNER, text: string | null = `text ${messageId}`, answerMessageId: string | null = null, at?: number) =>
      add({ type: 'message_posted', data: { messageId, author, text, answerMessageId, clientId: null } }, author, at),
    start: (messageId: string, answerMessageId: string) => add({ type: 'bot_reply_started', data: { messageId, botKey: BOT, answerMessageId } }, BOT),
    complete: (messageId: string, text: string | null, status: 'OK' | 'ERROR' = 'OK', errorCode: string | null = null) =>
      add({ type: 'bot_reply_completed', data: { messageId, text, status, errorCode } }, BOT),
    edit: (messageId: string, text: string, by = OWNER) => add({ type: 'message_edited', data: { messageId, text } }, by),
    del: (messageId: string, by = OWNER) => add({ type: 'message_deleted', data: { messageId } }, by),
    vote: (messageId: string, user: string, positive: boolean | null) => add({ type: 'feedback_given', data: { messageId, user, positive } }, user),
    add,
  };
}

const asMessage = (item: TimelineItem | null | undefined): MessageItem => {
  if (item?.kind !== 'message') throw new Error(`not a message: ${JSON.stringify(item)}`);
  return item;
};
const messageIn = (items: TimelineItem[], id: string) => asMessage(items.find((i) => i.id === id));

describe('timeline: ordering', () => {
  it('given messages created out of seq order, then the timeline is ordered by creation time', () => {
    const s = stream();
    s.created();
    s.post('late', OWNER, 'late', null, T0 + 50_000);
    s.post('early', OWNER, 'early', null, T0 + 10_000);
    s.post('middle', OWNER, 'middle', null, T0 + 30_000);
    expect(viewTimeline(foldTimeline(CHAT, s.events), OWNER).map((i) => i.id)).toEqual(['early', 'middle', 'late']);
  });

  it('given two messages with the same creation time, then the lower seq comes first, whatever order they were folded in', () => {
    const s = stream();
    s.created();
    s.post('first', OWNER, 'a', null, T0);
    s.post('second', OWNER, 'b', null, T0);
    const reversed = [s.events[0], s.events[2], s.events[1]];
    expect(viewTimeline(foldTimeline(CHAT, reversed), OWNER).map((i) => i.id)).toEqual(['first', 'second']);
    expect(viewTimeline(foldTimeline(CHAT, s.events), OWNER).map((i) => i.id)).toEqual(['first', 'second']);
  });

  it('given chat_created, chat_edited and tag events, then they make no timeline item', () => {
    const s = stream();
    s.created();
    s.add({ type: 'chat_edited', data: { title: 'T', description: 'D' } });
    s.add({ type: 'tag_added', data: { tag: 'stress' } });
    s.add({ type: 'tag_removed', data: { tag: 'stress' } });
    expect(viewTimeline(foldTimeline(CHAT, s.events), OWNER)).toEqual([]);
  });
});

describe('timeline: messages', () => {
  it('given a posted message, then the item carries every field with no edit, deletion or votes', () => {
    const s = stream();
    s.created();
    const seq = s.post('m1', OWNER, 'hello');
    expect(viewItem(foldTimeline(CHAT, s.events), 'm1', OWNER)).toEqual({
      kind: 'message', id: 'm1', chat_id: CHAT, seq, message: 'hello', answer_message_id: null, answer_message: null,
      created_at_timestamp: T0 + seq * 1000, updated_at_timestamp: null, deleted_at_timestamp: null,
      sender: 'user', author: OWNER, updated_by: null, deleted_by: null,
      negative_feedback_count: 0, positive_feedback_count: 0,
      is_positive_feedback_from_user: false, is_negative_feedback_from_user: false,
      status: 'OK', error_code: null, encrypted: false,
    });
  });

  it('given a started bot reply, then it is PENDING with no text and not encrypted', () => {
    const s = stream();
    s.created(BOT);
    s.post('m1');
    s.start('b1', 'm1');
    expect(viewItem(foldTimeline(CHAT, s.events), 'b1', OWNER)).toMatchObject({
      sender: 'bot', author: BOT, status: 'PENDING', message: null, encrypted: false, answer_message_id: 'm1',
    });
  });

  it('given a completed bot reply, then it is OK with the final text; its creation time stays the start time', () => {
    const s = stream();
    s.created(BOT);
    s.post('m1');
    const started = s.start('b1', 'm1');
    s.complete('b1', 'You are not alone.');
    expect(viewItem(foldTimeline(CHAT, s.events), 'b1', OWNER)).toMatchObject({
      status: 'OK', message: 'You are not alone.', error_code: null, encrypted: false, seq: started, created_at_timestamp: T0 + started * 1000,
    });
  });

  it('given a failed bot reply, then it is ERROR with its code and not encrypted', () => {
    const s = stream();
    s.created(BOT);
    s.post('m1');
    s.start('b1', 'm1');
    s.complete('b1', null, 'ERROR', 'overloaded');
    expect(viewItem(foldTimeline(CHAT, s.events), 'b1', OWNER)).toMatchObject({ status: 'ERROR', error_code: 'overloaded', message: null, encrypted: false });
  });

  it('given completed messages whose text could not be read (null), then they are encrypted', () => {
    const s = stream();
    s.created(BOT);
    s.post('m1', OWNER, null);
    s.start('b1', 'm1');
    s.complete('b1', null);
    const state = foldTimeline(CHAT, s.events);
    expect(viewItem(state, 'm1', OWNER)).toMatchObject({ message: null, status: 'OK', encrypted: true });
    expect(viewItem(state, 'b1', OWNER)).toMatchObject({ message: null, status: 'OK', encrypted: true });
  });

  it('given an edit by its author, then the text changes and updated_at/updated_by are set', () => {
    const s = stream();
    s.created();
    s.post('m2', FRIEND, 'frist');
    const edited = s.edit('m2', 'first', FRIEND);
    expect(viewItem(foldTimeline(CHAT, s.events), 'm2', OWNER)).toMatchObject({
      message: 'first', updated_at_timestamp: T0 + edited * 1000, updated_by: FRIEND, deleted_at_timestamp: null, encrypted: false,
    });
  });

  it('given a deletion, then the text is cleared, deleted_at/deleted_by are set and it is not shown as encrypted', () => {
    const s = stream();
    s.created();
    s.post('m2', FRIEND, 'secret');
    const gone = s.del('m2', OWNER);
    expect(viewItem(foldTimeline(CHAT, s.events), 'm2', FRIEND)).toMatchObject({
      message: null, deleted_at_timestamp: T0 + gone * 1000, deleted_by: OWNER, encrypted: false,
    });
  });

  it('given events about a message that does not exist, then no item appears', () => {
    const s = stream();
    s.created();
    s.edit('ghost', 'x');
    s.del('ghost');
    s.vote('ghost', FRIEND, true);
    const state = foldTimeline(CHAT, s.events);
    expect(viewTimeline(state, OWNER)).toEqual([]);
    expect(viewItem(state, 'ghost', OWNER)).toBeNull();
  });
});

describe('timeline: replies', () => {
  it('given a reply deleted while it streamed, when a completion with text follows (a log from before the rule), then the marker stays', () => {
    const s = stream();
    s.created(BOT);
    s.post('m1');
    s.start('b1', 'm1');
    s.del('b1');
    s.complete('b1', 'Text that was deleted.');
    const reply = asMessage(viewItem(foldTimeline(CHAT, s.events), 'b1', OWNER));
    expect(reply).toMatchObject({ message: null, deleted_by: OWNER, status: 'OK' });
    expect(reply.deleted_at_timestamp).toEqual(expect.any(Number));
  });

  it('given a reply to a message, then answer_message holds its id, text and sender', () => {
    const s = stream();
    s.created(BOT);
    s.post('m1', OWNER, 'how do I sleep?');
    s.start('b1', 'm1');
    s.complete('b1', 'Try a routine.');
    s.post('m3', OWNER, 'thanks', 'b1');
    const state = foldTimeline(CHAT, s.events);
    expect(viewItem(state, 'b1', OWNER)).toMatchObject({ answer_message: { id: 'm1', message: 'how do I sleep?', sender: 'user' } });
    expect(viewItem(state, 'm3', OWNER)).toMatchObject({ answer_message_id: 'b1', answer_message: { id: 'b1', message: 'Try a routine.', sender: 'bot' } });
  });

  it('given the answered message is edited then deleted, then the reply shows its latest text, then null', () => {
    const s = stream();
    s.created();
    s.post('m1', OWNER, 'v1');
    s.post('m2', FRIEND, 'reply', 'm1');
    s.edit('m1', 'v2');
    expect(viewItem(foldTimeline(CHAT, s.events), 'm2', FRIEND)).toMatchObject({ answer_message: { id: 'm1', message: 'v2' } });
    s.del('m1');
    expect(viewItem(foldTimeline(CHAT, s.events), 'm2', FRIEND)).toMatchObject({ answer_message_id: 'm1', answer_message: { id: 'm1', message: null } });
  });

  it('given a reply to an unknown id, then answer_message is null but the id is kept', () => {
    const s = stream();
    s.created();
    s.post('m2', OWNER, 'reply', 'nope');
    expect(viewItem(foldTimeline(CHAT, s.events), 'm2', OWNER)).toMatchObject({ answer_message_id: 'nope', answer_message: null });
  });
});

describe('timeline: feedback', () => {
  const voted = () => {
    const s = stream();
    s.created(BOT);
    s.post('m1');
    s.start('b1', 'm1');
    s.complete('b1', 'ok');
    return s;
  };

  it('given votes from three people, then counts are totals and the flags are the viewer\'s own', () => {
    const s = voted();
    s.vote('b1', OWNER, true);
    s.vote('b1', FRIEND, false);
    s.vote('b1', 'pia', true);
    const state = foldTimeline(CHAT, s.events);
    expect(viewItem(state, 'b1', OWNER)).toMatchObject({
      positive_feedback_count: 2, negative_feedback_count: 1, is_positive_feedback_from_user: true, is_negative_feedback_from_user: false,
    });
    expect(viewItem(state, 'b1', FRIEND)).toMatchObject({ is_positive_feedback_from_user: false, is_negative_feedback_from_user: true });
    expect(viewItem(state, 'b1', 'nobody')).toMatchObject({ is_positive_feedback_from_user: false, is_negative_feedback_from_user: false });
    expect(viewItem(state, 'b1', null)).toMatchObject({
      positive_feedback_count: 2, negative_feedback_count: 1, is_positive_feedback_from_user: false, is_negative_feedback_from_user: false,
    });
  });

  it('given a vote switched from up to down, then it counts once, as down', () => {
    const s = voted();
    s.vote('b1', OWNER, true);
    s.vote('b1', OWNER, false);
    expect(viewItem(foldTimeline(CHAT, s.events), 'b1', OWNER)).toMatchObject({
      positive_feedback_count: 0, negative_feedback_count: 1, is_positive_feedback_from_user: false, is_negative_feedback_from_user: true,
    });
  });

  it('given a vote cleared with null, then it no longer counts and no flag is set', () => {
    const s = voted();
    s.vote('b1', OWNER, false);
    s.vote('b1', FRIEND, true);
    s.vote('b1', OWNER, null);
    expect(viewItem(foldTimeline(CHAT, s.events), 'b1', OWNER)).toMatchObject({
      positive_feedback_count: 1, negative_feedback_count: 0, is_positive_feedback_from_user: false, is_negative_feedback_from_user: false,
    });
  });

  it('given events applied one by one, then evolveTimeline names the item each one changed and ends where the fold does', () => {
    const s = voted();
    s.vote('b1', OWNER, true);
    s.add({ type: 'tag_added', data: { tag: 'stress' } });
    s.add({ type: 'chat_closed', data: {} });
    const state = emptyTimeline(CHAT);
    const ids = s.events.map((e) => evolveTimeline(state, e));
    expect(ids).toEqual([null, 'm1', 'b1', 'b1', 'b1', null, `${CHAT}:7`]);
    expect(viewTimeline(state, OWNER)).toEqual(viewTimeline(foldTimeline(CHAT, s.events), OWNER));
  });
});

describe('timeline: share, revoke, close and open items', () => {
  it('given each sharing event, then an event item with the SPEC name, actor, users and time', () => {
    const s = stream();
    s.created();
    const steps: [ChatEventBody, EventItem['event'], string[]][] = [
      [{ type: 'shared_public', data: {} }, 'public-share', []],
      [{ type: 'shared_private', data: { users: [FRIEND, 'pia'] } }, 'private-share', [FRIEND, 'pia']],
      [{ type: 'share_revoked', data: { scope: 'public' } }, 'delete-public-share', []],
      [{ type: 'share_revoked', data: { scope: 'private' } }, 'delete-private-share', []],
      [{ type: 'share_revoked', data: { scope: 'all' } }, 'delete-all-share', []],
      [{ type: 'chat_closed', data: {} }, 'close-chat', []],
      [{ type: 'chat_opened', data: {} }, 'open-chat', []],
    ];
    const expected = steps.map(([body, event, users]) => {
      const seq = s.add(body);
      return { kind: 'event', id: `${CHAT}:${seq}`, chat_id: CHAT, seq, event, actor: OWNER, users, created_at_timestamp: T0 + seq * 1000 };
    });
    expect(viewTimeline(foldTimeline(CHAT, s.events), FRIEND)).toEqual(expected);
  });

  it('given messages and events interleaved, then they share one timeline ordered by time', () => {
    const s = stream();
    s.created();
    s.post('m1');
    s.add({ type: 'chat_closed', data: {} });
    s.add({ type: 'chat_opened', data: {} });
    s.post('m2');
    const items = viewTimeline(foldTimeline(CHAT, s.events), OWNER);
    expect(items.map((i) => (i.kind === 'event' ? i.event : i.id))).toEqual(['m1', 'close-chat', 'open-chat', 'm2']);
  });
});

describe('timeline: changedSince', () => {
  it('given items changed after a seq, then each comes once, at its latest state, in the order of its last change', () => {
    const s = stream();
    s.created(BOT);
    s.post('m1', OWNER, 'one');
    const afterSeq = s.post('m2', OWNER, 'two');
    s.edit('m1', 'one!');
    const started = s.start('b3', 'm2');
    s.vote('m2', FRIEND, true);
    s.edit('m1', 'one!!');
    const completed = s.complete('b3', 'done');
    const closedSeq = s.add({ type: 'chat_closed', data: {} });
    const state = foldTimeline(CHAT, s.events);

    const changed = changedSince(state, afterSeq, FRIEND);
    expect(changed.map((c) => [c.seq, c.item.id])).toEqual([
      [afterSeq + 3, 'm2'],
      [afterSeq + 4, 'm1'],
      [completed, 'b3'],
      [closedSeq, `${CHAT}:${closedSeq}`],
    ]);
    expect(new Set(changed.map((c) => c.item.id)).size).toBe(changed.length);
    expect(asMessage(changed[0].item)).toMatchObject({ positive_feedback_count: 1, is_positive_feedback_from_user: true });
    expect(asMessage(changed[1].item).message).toBe('one!!');
    expect(asMessage(changed[2].item)).toMatchObject({ status: 'OK', message: 'done', seq: started });
  });

  it('given afterSeq at the last event, then nothing; given 0, then every item', () => {
    const s = stream();
    s.created();
    s.post('m1');
    const last = s.post('m2');
    const state = foldTimeline(CHAT, s.events);
    expect(changedSince(state, last, OWNER)).toEqual([]);
    expect(changedSince(state, 0, OWNER).map((c) => c.item.id)).toEqual(['m1', 'm2']);
  });

  it('given a viewer, then the changed items carry that viewer\'s own flags', () => {
    const s = stream();
    s.created();
    s.post('m1');
    s.vote('m1', FRIEND, false);
    const state = foldTimeline(CHAT, s.events);
    expect(changedSince(state, 2, FRIEND)[0].item).toMatchObject({ is_negative_feedback_from_user: true });
    expect(changedSince(state, 2, OWNER)[0].item).toMatchObject({ is_negative_feedback_from_user: false });
  });

  it('agrees with the full view: the latest state of each item is what viewTimeline shows', () => {
    const s = stream();
    s.created();
    s.post('m1');
    s.post('m2', FRIEND);
    s.del('m2');
    s.edit('m1', 'changed');
    const state = foldTimeline(CHAT, s.events);
    const full = viewTimeline(state, OWNER);
    for (const { item } of changedSince(state, 0, OWNER)) expect(item).toEqual(messageIn(full, item.id));
  });
});

describe('summary: foldSummary', () => {
  it('given no chat_created, then null', () => {
    const s = stream();
    s.add({ type: 'chat_closed', data: {} });
    expect(foldSummary(s.events)).toBeNull();
  });

  it('given a created chat, then a private, open summary with its fields', () => {
    const s = stream();
    s.events.push({
      type: 'chat_created', data: { chatId: CHAT, owner: OWNER, botKey: BOT, title: 'Diary', language: 'es', date: '2024-03-02' },
      chatId: CHAT, seq: 1, at: T0, actor: OWNER,
    });
    expect(foldSummary(s.events)).toEqual({
      id: CHAT, created_at_timestamp: T0, updated_at_timestamp: T0, closed: false, closed_at_timestamp: null, owner: OWNER,
      public: false, shared_with: [], encrypted: true, title: 'Diary', description: '', tags: [], bot: BOT, language: 'es',
      date: '2024-03-02', messages_count: 0, version: 1,
    });
  });

  it('counts posted messages and bot replies (not edits, deletions, completions or votes); version and updated_at follow the last event', () => {
    const s = stream();
    s.created(BOT);
    s.post('m1');
    s.start('b1', 'm1');
    s.complete('b1', 'hi');
    s.post('m2');
    s.edit('m2', 'x');
    s.vote('b1', OWNER, true);
    const last = s.del('m2');
    expect(foldSummary(s.events)).toMatchObject({ messages_count: 3, version: last, updated_at_timestamp: T0 + last * 1000, created_at_timestamp: T0 + 1000 });
  });

  it('applies edits and tag changes', () => {
    const s = stream();
    s.created();
    s.add({ type: 'chat_edited', data: { title: 'Exams', description: 'June' } });
    s.add({ type: 'tag_added', data: { tag: 'stress' } });
    s.add({ type: 'tag_added', data: { tag: 'anxiety' } });
    s.add({ type: 'tag_removed', data: { tag: 'stress' } });
    expect(foldSummary(s.events)).toMatchObject({ title: 'Exams', description: 'June', tags: ['anxiety'] });
  });

  it('tracks public, shared_with and encrypted through shares and each revoke scope', () => {
    const s = stream();
    s.created();
    const at = () => foldSummary(s.events);
    s.add({ type: 'shared_private', data: { users: [FRIEND] } });
    expect(at()).toMatchObject({ public: false, shared_with: [FRIEND], encrypted: false });
    s.add({ type: 'shared_private', data: { users: [FRIEND, 'pia'] } });
    s.add({ type: 'shared_public', data: {} });
    expect(at()).toMatchObject({ public: true, shared_with: [FRIEND, 'pia'], encrypted: false });
    s.add({ type: 'share_revoked', data: { scope: 'public' } });
    expect(at()).toMatchObject({ public: false, shared_with: [FRIEND, 'pia'], encrypted: false });
    s.add({ type: 'share_revoked', data: { scope: 'private' } });
    expect(at()).toMatchObject({ public: false, shared_with: [], encrypted: true });
    s.add({ type: 'shared_public', data: {} });
    s.add({ type: 'shared_private', data: { users: ['rui'] } });
    s.add({ type: 'share_revoked', data: { scope: 'private' } });
    expect(at()).toMatchObject({ public: true, shared_with: [], encrypted: false });
    s.add({ type: 'shared_private', data: { users: ['rui'] } });
    s.add({ type: 'share_revoked', data: { scope: 'all' } });
    expect(at()).toMatchObject({ public: false, shared_with: [], encrypted: true });
  });

  it('sets closed_at when closed and clears it when opened', () => {
    const s = stream();
    s.created();
    const closedAt = s.add({ type: 'chat_closed', data: {} });
    expect(foldSummary(s.events)).toMatchObject({ closed: true, closed_at_timestamp: T0 + closedAt * 1000 });
    s.add({ type: 'chat_opened', data: {} });
    expect(foldSummary(s.events)).toMatchObject({ closed: false, closed_at_timestamp: null });
  });

  it('continues from a given summary', () => {
    const s = stream();
    s.created();
    s.post('m1');
    const head = foldSummary(s.events.slice(0, 1));
    expect(foldSummary(s.events.slice(1), head)).toEqual(foldSummary(s.events));
  });
});
