import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer } from '../../server/adapters/crypto/sealer.js';
import { sealedSummaries } from '../../server/application/chats/sealed-summaries.js';
import type { ChatKeys, ChatSummaries, StoredChat } from '../../server/application/ports.js';

const keys = (): ChatKeys => {
  const map = new Map<string, Buffer>();
  return { async put(id, wrapped) { map.set(id, wrapped); }, async get(id) { return map.get(id) ?? null; }, async delete(id) { map.delete(id); } };
};

/** Only save and get are used here: what reaches the store, and what comes back out of it. */
function recording() {
  const saved: StoredChat[] = [];
  const chats = { async save(chat: StoredChat) { saved.push(chat); }, async get() { return saved.at(-1) ?? null; } } as unknown as ChatSummaries;
  return { chats, saved };
}

const chat = (over: Partial<StoredChat>): StoredChat => ({
  id: 'c1', created_at_timestamp: 1, updated_at_timestamp: 1, closed: false, closed_at_timestamp: null, owner: 'ana', public: false,
  shared_with: [], encrypted: true, title: 'Mi semana difícil', description: '', tags: [], bot: null, language: 'es', date: null,
  messages_count: 0, version: 1, ...over,
});

describe('sealed summaries', () => {
  it('writes the same sealed value while the personal fields stay, and seals again when they change', async () => {
    const sealer = createSealer(randomBytes(32), keys());
    await sealer.createKey('c1');
    const { chats, saved } = recording();
    const summaries = sealedSummaries(chats, sealer);

    await summaries.save(chat({ version: 1 }));
    await summaries.save(chat({ version: 2, messages_count: 1 }));
    await summaries.save(chat({ version: 3, messages_count: 2, title: 'Otra semana' }));

    expect(saved.map((s) => s.title)).toEqual(['', '', '']);
    expect(saved[1].sealed).toEqual(saved[0].sealed);
    expect(saved[2].sealed).not.toEqual(saved[1].sealed);
    expect((await summaries.get('c1'))?.title).toBe('Otra semana');
    expect(await sealer.open('c1', 'summary', saved[1].sealed!)).toContain('Mi semana difícil');
  });

  it('keeps a public chat in clear and seals it again when it goes back to private', async () => {
    const sealer = createSealer(randomBytes(32), keys());
    await sealer.createKey('c1');
    const { chats, saved } = recording();
    const summaries = sealedSummaries(chats, sealer);

    await summaries.save(chat({ version: 1, public: true }));
    await summaries.save(chat({ version: 2, public: false }));

    expect(saved[0]).toMatchObject({ title: 'Mi semana difícil', sealed: null });
    expect(saved[1].title).toBe('');
    expect(await sealer.open('c1', 'summary', saved[1].sealed!)).toContain('Mi semana difícil');
  });
});
