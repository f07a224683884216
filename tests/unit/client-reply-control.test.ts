import { describe, expect, it } from 'vitest';
import type { MessageItem, TimelineItem } from '../../shared/api.js';
import { applyToken, initialTimeline } from '../../client/src/features/chat/stores/timeline-logic.js';
import { describeMessage } from '../../client/src/features/chat/utils/message-view.js';
import { regenerableReply, streamingReply } from '../../client/src/features/chat/utils/reply-control.js';

const message = (id: string, sender: 'user' | 'bot', status: MessageItem['status'], overrides: Partial<MessageItem> = {}): MessageItem => ({
  kind: 'message', id, chat_id: 'c1', seq: 1, message: `text ${id}`, answer_message_id: null, answer_message: null, created_at_timestamp: 1,
  updated_at_timestamp: null, deleted_at_timestamp: null, sender, author: sender === 'bot' ? 'psycarebot' : 'olga', updated_by: null, deleted_by: null,
  negative_feedback_count: 0, positive_feedback_count: 0, is_positive_feedback_from_user: false, is_negative_feedback_from_user: false,
  status, error_code: null, encrypted: false, ...overrides,
});

describe('which reply Stop and Regenerate are offered on', () => {
  it('given a reply being written, then Stop is for it and Regenerate for none', () => {
    const items: TimelineItem[] = [message('m1', 'user', 'OK'), message('b1', 'bot', 'OK'), message('m2', 'user', 'OK'), message('b2', 'bot', 'PENDING')];
    expect(streamingReply(items)?.id).toBe('b2');
    expect(regenerableReply(items)).toBeNull();
  });

  it('given the latest reply ended OK or STOPPED, then Regenerate is offered on it only; not on a failed or deleted one', () => {
    const base: TimelineItem[] = [message('m1', 'user', 'OK'), message('b1', 'bot', 'OK'), message('m2', 'user', 'OK')];
    expect(regenerableReply([...base, message('b2', 'bot', 'STOPPED')])).toBe('b2');
    expect(regenerableReply([...base, message('b2', 'bot', 'OK')])).toBe('b2');
    expect(regenerableReply([...base, message('b2', 'bot', 'ERROR')])).toBeNull();
    expect(regenerableReply([...base, message('b2', 'bot', 'OK', { deleted_at_timestamp: 5 })])).toBeNull();
    expect(streamingReply(base)).toBeNull();
  });

  it('given a stopped reply, then it shows its words as stopped; given one deleted while streaming, then its tokens are dropped', () => {
    expect(describeMessage(message('b1', 'bot', 'STOPPED'), undefined)).toEqual({ kind: 'stopped', text: 'text b1' });
    const deleted = message('b1', 'bot', 'PENDING', { message: null, deleted_at_timestamp: 5 });
    const data = { ...initialTimeline(), status: 'ready' as const, lastSeq: 3, items: [deleted] };
    expect(applyToken(data, { chatId: 'c1', messageId: 'b1', index: 0, delta: 'late words', thinking: false })).toBe(data);
  });
});
