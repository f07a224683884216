import { describe, expect, it } from 'vitest';
import type { ChatEventBody } from '../../shared/events.js';
import { foldChat } from '../../server/domain/chat/state.js';
import {
  conversationVerdict, evolveConversationRisk, initialConversationRisk, SAFE_PROMPT_TURNS, safePromptOn, type ConversationRisk,
} from '../../server/domain/safety/conversation-risk.js';

let n = 0;
const posted = (): ChatEventBody => ({ type: 'message_posted', data: { messageId: `m${++n}`, author: 'ana', text: 'text', answerMessageId: null, clientId: null } });
const flagged = (level?: 'low' | 'moderate' | 'high'): ChatEventBody => ({
  type: 'safety_flagged', data: { messageId: `m${n}`, kinds: ['indirect'], country: null, ...(level ? { level } : {}) },
});
const fold = (events: ChatEventBody[]): ConversationRisk => events.reduce(evolveConversationRisk, initialConversationRisk());
const neutral = (count: number) => Array.from({ length: count }, posted);

describe('the risk state of a conversation', () => {
  it('given a weak signal alone, then it is noted, not shown', () => {
    expect(conversationVerdict(initialConversationRisk(), { risk: false, level: 'low' })).toBe('note');
    expect(conversationVerdict(initialConversationRisk(), { risk: false, level: 'none' })).toBe('none');
    expect(conversationVerdict(initialConversationRisk(), { risk: true, level: 'moderate' })).toBe('show');
  });

  it('given an earlier signal, then a weak one is shown; the signal decays over turns and stops counting', () => {
    const afterLow = fold([posted(), flagged('low')]);
    expect(conversationVerdict(afterLow, { risk: false, level: 'low' })).toBe('show');
    expect(conversationVerdict(fold([posted(), flagged('low'), ...neutral(3)]), { risk: false, level: 'low' })).toBe('note');
    expect(conversationVerdict(fold([posted(), flagged('moderate'), ...neutral(7)]), { risk: false, level: 'low' })).toBe('show');
    expect(conversationVerdict(fold([posted(), flagged('moderate'), ...neutral(8)]), { risk: false, level: 'low' })).toBe('note');
  });

  it(`keeps the safe-messaging prompt on for ${SAFE_PROMPT_TURNS} user turns after a shown flag, not after a noted one`, () => {
    expect(safePromptOn(fold([posted(), flagged('low')]))).toBe(false);
    expect(safePromptOn(fold([posted(), flagged()]))).toBe(true);
    expect(safePromptOn(fold([posted(), flagged(), ...neutral(SAFE_PROMPT_TURNS - 1)]))).toBe(true);
    expect(safePromptOn(fold([posted(), flagged(), ...neutral(SAFE_PROMPT_TURNS)]))).toBe(false);
  });

  it('is folded with the chat, so the same log gives the same state wherever it is folded', () => {
    const log: ChatEventBody[] = [
      { type: 'chat_created', data: { chatId: 'c', owner: 'ana', botKey: null, title: 't', language: 'en', date: null } },
      posted(), flagged('high'), posted(), posted(),
    ];
    expect(foldChat(log).risk).toEqual(foldChat(log).risk);
    expect(foldChat(log).risk).toEqual({ turn: 3, pressure: 2.6, lastFlagTurn: 1 });
  });
});
