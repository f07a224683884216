import { describe, expect, it } from 'vitest';
import type { ChatSearch, StoredChat } from '../../server/application/ports.js';
import type { OpenStore } from './store-engines.js';
import { chat, useStore } from './store-fixtures.js';

const query = (overrides: Partial<ChatSearch> = {}): ChatSearch => ({ sort: 'newest', offset: 0, limit: 50, ...overrides });
const ids = (chats: StoredChat[]): string[] => chats.map((c) => c.id);

/** Public and private chats of alice and bob, with distinct dates, tags, bots and languages. */
const CATALOGUE: StoredChat[] = [
  chat({ id: 'p1', owner: 'alice', public: true, title: 'Ansiedad en el trabajo', tags: ['anxiety', 'stress'], bot: 'calm', language: 'es', created_at_timestamp: 100, updated_at_timestamp: 900 }),
  chat({ id: 'p2', owner: 'bob', public: true, title: 'Exam stress', description: 'I feel 100% tired_out', tags: ['stress'], bot: null, language: 'en', created_at_timestamp: 200, updated_at_timestamp: 300 }),
  chat({ id: 'p3', owner: 'bob', public: true, title: 'ÁNIMO', description: 'sin bot', tags: ['depression', 'anxiety', 'stress'], bot: 'calm', language: 'es', created_at_timestamp: 300, updated_at_timestamp: 400 }),
  chat({ id: 'm1', owner: 'alice', title: 'Diario', tags: ['normal'], bot: 'diary', created_at_timestamp: 400, updated_at_timestamp: 500 }),
  chat({ id: 'm2', owner: 'bob', title: 'Shared with alice', shared_with: ['alice', 'carol'], created_at_timestamp: 500, updated_at_timestamp: 600 }),
  chat({ id: 'm3', owner: 'bob', title: 'Bob alone', created_at_timestamp: 600, updated_at_timestamp: 700 }),
];

