import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChatEventBody, RecordedChatEvent } from '../../shared/events.js';
import { createSealer } from '../../server/adapters/crypto/sealer.js';
import { decodeEvents, encodeEvent } from '../../server/application/chats/codec.js';
import { foldChat } from '../../server/domain/chat/state.js';
import type { ChatKeys, StoredEvent } from '../../server/application/ports.js';

function memoryKeys(): ChatKeys {
  const map = new Map<string, Buffer>();
  return { put: async (id, wrapped) => void map.set(id, wrapped), get: async (id) => map.get(id) ?? null, delete: async (id) => void map.delete(id) };
}

const BODIES: ChatEventBody[] = [
  { type: 'chat_created', data: { chatId: 'c1', owner: 'ana', botKey: 'mbti', title: 'Zq titled', language: 'en', date: null } },
  { type: 'message_posted', data: { messageId: 'm1', author: 'ana', text: 'Zq words', answerMessageId: null, clientId: null } },
  { type: 'safety_flagged', data: { messageId: 'm1', kinds: ['suicide'], country: 'ES' } },
  { type: 'tag_added', data: { tag: 'suicide' } },
  { type: 'tag_removed', data: { tag: 'stress' } },
  { type: 'chat_edited', data: { title: 'Zq new title', description: 'Zq about me' } },
  { type: 'assessment_completed', data: { kind: 'mbti', text: '{"type":"INFJ"}' } },
  { type: 'shared_private', data: { users: ['pro'] } },
];

async function encoded() {
  const sealer = createSealer(randomBytes(32), memoryKeys());
  await sealer.createKey('c1');
  const recorded = BODIES.map((b, i) => ({ ...b, chatId: 'c1', seq: i + 1, at: 1, actor: 'ana' }) as RecordedChatEvent);
  const stored = await Promise.all(recorded.map(async (r, i) => ({ ...(await encodeEvent(sealer, r)), position: i + 1 }) as StoredEvent));
  return { sealer, recorded, stored };
}

describe('the event codec', () => {
  it('given personal events, when encoded, then no title, text, tag, flag, assessment or their type names are left in clear', async () => {
    const { stored } = await encoded();
    const json = JSON.stringify(stored);
    // the markers hold a space, which base64 ciphertext never does, so a random byte run cannot match them
    for (const clear of ['Zq titled', 'Zq words', 'Zq new title', 'Zq about me', 'suicide', 'stress', 'INFJ', 'safety_flagged', 'tag_added', 'tag_removed', 'chat_edited', 'assessment_completed', 'mbti"}']) {
      expect(json).not.toContain(clear);
    }
    // what access checks need stays readable
    expect(stored[0].data).toMatchObject({ owner: 'ana', chatId: 'c1' });
    expect(stored[7]).toMatchObject({ type: 'shared_private', data: { users: ['pro'] } });
  });

  it('given the sealed events, when decoded without message text, then every personal field but the text comes back', async () => {
    const { sealer, recorded, stored } = await encoded();
    const decoded = await decodeEvents(sealer, stored, false);
    expect(decoded.filter((e) => e.type !== 'message_posted')).toEqual(recorded.filter((e) => e.type !== 'message_posted'));
    expect(decoded[1].data).toMatchObject({ text: null });
    expect((await decodeEvents(sealer, stored, true))).toEqual(recorded);
  });

  it('given a chat whose key was shredded (a deletion cut half-way), when decoded, then its sealed events fold as nothing', async () => {
    const { sealer, stored } = await encoded();
    await sealer.shred('c1');
    const state = foldChat(await decodeEvents(sealer, stored, true));
    expect(state).toMatchObject({ exists: true, owner: 'ana', tags: [], sharedWith: ['pro'], version: BODIES.length });
  });

  it('given events written before sealing (a clear title and tag), when decoded, then they read as they were', async () => {
    const { sealer } = await encoded();
    const legacy: StoredEvent[] = [
      { chatId: 'c1', seq: 1, position: 1, at: 1, actor: 'ana', type: 'chat_created', data: BODIES[0].data },
      { chatId: 'c1', seq: 2, position: 2, at: 1, actor: 'ana', type: 'tag_added', data: { tag: 'stress' } },
    ];
    expect((await decodeEvents(sealer, legacy, true)).map((e) => e.data)).toEqual([BODIES[0].data, { tag: 'stress' }]);
  });
});
