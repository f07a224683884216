import { describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/socket';
import {
  addNotification, clearChatNotifications, sortNotifications, unreadChatIds,
} from '../../client/src/features/notifications/stores/notifications-logic';

const n = (key: string, chatId: string | null, at: number): Notification => ({
  type: 'message', key, title: 'A chat', message: 'bob', owner: 'alice', created_at_timestamp: at, chat_id: chatId, message_id: null,
});

describe('notifications', () => {
  it('keep one per key, newest first', () => {
    const list = sortNotifications([n('a', 'c1', 1), n('b', 'c2', 3), n('a', 'c1', 1), n('c', 'c1', 2)]);
    expect(list.map((x) => x.key)).toEqual(['b', 'c', 'a']);
  });

  it('add a live one once, in order', () => {
    const list = [n('b', 'c2', 3), n('a', 'c1', 1)];
    expect(addNotification(list, n('c', 'c3', 2)).map((x) => x.key)).toEqual(['b', 'c', 'a']);
    expect(addNotification(list, n('a', 'c1', 1))).toBe(list);
  });

  it('clear every notification of a chat (the same list when there is none)', () => {
    const list = [n('a', 'c1', 1), n('b', 'c2', 2), n('c', 'c1', 3)];
    expect(clearChatNotifications(list, 'c1').map((x) => x.key)).toEqual(['b']);
    expect(clearChatNotifications(list, 'zz')).toBe(list);
  });

  it('tell which chats have something unread', () => {
    expect([...unreadChatIds([n('a', 'c1', 1), n('b', 'c1', 2), n('c', 'c2', 3), n('d', null, 4)])].sort()).toEqual(['c1', 'c2']);
    expect(unreadChatIds([]).size).toBe(0);
  });
});
