import { describe, expect, it } from 'vitest';
import type { OpenStore } from './store-engines.js';
import { useStore } from './store-fixtures.js';

export function counterAndSocialCases(open: OpenStore): void {
  const store = useStore(open);

  describe('counters', () => {
    it('given a counter at 1, when 30 callers race incrementBelow(20), then exactly 19 succeed and it stops at 20', async () => {
      expect(await store().counters.incrementBelow('usage:alice', 20)).toEqual({ ok: true, count: 1 });

      const results = await Promise.all(Array.from({ length: 30 }, () => store().counters.incrementBelow('usage:alice', 20)));

      expect(results.filter((r) => r.ok)).toHaveLength(19);
      expect(results.filter((r) => !r.ok).every((r) => r.count === 20)).toBe(true);
      expect(await store().counters.get('usage:alice')).toBe(20);
    });

    it('given a counter at its limit, when a unit is given back, then one more increment fits and it never drops below zero', async () => {
      await store().counters.incrementBelow('k', 1);
      expect(await store().counters.incrementBelow('k', 1)).toEqual({ ok: false, count: 1 });

      await store().counters.decrement('k');
      expect(await store().counters.incrementBelow('k', 1)).toEqual({ ok: true, count: 1 });

      await store().counters.decrement('k');
      await store().counters.decrement('k');
      await store().counters.decrement('never');
      expect(await store().counters.get('k')).toBe(0);
      expect(await store().counters.get('never')).toBe(0);
      expect(await store().counters.incrementBelow('zero', 0)).toEqual({ ok: false, count: 0 });
    });

    it('given fixed windows, when hits arrive, then each (key, window) counts on its own', async () => {
      const counts = [];
      for (let i = 0; i < 3; i++) counts.push(await store().counters.hit('ip:1', 60_000));
      counts.push(await store().counters.hit('ip:2', 60_000));
      counts.push(await store().counters.hit('ip:1', 120_000));
      counts.push(await store().counters.hit('ip:1', 120_000));
      expect(counts).toEqual([1, 2, 3, 1, 1, 2]);

      const racing = await Promise.all(Array.from({ length: 10 }, () => store().counters.hit('ip:3', 0)));
      expect([...racing].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });
  });

  describe('follows', () => {
    it('given a follow, when followed again, then the first record is returned and nothing is duplicated', async () => {
      const first = await store().follows.follow('alice', 'c1', 1_000);
      const again = await store().follows.follow('alice', 'c1', 2_000);
      await store().follows.follow('alice', 'c2', 3_000);
      await store().follows.follow('bob', 'c1', 4_000);

      expect(again).toEqual(first);
      expect(first.created_at_timestamp).toBe(1_000);
      expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await store().follows.listForUser('alice')).toEqual([
        { id: expect.any(String), created_at_timestamp: 3_000, user: 'alice', chat_id: 'c2' },
        { id: first.id, created_at_timestamp: 1_000, user: 'alice', chat_id: 'c1' },
      ]);
      expect(await store().follows.followers('c1')).toEqual(['alice', 'bob']);
    });

    it('given follows, when one is unfollowed and a chat deleted, then they leave every list', async () => {
      await store().follows.follow('alice', 'c1', 1);
      await store().follows.follow('alice', 'c2', 2);
      await store().follows.follow('bob', 'c2', 3);

      await store().follows.unfollow('alice', 'c1');
      await store().follows.deleteForChat('c2');

      expect(await store().follows.listForUser('alice')).toEqual([]);
      expect(await store().follows.followers('c2')).toEqual([]);
      expect((await store().follows.follow('alice', 'c1', 9)).created_at_timestamp).toBe(9);
    });
  });
}
