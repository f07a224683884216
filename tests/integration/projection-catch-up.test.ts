import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem, TimelinePage } from '../../shared/api.js';
import type { RecordedChatEvent } from '../../shared/events.js';
import { createSealer } from '../../server/adapters/crypto/sealer.js';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';
import { createChatCache, FLUSH_EVERY } from '../../server/application/chats/chat-cache.js';
import { encodeEvent } from '../../server/application/chats/codec.js';
import { MASTER_KEY } from '../../scripts/bench/lib/processes.js';
import { openWritePath } from '../../scripts/bench/lib/write-path.js';
import { api, newPrivateChat, ok, type User } from '../support/chat-fixtures.js';
import { signUp, startTestServer, tempDir, type TestServer } from '../support/server.js';

const servers: TestServer[] = [];
afterAll(async () => { for (const s of servers.reverse()) await s.close(); });

async function serverOn(dataDir: string) {
  const server = await startTestServer({ dataDir });
  servers.push(server);
  return server;
}

/** What a node leaves behind when it dies right after its append: events in the log that no projection has seen. */
async function appendUnprojected(server: TestServer, chatId: string, author: string, texts: string[]) {
  await server.app.services.bots.idle();
  const sealer = createSealer(Buffer.alloc(32, 7), server.store.keys);
  const version = (await server.store.events.read(chatId)).at(-1)?.seq ?? 0;
  const events = texts.map((text, i) => ({
    type: 'message_posted', data: { messageId: randomUUID(), author, text, answerMessageId: null, clientId: null },
    chatId, seq: version + i + 1, at: Date.now(), actor: author,
  }) as RecordedChatEvent);
  await server.store.events.append(chatId, version, await Promise.all(events.map((e) => encodeEvent(sealer, e))));
  return { version, ids: events.map((e) => (e.data as { messageId: string }).messageId) };
}

async function everything(server: TestServer, user: User, chatId: string) {
  const first = await ok<ChatInfo>(api(server, user.token).get(`/api/chats/info/${chatId}?limit=200`));
  const pages: TimelinePage[] = [first];
  while (pages[0].before) pages.unshift(await ok<TimelinePage>(api(server, user.token).get(`/api/chats/info/${chatId}/timeline?before=${pages[0].before}&limit=200`)));
  return pages.flatMap((p) => p.messages);
}

describe('projections follow the log', () => {
  it('given events appended but never projected (a crash), when a cold node opens the chat, then they are projected from the log and saved', async () => {
    const dataDir = tempDir();
    const first = await serverOn(dataDir);
    const user = await signUp(first, 'crashed1');
    const chat = await newPrivateChat(first, user, 'before the crash');
    const lost = await appendUnprojected(first, chat.id, user.username, ['after the append', 'before the projection']);
    await first.close();
    servers.pop();

    const second = await serverOn(dataDir);
    const info = await ok<ChatInfo>(api(second, user.token).get(`/api/chats/info/${chat.id}`));
    expect(info.messages.map((m) => (m as MessageItem).message)).toEqual(['before the crash', 'after the append', 'before the projection']);
    expect(info.messages.slice(1).map((m) => m.id)).toEqual(lost.ids);
    expect(await second.store.timelines.head(chat.id)).toBe(lost.version + 2);
    // the next post goes on from there, with no gap and no duplicate
    await ok(api(second, user.token).post(`/api/chats/${chat.id}/messages`, { message: 'after recovery' }), 201);
    expect((await everything(second, user, chat.id)).map((m) => (m as MessageItem).message)).toEqual(['before the crash', 'after the append', 'before the projection', 'after recovery']);
  });

  it('given a read model further behind the log than a live node leaves it, when the node recovers at start, then recover() brings it level', async () => {
    const server = await serverOn(tempDir());
    const user = await signUp(server, 'crashed2');
    const chat = await newPrivateChat(server, user, 'one');
    const texts = Array.from({ length: FLUSH_EVERY }, (_, i) => `lost ${i}`);
    const { version } = await appendUnprojected(server, chat.id, user.username, texts);
    expect(await server.store.timelines.head(chat.id)).toBeLessThanOrEqual(version);
    await server.app.recover();
    expect(await server.store.timelines.head(chat.id)).toBe(version + FLUSH_EVERY);
  });

  it('given read models and snapshots lost, when every projection is rebuilt, then paging gives the same items as before', async () => {
    const server = await serverOn(tempDir());
    const user = await signUp(server, 'rebuild1');
    const chat = await newPrivateChat(server, user, 'm0');
    for (let i = 1; i < 120; i++) await ok(api(server, user.token).post(`/api/chats/${chat.id}/messages`, { message: `m${i}` }), 201);
    const before = await everything(server, user, chat.id);
    await server.store.timelines.delete(chat.id);
    await server.store.snapshots.delete(chat.id);
    await server.app.recover(true);
    expect(await server.store.snapshots.get(chat.id, 'head')).not.toBeNull();
    expect(await server.store.timelines.head(chat.id)).toBe((await server.store.events.read(chat.id)).at(-1)?.seq);
    expect(await everything(server, user, chat.id)).toEqual(before);
  });
});

describe('the chat cache', () => {
  it('given a size budget, when more chats are loaded than fit, then the least recently used go and the estimate stays under the budget', async () => {
    const file = path.join(tempDir(), 'cache.sqlite');
    const writer = await openWritePath(file);
    const chats: string[] = [];
    for (let c = 0; c < 4; c++) {
      chats.push(await writer.createChat('owner'));
      for (let i = 0; i < 60; i++) await writer.post(chats[c], 'owner', `message ${i}`);
    }
    await writer.store.close();

    const store = await openSqliteStore(file);
    try {
      const budget = 200_000;
      const cache = createChatCache({ store, sealer: createSealer(Buffer.from(MASTER_KEY, 'base64'), store.keys), budgetBytes: budget });
      const sizes: number[] = [];
      for (const chatId of chats) {
        await cache.read(chatId);
        sizes.push(cache.weight());
      }
      expect(sizes[0]).toBeGreaterThan(budget / 4);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(budget);
      expect(cache.peek(chats[0])).toBeUndefined();
      expect(cache.peek(chats[3])?.version).toBe(61);
    } finally {
      await store.close();
    }
  });
});