export function chatSummaryCases(open: OpenStore): void {
  const store = useStore(open);
  const seed = async () => {
    for (const c of CATALOGUE) await store().chats.save(c);
  };

  describe('chat summaries', () => {
    it('given a saved summary, when read back, then every field round-trips', async () => {
      const full = chat({
        id: 'c1', public: true, encrypted: false, closed: true, closed_at_timestamp: 42, shared_with: ['bob'], tags: ['anxiety', 'stress'],
        bot: 'calm', date: '2024-05-01', description: 'd', messages_count: 7, version: 9,
      });
      await store().chats.save(full);
      expect(await store().chats.get('c1')).toEqual(full);
      expect(await store().chats.get('missing')).toBeNull();
    });

    it('given version 2 stored, when older or equal versions are saved, then they are ignored; a newer one replaces it with its shares', async () => {
      await store().chats.save(chat({ id: 'c1', version: 2, title: 'v2', shared_with: ['bob'] }));

      await store().chats.save(chat({ id: 'c1', version: 1, title: 'v1', shared_with: ['carol'] }));
      await store().chats.save(chat({ id: 'c1', version: 2, title: 'v2 again', shared_with: ['carol'] }));
      expect((await store().chats.get('c1'))?.title).toBe('v2');
      expect(ids(await store().chats.listSharedWith('carol'))).toEqual([]);

      await store().chats.save(chat({ id: 'c1', version: 3, title: 'v3', shared_with: ['carol'] }));
      expect(await store().chats.get('c1')).toMatchObject({ title: 'v3', version: 3, shared_with: ['carol'] });
      expect(ids(await store().chats.listSharedWith('bob'))).toEqual([]);
      expect(ids(await store().chats.listSharedWith('carol'))).toEqual(['c1']);
      expect(await store().chats.versions()).toEqual(new Map([['c1', 3]]));
    });

    it('given chats of two owners, when listing by owner or by share, then each list holds just those chats, newest first', async () => {
      await seed();
      expect(ids(await store().chats.listForOwner('bob'))).toEqual(['m3', 'm2', 'p3', 'p2']);
      expect(ids(await store().chats.listForOwner('alice'))).toEqual(['m1', 'p1']);
      expect(ids(await store().chats.listSharedWith('alice'))).toEqual(['m2']);
      expect(ids(await store().chats.listForOwner('nobody'))).toEqual([]);
    });

    it('given the catalogue, when searching by scope, then public gives public chats, mine owned plus shared ones, sharedWith only shared ones', async () => {
      await seed();
      const pub = await store().chats.search({ kind: 'public' }, query());
      const mine = await store().chats.search({ kind: 'mine', username: 'alice' }, query());
      const carol = await store().chats.search({ kind: 'mine', username: 'carol' }, query());
      expect(pub).toEqual({ items: CATALOGUE.filter((c) => c.public).reverse(), total: 3 });
      expect(ids(mine.items)).toEqual(['m2', 'm1', 'p1']);
      expect(ids(carol.items)).toEqual(['m2']);
      const sharedWith = async (username: string, filters: Partial<ChatSearch> = {}) =>
        ids((await store().chats.search({ kind: 'sharedWith', username }, query(filters))).items);
      expect(await sharedWith('alice')).toEqual(['m2']);
      expect(await sharedWith('alice', { text: 'diario' })).toEqual([]);
      expect(await sharedWith('alice', { text: 'SHARED', bot: null })).toEqual(['m2']);
      expect(await sharedWith('bob')).toEqual([]);
    });

    it('given the catalogue, when searching text, then title and description match case-insensitively and % _ are literal', async () => {
      await seed();
      const search = async (text: string) => ids((await store().chats.search({ kind: 'public' }, query({ text }))).items);
      expect(await search('STRESS')).toEqual(['p2']);
      expect(await search('ánimo')).toEqual(['p3']);
      expect(await search('sin BOT')).toEqual(['p3']);
      expect(await search('100%')).toEqual(['p2']);
      expect(await search('d_o')).toEqual(['p2']);
      expect(await search('%')).toEqual(['p2']);
      expect(await search('_')).toEqual(['p2']);
      expect(await search('.*')).toEqual([]);
      expect(await search('   ')).toEqual(['p3', 'p2', 'p1']);
    });

    it('given the catalogue, when filtering by tags, bot, language and dates, then only matching chats come back', async () => {
      await seed();
      const search = async (filters: Partial<ChatSearch>) => ids((await store().chats.search({ kind: 'public' }, query(filters))).items);
      expect(await search({ tags: ['stress'] })).toEqual(['p3', 'p2', 'p1']);
      expect(await search({ tags: ['anxiety', 'stress'] })).toEqual(['p3', 'p1']);
      expect(await search({ tags: ['anxiety', 'normal'] })).toEqual([]);
      expect(await search({ bot: null })).toEqual(['p2']);
      expect(await search({ bot: 'calm' })).toEqual(['p3', 'p1']);
      expect(await search({ language: 'en' })).toEqual(['p2']);
      expect(await search({ from: 200 })).toEqual(['p3', 'p2']);
      expect(await search({ to: 200 })).toEqual(['p2', 'p1']);
      expect(await search({ from: 150, to: 250 })).toEqual(['p2']);
      expect(await search({ bot: 'calm', language: 'es', tags: ['depression'], text: 'ánimo' })).toEqual(['p3']);
    });

    it('given the catalogue, when sorting and paging, then order follows the sort and total counts every match', async () => {
      await seed();
      const search = (filters: Partial<ChatSearch>) => store().chats.search({ kind: 'mine', username: 'bob' }, query(filters));
      expect(ids((await search({ sort: 'oldest' })).items)).toEqual(['p2', 'p3', 'm2', 'm3']);
      expect(ids((await search({ sort: 'updated' })).items)).toEqual(['m3', 'm2', 'p3', 'p2']);
      expect(await search({ offset: 1, limit: 2 })).toMatchObject({ items: [{ id: 'm2' }, { id: 'p3' }], total: 4 });
      expect(await search({ offset: 3, limit: 2 })).toMatchObject({ items: [{ id: 'p2' }], total: 4 });
      expect(await search({ offset: 10, limit: 2 })).toEqual({ items: [], total: 4 });
      expect(await search({ limit: 0 })).toEqual({ items: [], total: 4 });
    });

    it('given hidden chats, when listing and searching, then only their owner finds them; a newer shown version brings them back', async () => {
      await seed();
      const hide = (id: string, version: number, hidden: boolean) => {
        const shown = CATALOGUE.find((c) => c.id === id) as StoredChat;
        return store().chats.save({ ...shown, version, ...(hidden ? { hidden: true } : {}) });
      };
      await hide('m2', 2, true);
      await hide('p2', 2, true);
      expect(await store().chats.get('m2')).toMatchObject({ hidden: true });
      expect(ids(await store().chats.listSharedWith('alice'))).toEqual([]);
      expect(ids(await store().chats.listForOwner('bob'))).toEqual(['m3', 'm2', 'p3', 'p2']);
      expect(await store().chats.search({ kind: 'public' }, query())).toMatchObject({ total: 2 });
      expect(ids((await store().chats.search({ kind: 'public' }, query({ text: 'exam' }))).items)).toEqual([]);
      expect(ids((await store().chats.search({ kind: 'mine', username: 'alice' }, query())).items)).toEqual(['m1', 'p1']);
      expect(ids((await store().chats.search({ kind: 'sharedWith', username: 'carol' }, query())).items)).toEqual([]);
      expect(ids((await store().chats.search({ kind: 'mine', username: 'bob' }, query())).items)).toEqual(['m3', 'm2', 'p3', 'p2']);

      await hide('m2', 3, false);
      await hide('p2', 3, false);
      expect((await store().chats.get('m2'))?.hidden).toBeUndefined();
      expect(ids(await store().chats.listSharedWith('alice'))).toEqual(['m2']);
      expect(await store().chats.search({ kind: 'public' }, query())).toMatchObject({ total: 3 });
    });

    it('given saved chats, when one is deleted, then it leaves get, lists, search and versions', async () => {
      await seed();
      await store().chats.delete('m2');
      expect(await store().chats.get('m2')).toBeNull();
      expect(ids(await store().chats.listSharedWith('alice'))).toEqual([]);
      expect((await store().chats.search({ kind: 'mine', username: 'alice' }, query())).total).toBe(2);
      expect([...(await store().chats.versions()).keys()].sort()).toEqual(['m1', 'm3', 'p1', 'p2', 'p3']);
    });
  });
}
