import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../../shared/api.js';
import type { ChatEventBody, RecordedChatEvent } from '../../shared/events.js';
import { eraseFromEvents } from '../../server/application/people/erasure/erase-events.js';
import type { StoredEvent } from '../../server/application/ports.js';
import { decide } from '../../server/domain/chat/decide.js';
import { foldChat } from '../../server/domain/chat/state.js';
import { foldSummary } from '../../server/domain/summary.js';
import { changedSince, foldTimeline, viewTimeline } from '../../server/domain/timeline.js';

const CHAT = '0b9f7a1e-2c3d-4e5f-8a6b-7c8d9e0f1a2b';
const ALIAS = 'deleted-abc123';

const record = (bodies: [ChatEventBody, string][]): RecordedChatEvent[] =>
  bodies.map(([body, actor], i) => ({ ...body, chatId: CHAT, seq: i + 1, at: 1_000 + i, actor }) as RecordedChatEvent);

/** A closed chat of olga's, shared with erin and fran, where erin wrote, edited, voted and was answered. */
const past: [ChatEventBody, string][] = [
  [{ type: 'chat_created', data: { chatId: CHAT, owner: 'olga', botKey: null, title: 'Chat', language: 'en', date: null } }, 'olga'],
  [{ type: 'shared_private', data: { users: ['erin', 'fran'] } }, 'olga'],
  [{ type: 'message_posted', data: { messageId: 'e1', author: 'erin', text: 'my secret', answerMessageId: null, clientId: 'c1' } }, 'erin'],
  [{ type: 'message_edited', data: { messageId: 'e1', text: 'my secret, edited' } }, 'erin'],
  [{ type: 'message_posted', data: { messageId: 'o1', author: 'olga', text: 'hello erin', answerMessageId: 'e1', clientId: null } }, 'olga'],
  [{ type: 'feedback_given', data: { messageId: 'o1', user: 'erin', positive: true } }, 'erin'],
  [{ type: 'message_posted', data: { messageId: 'e2', author: 'erin', text: 'gone already', answerMessageId: null, clientId: null } }, 'erin'],
  [{ type: 'message_deleted', data: { messageId: 'e2' } }, 'erin'],
  [{ type: 'chat_closed', data: {} }, 'olga'],
];

describe('erase_author / author_erased', () => {
  it('given a closed chat, when the system erases an author, then all their messages are named and the decider does not refuse', () => {
    const renamed = past.map(([b, actor]) => [
      b.type === 'message_posted' && b.data.author === 'erin' ? { ...b, data: { ...b.data, author: ALIAS } } : b, actor,
    ] as [ChatEventBody, string]);
    const events = decide({ type: 'erase_author', pseudonym: ALIAS }, foldChat(renamed.map(([b]) => b)));
    expect(events).toEqual([{ type: 'author_erased', data: { pseudonym: ALIAS, messageIds: ['e1', 'e2'] } }]);
    const state = foldChat([...renamed.map(([b]) => b), ...events]);
    expect(state.messages.get('e1')?.deleted).toBe(true);
    expect(state.closed).toBe(true);
  });

  it('given the erasure event, when the timeline folds, then their text is gone, markers are kept and the changed items are replayed on rejoin', () => {
    const erased: [ChatEventBody, string] = [{ type: 'author_erased', data: { pseudonym: ALIAS, messageIds: ['e1', 'e2'] } }, 'system'];
    const events = record([...past, erased]);
    const timeline = foldTimeline(CHAT, events);
    const items = viewTimeline(timeline, 'olga').filter((i): i is MessageItem => i.kind === 'message');
    const e1 = items.find((i) => i.id === 'e1')!;
    expect(e1).toMatchObject({ message: null, deleted_by: ALIAS, deleted_at_timestamp: 1_009, encrypted: false });
    expect(items.find((i) => i.id === 'e2')).toMatchObject({ message: null, deleted_at_timestamp: 1_007 });
    expect(items.find((i) => i.id === 'o1')?.answer_message).toEqual({ id: 'e1', message: null, sender: 'user' });
    // o1 quotes e1: its quote lost the text too, so a rejoin replays it with the erased ones (issue 18)
    expect(changedSince(timeline, 9, 'olga').map((c) => c.item.id).sort()).toEqual(['e1', 'e2', 'o1']);
    expect(foldSummary(events)?.version).toBe(10);
  });
});

describe('eraseFromEvents', () => {
  const stored = (): StoredEvent[] => record(past).map((e, i) => {
    const { type, chatId, seq, at, actor, data } = e;
    const sealed = 'text' in data ? { ...data, text: undefined, sealed: { iv: 'i', ct: `c${i}`, tag: 't' } } : data;
    return { chatId, seq, at, actor, type, data: JSON.parse(JSON.stringify(sealed)), position: i + 1 };
  });

  it('given a chat erin took part in, when erased, then her name leaves every event and her sealed words are dropped', () => {
    const rewrites = eraseFromEvents(stored(), 'erin', ALIAS);
    expect(rewrites.map((r) => r.seq)).toEqual([2, 3, 4, 6, 7, 8]);
    expect(JSON.stringify(rewrites)).not.toContain('erin');
    const bySeq = new Map(rewrites.map((r) => [r.seq, r]));
    expect(bySeq.get(2)).toEqual({ seq: 2, actor: 'olga', data: { users: ['fran'] } });
    expect(bySeq.get(3)).toEqual({ seq: 3, actor: ALIAS, data: { messageId: 'e1', author: ALIAS, answerMessageId: null, clientId: null, sealed: null } });
    expect(bySeq.get(4)?.data).toEqual({ messageId: 'e1', sealed: null });
    expect(bySeq.get(6)).toEqual({ seq: 6, actor: ALIAS, data: { messageId: 'o1', user: ALIAS, positive: true } });
    expect(eraseFromEvents(stored(), 'olga', ALIAS).find((r) => r.seq === 5)?.data).toMatchObject({ author: ALIAS, sealed: null });
  });

  it('given a chat without them, when erased, then nothing is rewritten', () => {
    expect(eraseFromEvents(stored(), 'nobody', ALIAS)).toEqual([]);
  });
});
