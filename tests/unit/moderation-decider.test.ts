import { describe, expect, it } from 'vitest';
import type { ChatEventBody } from '../../shared/events.js';
import { canRead } from '../../server/domain/chat/access.js';
import { decide } from '../../server/domain/chat/decide.js';
import { foldChat } from '../../server/domain/chat/state.js';
import { DomainError } from '../../server/domain/errors.js';
import { foldSummary, withHidden } from '../../server/domain/summary.js';
import { foldTimeline, viewTimeline } from '../../server/domain/timeline.js';

const CHAT = '6f1c3a52-0d7e-4c1b-9a51-3b8f0d2e4a10';
const history: ChatEventBody[] = [
  { type: 'chat_created', data: { chatId: CHAT, owner: 'olga', botKey: null, title: 't', language: 'en', date: null } },
  { type: 'shared_public', data: {} },
  { type: 'message_posted', data: { messageId: 'm1', author: 'olga', text: 'words', answerMessageId: null, clientId: null } },
];
const recorded = (events: ChatEventBody[]) => events.map((e, i) => ({ ...e, chatId: CHAT, seq: i + 1, at: 1000 + i, actor: 'x' }));

describe('moderation in the chat decider (issue 14)', () => {
  it('hides a message once, restores it once, and refuses a message that does not exist', () => {
    const state = foldChat(history);
    const hidden = decide({ type: 'hide_message', messageId: 'm1', by: 'staff' }, state);
    expect(hidden).toEqual([{ type: 'message_hidden', data: { messageId: 'm1', by: 'staff' } }]);
    const after = foldChat([...history, ...hidden]);
    expect(decide({ type: 'hide_message', messageId: 'm1', by: 'reports' }, after)).toEqual([]);
    expect(decide({ type: 'restore_message', messageId: 'm1' }, after)).toEqual([{ type: 'message_restored', data: { messageId: 'm1' } }]);
    expect(decide({ type: 'restore_message', messageId: 'm1' }, state)).toEqual([]);
    expect(() => decide({ type: 'hide_message', messageId: 'nope', by: 'staff' }, state)).toThrow(DomainError);
  });

  it('a hidden message keeps its words for its author only', () => {
    const events = recorded([...history, { type: 'message_hidden', data: { messageId: 'm1', by: 'reports' } }]);
    const timeline = foldTimeline(CHAT, events);
    const of = (viewer: string | null) => viewTimeline(timeline, viewer).find((i) => i.id === 'm1');
    expect(of('olga')).toMatchObject({ hidden: true, message: 'words' });
    expect(of('sam')).toMatchObject({ hidden: true, message: null, encrypted: false });
    expect(of(null)).toMatchObject({ hidden: true, message: null });
  });

  it('a hidden chat is its owner\'s alone until restored, and comes back public', () => {
    const hidden = foldChat([...history, ...decide({ type: 'hide_chat', by: 'staff' }, foldChat(history))]);
    expect([canRead(hidden, 'olga'), canRead(hidden, 'sam'), canRead(hidden, null)]).toEqual([true, false, false]);
    const restore = decide({ type: 'restore_chat' }, hidden);
    expect(restore).toEqual([{ type: 'chat_restored', data: { public: true } }]);
    const back = foldChat([...history, { type: 'chat_hidden', data: { by: 'staff' } }, ...restore]);
    expect([canRead(back, 'sam'), canRead(back, null)]).toEqual([true, true]);
  });

  it('the summary carries the hidden mark while the chat is hidden, and none once restored', () => {
    const hide = { type: 'chat_hidden', data: { by: 'reports' } } as const;
    const hidden = foldSummary(recorded([...history, hide]));
    expect(hidden).toMatchObject({ hidden: true, public: false });
    const back = foldSummary(recorded([...history, hide, { type: 'chat_restored', data: { public: true } }]));
    expect(back).toMatchObject({ public: true });
    expect(back).not.toHaveProperty('hidden');
    // a snapshot's summary from before the mark takes it from the decider state
    const shown = foldSummary(recorded(history))!;
    expect(withHidden(shown, true)).toEqual({ ...shown, hidden: true });
    expect(withHidden(hidden!, false)).not.toHaveProperty('hidden');
  });
});
