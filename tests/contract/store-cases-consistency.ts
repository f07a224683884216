import { describe, expect, it } from 'vitest';
import { VersionConflict, type StoredEvent } from '../../server/application/ports.js';
import type { OpenStore } from './store-engines.js';
import { chat, newEvent, rejection, useStore, user } from './store-fixtures.js';

const WRITERS = 6;
const APPENDS_PER_WRITER = 15;

/** What issue 15 found untested: commit order, all-or-nothing batches, first increments, erasure, folding. */
export function consistencyCases(open: OpenStore): void {
  const store = useStore(open);

  /** Pages readAll from `after` until a page comes back empty after `finished()` turned true before it was asked. */
  async function tail(finished: () => boolean): Promise<StoredEvent[]> {
    const seen: StoredEvent[] = [];
    for (let after = 0; ;) {
      const last = finished();
      const page = await store().events.readAll(after, 25);
      seen.push(...page);
      if (page.length > 0) after = page[page.length - 1].position;
      else if (last) return seen;
      else await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }

  async function write(chatId: string): Promise<void> {
    for (let n = 0, version = 0; n < APPENDS_PER_WRITER; n++) {
      const batch = Array.from({ length: 1 + (n % 3) }, (_, i) => newEvent(chatId, version + 1 + i, { n }));
      version = (await store().events.append(chatId, version, batch)).at(-1)!.seq;
    }
  }

  describe('catch-up order', () => {
    it('given writers appending to six chats while a reader pages readAll, then the reader meets every event once, in position order', async () => {
      let done = false;
      const reading = tail(() => done);
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => write(`chat-${w}`)));
      done = true;
      const seen = await reading;

      const everything = await store().events.readAll(0, 10_000);
      expect(everything).toHaveLength(WRITERS * 30);
      expect(seen).toEqual(everything);
      expect(seen.every((e, i) => i === 0 || e.position > seen[i - 1].position)).toBe(true);
      for (let w = 0; w < WRITERS; w++) {
        const seqs = seen.filter((e) => e.chatId === `chat-${w}`).map((e) => e.seq);
        expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      }
    });
  });

  describe('batches', () => {
    it('given a batch whose second event cannot be stored, when appended, then none of it is kept and the same version is free', async () => {
      await store().events.append('c1', 0, [newEvent('c1', 1)]);
      const circular: Record<string, unknown> = {};
      circular.self = circular;

      const failed = await rejection(store().events.append('c1', 1, [newEvent('c1', 2), newEvent('c1', 3, circular), newEvent('c1', 4)]));

      expect(failed).not.toBeInstanceOf(VersionConflict);
      expect((await store().events.read('c1')).map((e) => e.seq)).toEqual([1]);
      const [next] = await store().events.append('c1', 1, [newEvent('c1', 2)]);
      expect(next.seq).toBe(2);
      const positions = (await store().events.readAll(0, 100)).map((e) => e.position);
      expect(positions).toHaveLength(2);
      expect(positions[1]).toBeGreaterThan(positions[0]);
    });

    it('given two writers racing batches of three at the same version, then one batch is kept whole and the other is refused whole', async () => {
      await store().events.append('c1', 0, [newEvent('c1', 1)]);
      const batch = (who: string) => [2, 3, 4].map((seq) => newEvent('c1', seq, { who }, who));

      const outcomes = await Promise.allSettled([store().events.append('c1', 1, batch('ana')), store().events.append('c1', 1, batch('bea'))]);

      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(VersionConflict);
      const stored = await store().events.read('c1');
      expect(stored.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
      expect(new Set(stored.slice(1).map((e) => e.actor)).size).toBe(1);
    });
  });

  describe('first increments', () => {
    it('given no counter yet, when 12 callers race increments below 5, then exactly 5 succeed, counting 1 to 5', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => store().counters.incrementBelow('bot-replies:new:2024-01-01', 5)));

      expect(results.filter((r) => r.ok).map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
      expect(results.filter((r) => !r.ok).every((r) => r.count === 5)).toBe(true);
      expect(await store().counters.get('bot-replies:new:2024-01-01')).toBe(5);
    });
  });

  describe('erasure', () => {
    it('given a person and their traces, when erased and scrubbed, then they stay gone and the store keeps working', async () => {
      await store().users.create(user());
      await store().chats.save(chat({ id: 'c1', title: 'mine' }));
      await store().events.append('c1', 0, [newEvent('c1', 1), newEvent('c1', 2)]);
      await store().events.append('c2', 0, [newEvent('c2', 1, { author: 'alice' })]);

      await store().events.rewrite('c2', [{ seq: 1, actor: 'deleted-1', data: { author: 'deleted-1' } }]);
      await store().events.deleteStream('c1');
      await store().chats.delete('c1');
      await store().users.delete('alice');
      await store().scrub();

      expect(await store().users.byUsername('alice')).toBeNull();
      expect(await store().chats.get('c1')).toBeNull();
      expect(await store().events.read('c1')).toEqual([]);
      expect(await store().events.streamsMentioning('alice')).toEqual([]);
      expect((await store().events.readAll(0, 100)).map((e) => [e.chatId, e.actor])).toEqual([['c2', 'deleted-1']]);
      expect((await store().events.append('c1', 0, [newEvent('c1', 1)]))[0].seq).toBe(1);
      await store().users.create(user());
      expect(await store().users.count()).toBe(1);
    });

    it('given a pair whose direct chat link was deleted, when claimed again by racing callers, then one new chat wins for all', async () => {
      expect(await store().directs.claim('Ana', 'bea', 'first')).toBe('first');
      await store().directs.deleteForUser('ana');

      const claims = await Promise.all(['x1', 'x2', 'x3', 'x4'].map((id) => store().directs.claim('bea', 'ANA', id)));

      expect(new Set(claims).size).toBe(1);
      expect(claims[0]).not.toBe('first');
      expect(await store().directs.get('ana', 'bea')).toBe(claims[0]);
    });
  });

  describe('search totals', () => {
    it('given summaries saved while searches run, when each search returns, then its total agrees with its page', async () => {
      const saving = (async () => {
        for (let i = 0; i < 40; i++) await store().chats.save(chat({ id: `s${i}`, public: true, title: `tema ${i}`, created_at_timestamp: i }));
      })();
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push(await store().chats.search({ kind: 'public' }, { text: 'TEMA', sort: 'newest', offset: 0, limit: 100 }));
      await saving;

      for (const answer of answers) expect(answer.items).toHaveLength(answer.total);
      expect((await store().chats.search({ kind: 'public' }, { text: 'tema', sort: 'oldest', offset: 38, limit: 100 })).total).toBe(40);
    });
  });

  describe('search folding', () => {
    it('given titles with accents and ñ, when searched in any case with or without accents, then they match; ñ is not n', async () => {
      await store().chats.save(chat({ id: 'p1', public: true, title: 'ÁNIMO', created_at_timestamp: 1 }));
      await store().chats.save(chat({ id: 'p2', public: true, title: 'Feliz año', description: 'Crème brûlée', created_at_timestamp: 2 }));
      await store().chats.save(chat({ id: 'p3', public: true, title: 'Piano', created_at_timestamp: 3 }));
      const search = async (text: string) => (await store().chats.search({ kind: 'public' }, { text, sort: 'newest', offset: 0, limit: 10 })).items.map((c) => c.id);

      expect(await search('animo')).toEqual(['p1']);
      expect(await search('ánimo')).toEqual(['p1']);
      expect(await search('ANIMO')).toEqual(['p1']);
      expect(await search('AÑO')).toEqual(['p2']);
      expect(await search('ano')).toEqual(['p3']);
      expect(await search('creme BRULEE')).toEqual(['p2']);
    });
  });
}
