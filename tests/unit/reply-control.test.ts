import { describe, expect, it } from 'vitest';
import type { ChatEventBody, RecordedChatEvent } from '../../shared/events.js';
import type { ChatCommand } from '../../server/domain/chat/commands.js';
import { decide } from '../../server/domain/chat/decide.js';
import { isStreamingReply, requireStoppable } from '../../server/domain/chat/reply-control.js';
import { foldChat } from '../../server/domain/chat/state.js';
import { DomainError } from '../../server/domain/errors.js';
import { foldTimeline, viewItem } from '../../server/domain/timeline.js';

// Stop, Regenerate and feedback on one's own words (issue 18), as the decider and the timeline see them.
const CHAT = '6f1c3a52-0d7e-4c1b-9a51-3b8f0d2e4a10';
const OWNER = 'olga';
const FRIEND = 'fran';
const STRANGER = 'sam';
const BOT = 'luna';

const created: ChatEventBody = { type: 'chat_created', data: { chatId: CHAT, owner: OWNER, botKey: BOT, title: 'Luna', language: 'en', date: null } };
const posted = (messageId: string, author = OWNER): ChatEventBody => ({
  type: 'message_posted', data: { messageId, author, text: `text of ${messageId}`, answerMessageId: null, clientId: null },
});
const started = (messageId: string, answerMessageId: string): ChatEventBody => ({ type: 'bot_reply_started', data: { messageId, botKey: BOT, answerMessageId } });
const ended = (messageId: string, status: 'OK' | 'ERROR' | 'STOPPED', text = 'I hear'): ChatEventBody => ({
  type: 'bot_reply_completed', data: { messageId, text, status, errorCode: status === 'ERROR' ? 'unavailable' : null },
});
const sharedWithFriend: ChatEventBody = { type: 'shared_private', data: { users: [FRIEND] } };
const deleted = (messageId: string): ChatEventBody => ({ type: 'message_deleted', data: { messageId } });

const when = (past: ChatEventBody[], command: ChatCommand) => decide(command, foldChat(past));
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}
const regenerate = (failedId: string, by = OWNER): ChatCommand => ({ type: 'retry_bot_reply', failedId, by, botReplyId: 'b-new' });

describe('a stopped reply', () => {
  const streaming = [created, sharedWithFriend, posted('m1'), started('b1', 'm1')];

  it('given a reply streaming, when the runner records it stopped, then bot_reply_completed STOPPED with the text so far', () => {
    const command: ChatCommand = { type: 'complete_bot_reply', messageId: 'b1', text: 'I hear', status: 'STOPPED', errorCode: null };
    expect(when(streaming, command)).toEqual([{ type: 'bot_reply_completed', data: { messageId: 'b1', text: 'I hear', status: 'STOPPED', errorCode: null } }]);
  });

  it('given a stopped reply, then the timeline shows it STOPPED with its text, and the chat state holds it neither pending nor failed', () => {
    const events = [...streaming, ended('b1', 'STOPPED')];
    const recorded = events.map((e, i) => ({ ...e, chatId: CHAT, seq: i + 1, at: 1000 + i, actor: OWNER }) as RecordedChatEvent);
    expect(viewItem(foldTimeline(CHAT, recorded), 'b1', OWNER)).toMatchObject({ status: 'STOPPED', message: 'I hear', error_code: null });
    expect(foldChat(events).messages.get('b1')).toMatchObject({ pending: false, failed: false });
  });

  it('given a reply streaming, then only its owner may stop it: a friend is not the owner, a stranger does not see the chat', () => {
    const state = foldChat(streaming);
    expect(() => requireStoppable(state, OWNER, 'b1')).not.toThrow();
    expect(refusal(() => requireStoppable(state, FRIEND, 'b1'))).toBe('not_owner');
    expect(refusal(() => requireStoppable(state, STRANGER, 'b1'))).toBe('chat_not_found');
    expect(refusal(() => requireStoppable(state, OWNER, 'm1'))).toBe('message_not_found');
  });

  it('given a reply that has ended or was deleted, then it cannot be stopped; a deleted one still streaming is stopped by its deletion', () => {
    expect(refusal(() => requireStoppable(foldChat([...streaming, ended('b1', 'OK')]), OWNER, 'b1'))).toBe('reply_already_completed');
    const deletedWhileStreaming = foldChat([...streaming, deleted('b1')]);
    expect(refusal(() => requireStoppable(deletedWhileStreaming, OWNER, 'b1'))).toBe('message_not_found');
    expect(isStreamingReply(deletedWhileStreaming, 'b1')).toBe(true);
    expect(isStreamingReply(foldChat([...streaming, ended('b1', 'STOPPED')]), 'b1')).toBe(false);
  });
});

describe('Regenerate (retry_bot_reply on a reply that did not fail)', () => {
  const answered = [created, posted('m1'), started('b1', 'm1'), ended('b1', 'OK'), posted('m2'), started('b2', 'm2'), ended('b2', 'STOPPED')];

  it('given the latest reply ended, when its owner regenerates it, then a new reply to the same message starts', () => {
    expect(when(answered, regenerate('b2'))).toEqual([{ type: 'bot_reply_started', data: { messageId: 'b-new', botKey: BOT, answerMessageId: 'm2' } }]);
  });

  it('given an older reply, then it may not be regenerated; given a reply streaming, then none may', () => {
    expect(refusal(() => when(answered, regenerate('b1')))).toBe('reply_not_failed');
    expect(refusal(() => when([...answered, posted('m3'), started('b3', 'm3')], regenerate('b2')))).toBe('reply_streaming');
  });

  it('given a failed older reply, then it may still be retried as before', () => {
    const failedFirst = [created, posted('m1'), started('b1', 'm1'), ended('b1', 'ERROR'), posted('m2'), started('b2', 'm2'), ended('b2', 'OK')];
    expect(when(failedFirst, regenerate('b1'))).toEqual([{ type: 'bot_reply_started', data: { messageId: 'b-new', botKey: BOT, answerMessageId: 'm1' } }]);
  });

  it('given someone other than the owner, then regenerating is refused', () => {
    expect(refusal(() => when([...answered, sharedWithFriend], regenerate('b2', FRIEND)))).toBe('not_owner');
  });
});

describe('feedback on one\'s own message', () => {
  const past = [created, sharedWithFriend, posted('m1'), posted('f1', FRIEND), started('b1', 'm1'), ended('b1', 'OK')];
  const vote = (messageId: string, by: string): ChatCommand => ({ type: 'give_feedback', messageId, by, positive: true });

  it('given olga\'s message, when olga votes on it, then own_message_feedback', () => {
    expect(refusal(() => when(past, vote('m1', OWNER)))).toBe('own_message_feedback');
  });

  it('given olga\'s message and a bot reply, when fran and olga vote on them, then feedback_given', () => {
    expect(when(past, vote('m1', FRIEND))).toEqual([{ type: 'feedback_given', data: { messageId: 'm1', user: FRIEND, positive: true } }]);
    expect(when(past, vote('f1', OWNER))).toEqual([{ type: 'feedback_given', data: { messageId: 'f1', user: OWNER, positive: true } }]);
    expect(when(past, vote('b1', OWNER))).toEqual([{ type: 'feedback_given', data: { messageId: 'b1', user: OWNER, positive: true } }]);
  });
});
