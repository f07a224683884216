import { describe, expect, it } from 'vitest';
import type { OpenStore } from './store-engines.js';
import { notification, useStore } from './store-fixtures.js';

export function notificationCases(open: OpenStore): void {
  const store = useStore(open);

  describe('notifications', () => {
    it('given many notifications of one chat, when added, then one entry counts them and holds the latest', async () => {
      for (let i = 1; i <= 30; i++) {
        const entry = await store().notifications.add(notification({ key: `n${i}`, chat_id: 'a', message: `author${i}`, created_at_timestamp: i }));
        expect(entry.count).toBe(i);
      }
      await store().notifications.add(notification({ key: 'b1', owner: 'bob', chat_id: 'a', created_at_timestamp: 5 }));

      const [only, ...rest] = await store().notifications.page('alice', { limit: 10 });
      expect(rest).toEqual([]);
      expect(only).toEqual({ ...notification({ key: 'n30', chat_id: 'a', message: 'author30', created_at_timestamp: 30 }), count: 30 });
      expect((await store().notifications.page('bob', { limit: 10 })).map((n) => [n.key, n.count])).toEqual([['b1', 1]]);
    });

    it('given entries of several chats, when paged with a cursor, then each page continues where the last ended, ties broken by chat', async () => {
      for (const [chat, at] of [['c1', 1], ['c2', 2], ['c3', 2], ['c4', 3], ['c5', 4]] as const) {
        await store().notifications.add(notification({ key: chat, chat_id: chat, created_at_timestamp: at }));
      }
      const first = await store().notifications.page('alice', { limit: 2 });
      const last = first[first.length - 1];
      const second = await store().notifications.page('alice', { limit: 2, before: { at: last.created_at_timestamp, chatId: last.chat_id! } });
      const lastOfSecond = second[second.length - 1];
      const third = await store().notifications.page('alice', { limit: 2, before: { at: lastOfSecond.created_at_timestamp, chatId: lastOfSecond.chat_id! } });

      expect([first, second, third].map((page) => page.map((n) => n.chat_id))).toEqual([['c5', 'c4'], ['c3', 'c2'], ['c1']]);
    });

    it('given an entry, when its chat is read, then it goes with its count and the next notification starts again at 1', async () => {
      for (let i = 0; i < 3; i++) await store().notifications.add(notification({ chat_id: 'a', created_at_timestamp: i }));
      await store().notifications.add(notification({ chat_id: 'b', created_at_timestamp: 9 }));

      expect(await store().notifications.clearChat('alice', 'a')).toBe(3);
      expect(await store().notifications.clearChat('alice', 'a')).toBe(0);
      expect((await store().notifications.add(notification({ chat_id: 'a', created_at_timestamp: 10 }))).count).toBe(1);
      expect((await store().notifications.page('alice', { limit: 10 })).map((n) => [n.chat_id, n.count])).toEqual([['a', 1], ['b', 1]]);
    });

    it('given entries for a chat, when the chat is deleted, then they go for every user', async () => {
      await store().notifications.add(notification({ key: 'n1', chat_id: 'a' }));
      await store().notifications.add(notification({ key: 'b1', owner: 'bob', chat_id: 'a' }));
      await store().notifications.add(notification({ key: 'n2', chat_id: 'b' }));
      await store().notifications.deleteForChat('a');
      expect((await store().notifications.page('alice', { limit: 10 })).map((n) => n.key)).toEqual(['n2']);
      expect(await store().notifications.page('bob', { limit: 10 })).toEqual([]);
    });
  });

  describe('mutes', () => {
    it('given mutes, when muted again, unmuted or past the most, then each holds once and the most is kept', async () => {
      expect(await store().mutes.mute('alice', 'c1', 1, 2)).toBe(true);
      expect(await store().mutes.mute('alice', 'c1', 2, 2)).toBe(true);
      expect(await store().mutes.mute('alice', 'c2', 3, 2)).toBe(true);
      expect(await store().mutes.mute('alice', 'c3', 4, 2)).toBe(false);
      expect(await store().mutes.mute('alice', 'c2', 5, 2)).toBe(true);
      await store().mutes.mute('bob', 'c1', 6, 2);

      expect(await store().mutes.listForUser('alice')).toEqual(['c2', 'c1']);
      expect(await store().mutes.isMuted('alice', 'c1')).toBe(true);
      expect(await store().mutes.isMuted('alice', 'c3')).toBe(false);

      await store().mutes.unmute('alice', 'c1');
      await store().mutes.deleteForChat('c2');
      expect(await store().mutes.listForUser('alice')).toEqual([]);
      expect(await store().mutes.isMuted('bob', 'c1')).toBe(true);
    });
  });
}
