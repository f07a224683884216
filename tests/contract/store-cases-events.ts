import { describe, expect, it } from 'vitest';
import { VersionConflict, type Store } from '../../server/application/ports.js';
import type { OpenStore } from './store-engines.js';
import { lastSeq, newEvent, rejection, useStore } from './store-fixtures.js';

/** Appends one event, re-reading the stream version after every conflict, as the use cases do. */
async function appendWithRetry(store: Store, chatId: string, actor: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const version = lastSeq(await store.events.read(chatId));
    try {
      await store.events.append(chatId, version, [newEvent(chatId, version + 1, { actor }, actor)]);
      return attempt;
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error;
    }
  }
}

export function eventLogCases(open: OpenStore): void {
  const store = useStore(open);

  describe('event log', () => {
    it('given an empty stream, when events are appended at version 0, then read returns them in seq order with their data', async () => {
      const data = { text: { iv: 'a', ct: 'b', tag: 'c' }, nested: { empty: {}, list: [1, 'två', null] }, flag: false };
      const appended = await store().events.append('c1', 0, [newEvent('c1', 1, data), newEvent('c1', 2), newEvent('c1', 3)]);

      const all = await store().events.read('c1');
      const tail = await store().events.read('c1', 1);

      expect(appended.map((e) => e.seq)).toEqual([1, 2, 3]);
      expect(all).toEqual(appended);
      expect(all[0]).toMatchObject({ chatId: 'c1', seq: 1, type: 'MessagePosted', data, at: 1_700_000_000_001, actor: 'alice' });
      expect(tail.map((e) => e.seq)).toEqual([2, 3]);
      expect(await store().events.read('unknown')).toEqual([]);
      expect(await store().events.lastSeq('c1')).toBe(3);
      expect(await store().events.lastSeq('unknown')).toBe(0);
      await store().events.deleteStream('c1');
      expect(await store().events.lastSeq('c1')).toBe(0);
    });

    it('given a stream at version 2, when appending with a stale or future expected version, then VersionConflict is thrown and nothing is written', async () => {
      await store().events.append('c1', 0, [newEvent('c1', 1), newEvent('c1', 2)]);

      const stale = await rejection(store().events.append('c1', 1, [newEvent('c1', 2), newEvent('c1', 3)]));
      const future = await rejection(store().events.append('c1', 5, [newEvent('c1', 6)]));

      expect(stale).toBeInstanceOf(VersionConflict);
      expect(stale).toMatchObject({ chatId: 'c1', expected: 1 });
      expect(future).toBeInstanceOf(VersionConflict);
      expect((await store().events.read('c1')).map((e) => e.seq)).toEqual([1, 2]);
      expect(await store().events.readAll(0, 100)).toHaveLength(2);
    });

    it('given 100 concurrent appenders retrying on conflict, when all finish, then the stream holds seqs 1..100 once each', async () => {
      const actors = Array.from({ length: 100 }, (_, i) => `user${i}`);

      await Promise.all(actors.map((actor) => appendWithRetry(store(), 'busy', actor)));

      const events = await store().events.read('busy');
      expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(new Set(events.map((e) => e.actor))).toEqual(new Set(actors));
    });

    it('given appends interleaved over three streams, when reading all, then positions increase strictly and pages cover every event', async () => {
      for (let seq = 1; seq <= 4; seq++) {
        for (const chatId of ['a', 'b', 'c']) await store().events.append(chatId, seq - 1, [newEvent(chatId, seq)]);
      }
      await store().events.append('a', 4, [newEvent('a', 5), newEvent('a', 6)]);

      const all = await store().events.readAll(0, 1000);
      const paged = [];
      for (let after = 0; ; ) {
        const page = await store().events.readAll(after, 5);
        if (page.length === 0) break;
        paged.push(...page);
        after = page.at(-1)!.position;
      }

      expect(all).toHaveLength(14);
      all.slice(1).forEach((event, i) => expect(event.position).toBeGreaterThan(all[i].position));
      expect(all.slice(0, 3).map((e) => e.chatId)).toEqual(['a', 'b', 'c']);
      expect(paged).toEqual(all);
      expect(await store().events.readAll(all[11].position, 10)).toEqual(all.slice(12));
    });

    it('given two streams, when one is deleted, then only its events disappear and later positions stay above the old ones', async () => {
      await store().events.append('gone', 0, [newEvent('gone', 1), newEvent('gone', 2)]);
      const [kept] = await store().events.append('kept', 0, [newEvent('kept', 1)]);

      await store().events.deleteStream('gone');
      const [later] = await store().events.append('kept', 1, [newEvent('kept', 2)]);

      expect(await store().events.read('gone')).toEqual([]);
      expect((await store().events.readAll(0, 100)).map((e) => `${e.chatId}:${e.seq}`)).toEqual(['kept:1', 'kept:2']);
      expect(later.position).toBeGreaterThan(kept.position);
      expect(await store().events.append('gone', 0, [newEvent('gone', 1)])).toHaveLength(1);
    });
  });

  describe('chat keys', () => {
    it('given a wrapped key, when put, replaced and deleted, then get follows each step', async () => {
      await store().keys.put('c1', Buffer.from([1, 2, 3]));
      expect(await store().keys.get('c1')).toEqual(Buffer.from([1, 2, 3]));

      await store().keys.put('c1', Buffer.from('new key'));
      const replaced = await store().keys.get('c1');
      expect(Buffer.isBuffer(replaced)).toBe(true);
      expect(replaced?.toString()).toBe('new key');

      await store().keys.delete('c1');
      expect(await store().keys.get('c1')).toBeNull();
      expect(await store().keys.get('never')).toBeNull();
    });
  });
}
