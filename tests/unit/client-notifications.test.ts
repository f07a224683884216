import { describe, expect, it } from 'vitest';
import type { Notification } from '../../shared/socket';
import {
  clearChatEntry, entriesOf, receiveEntry, unreadChatIds, type NotificationPages,
} from '../../client/src/features/notifications/stores/notifications-logic';

const n = (chatId: string | null, at: number, count = 1): Notification => ({
  type: 'message', key: `k${at}`, title: 'A chat', message: 'bob', owner: 'alice', created_at_timestamp: at, chat_id: chatId, message_id: null, count,
});
const pages = (...lists: Notification[][]): NotificationPages => ({
  pages: lists.map((items, i) => ({ items, before: i < lists.length - 1 ? `cursor${i}` : null })),
  pageParams: lists.map((_, i) => (i === 0 ? null : `cursor${i - 1}`)),
});

describe('collapsed notification entries in the cache', () => {
  it('flattens the pages, one entry per chat, the newest kept when a later page repeats a chat that moved up', () => {
    const data = pages([n('c3', 9), n('c2', 8)], [n('c3', 5), n('c1', 4)]);
    expect(entriesOf(data).map((x) => [x.chat_id, x.created_at_timestamp])).toEqual([['c3', 9], ['c2', 8], ['c1', 4]]);
    expect(entriesOf(undefined)).toEqual([]);
  });

  it('a pushed entry replaces the chat\'s old one wherever it was and goes to the top with its count', () => {
    const data = pages([n('c2', 8)], [n('c1', 4, 3)]);
    const next = receiveEntry(data, n('c1', 10, 12));
    expect(entriesOf(next).map((x) => [x.chat_id, x.count])).toEqual([['c1', 12], ['c2', 1]]);
    expect(next.pages[1].items).toEqual([]);
    expect(next.pageParams).toBe(data.pageParams);
  });

  it('clearing a chat removes its entry from every page, and gives the same data when there is none', () => {
    const data = pages([n('c2', 8), n('c1', 7)], [n('c1', 2)]);
    expect(entriesOf(clearChatEntry(data, 'c1')).map((x) => x.chat_id)).toEqual(['c2']);
    expect(clearChatEntry(data, 'zz')).toBe(data);
  });

  it('tells which chats have something unread', () => {
    expect([...unreadChatIds([n('c1', 1), n('c2', 3), n(null, 4)])].sort()).toEqual(['c1', 'c2']);
    expect(unreadChatIds([]).size).toBe(0);
  });
});
