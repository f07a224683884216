import { describe, expect, it } from 'vitest';
import type { ChatSummary } from '../../shared/api';
import type { Notification } from '../../shared/socket';
import {
  chatNotificationsCleared, hasUnreadAbout, notificationQueries, notificationReceived,
} from '../../client/src/features/notifications/api/notifications-api';
import { chatListQueries, dropChatFromLists, type FollowWithChat } from '../../client/src/lib/query/chat-lists';
import { createQueryClient, GC_TIME_MS, retryBackoff } from '../../client/src/lib/query/query-client';

const note = (key: string, chatId: string, at: number): Notification => ({
  type: 'message', key, title: 'A chat', message: 'bob', owner: 'alice', created_at_timestamp: at, chat_id: chatId, message_id: null, count: 1,
});
/** the notification list as the cache holds it: one page of collapsed entries */
const onePage = (...items: Notification[]) => ({ pages: [{ items, before: null }], pageParams: [null] });
const keysIn = (data: { pages: { items: Notification[] }[] } | undefined) => data?.pages.flatMap((page) => page.items.map((n) => n.key));
const chat = (id: string) => ({ id, title: id }) as ChatSummary;

describe('the query cache settings (SPEC §7, §9)', () => {
  it('queries neither retry nor refetch on focus; writes never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('keeps the back-off min(1000 * 2^n, 30000) ms and a 5-minute garbage collection as defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect([0, 1, 2, 3, 4, 5, 10].map(retryBackoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(defaults.queries?.retryDelay).toBe(retryBackoff);
    expect(defaults.queries?.gcTime).toBe(GC_TIME_MS);
    expect(GC_TIME_MS).toBe(300_000);
  });
});

describe('socket events patch the cached notifications in place', () => {
  it('a new one replaces its chat\'s entry at the top, and a cleared chat leaves', () => {
    const client = createQueryClient();
    const key = notificationQueries.list('alice').queryKey;
    client.setQueryData(key, onePage(note('b0', 'c2', 1), note('a', 'c1', 0)));
    notificationReceived(client, 'alice', { ...note('b', 'c2', 2), count: 2 });
    notificationReceived(client, 'alice', { ...note('b', 'c2', 2), count: 2 });
    expect(keysIn(client.getQueryData(key))).toEqual(['b', 'a']);
    expect(client.getQueryData(key)?.pages[0].items[0].count).toBe(2);
    expect(hasUnreadAbout(client, 'alice', 'c2')).toBe(true);
    chatNotificationsCleared(client, 'alice', 'c2');
    expect(keysIn(client.getQueryData(key))).toEqual(['a']);
    expect(hasUnreadAbout(client, 'alice', 'c2')).toBe(false);
  });

  it('leaves another viewer and a list not loaded yet alone', () => {
    const client = createQueryClient();
    client.setQueryData(notificationQueries.list('bob').queryKey, onePage(note('x', 'c1', 1)));
    notificationReceived(client, 'alice', note('b', 'c2', 2));
    expect(client.getQueryData(notificationQueries.list('alice').queryKey)).toBeUndefined();
    expect(keysIn(client.getQueryData(notificationQueries.list('bob').queryKey))).toEqual(['x']);
  });
});

describe('the chat lists are one entry each', () => {
  it('a deleted chat leaves my chats and followed chats at once', () => {
    const client = createQueryClient();
    const follow = (id: string): FollowWithChat => ({ id: `f-${id}`, created_at_timestamp: 1, user: 'alice', chat_id: id, chat: chat(id) });
    client.setQueryData(chatListQueries.mine('alice').queryKey, [chat('c1'), chat('c2')]);
    client.setQueryData(chatListQueries.followed('alice').queryKey, [follow('c2'), follow('c3')]);
    dropChatFromLists(client, 'c2');
    expect(client.getQueryData(chatListQueries.mine('alice').queryKey)?.map((c) => c.id)).toEqual(['c1']);
    expect(client.getQueryData(chatListQueries.followed('alice').queryKey)?.map((f) => f.chat_id)).toEqual(['c3']);
  });
});
