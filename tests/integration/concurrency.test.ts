import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import type { StoredEvent } from '../../server/application/ports.js';
import { VersionConflict } from '../../server/application/ports.js';
import { api, messageItems, newPrivateChat, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
import { connectSocket, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let owner: User;
let bob: User;

beforeAll(async () => {
  server = await startTestServer();
  ({ owner1: owner, bobby1: bob } = await signUpAll(server, ['owner1', 'bobby1']));
});
afterAll(async () => { await server?.close(); });

/** The stream's seqs are exactly 1..N: none missing, none twice. */
function expectContiguous(events: StoredEvent[]) {
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
}

const postedIn = (events: StoredEvent[]) => events.filter((e) => e.type === 'message_posted');

async function sharedChat(target: TestServer): Promise<ChatInfo> {
  const chat = await newPrivateChat(target, owner, 'opening');
  await ok(api(target, owner.token).put(`/api/chats/share/${chat.id}`, { users: [bob.username] }));
  await acceptInvitation(target, bob.token, chat.id);
  return chat;
}

describe('concurrent writes to one chat', () => {
  it('given 100 concurrent posts by the owner and a shared user, then all succeed and the stream has contiguous seqs and 101 messages', async () => {
    const chat = await sharedChat(server);
    const texts = Array.from({ length: 100 }, (_, i) => `parallel ${i}`);
    const results = await Promise.all(
      texts.map((text, i) => api(server, (i % 2 ? bob : owner).token).post(`/api/chats/${chat.id}/messages`, { message: text })),
    );
    expect(results.map((r) => r.status)).toEqual(texts.map(() => 201));
    expect(results.map((r) => (r.body as MessageItem).author)).toEqual(texts.map((_, i) => (i % 2 ? 'bobby1' : 'owner1')));

    const events = await server.store.events.read(chat.id);
    expectContiguous(events);
    expect(postedIn(events)).toHaveLength(101);
    expect(new Set(postedIn(events).map((e) => e.seq)).size).toBe(101);

    const info = await ok<ChatInfo>(api(server, owner.token).get(`/api/chats/info/${chat.id}?limit=200`));
    const messages = messageItems(info.messages);
    expect(messages).toHaveLength(101);
    expect(new Set(messages.map((m) => m.id)).size).toBe(101);
    expect(new Set(results.map((r) => (r.body as MessageItem).id))).toEqual(new Set(messages.slice(1).map((m) => m.id)));
    expect(messages.map((m) => m.message).sort()).toEqual(['opening', ...texts].sort());
    expect(info.version).toBe(events.length);
  });

  it('given 20 concurrent retries of one client_id over HTTP and the socket, then one message is stored and every retry returns its id', async () => {
    const chat = await sharedChat(server);
    const socket = await connectSocket(server, bob.token);
    try {
      const before = postedIn(await server.store.events.read(chat.id)).length;
      const viaHttp = () => api(server, bob.token).post(`/api/chats/${chat.id}/messages`, { message: 'only once', client_id: 'retry-1' })
        .then((r) => { expect(r.status).toBe(201); return (r.body as MessageItem).id; });
      const viaSocket = () => socket.emitWithAck('message:send', { chatId: chat.id, clientId: 'retry-1', message: 'only once' })
        .then((r) => { if (!r.ok) throw new Error(r.code); return r.message.id; });
      const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? viaSocket() : viaHttp())));

      expect(new Set(ids).size).toBe(1);
      const events = await server.store.events.read(chat.id);
      expectContiguous(events);
      const posted = postedIn(events);
      expect(posted).toHaveLength(before + 1);
      expect(posted.at(-1)?.data).toMatchObject({ messageId: ids[0], clientId: 'retry-1', author: 'bobby1' });
      const info = await ok<ChatInfo>(api(server, bob.token).get(`/api/chats/info/${chat.id}`));
      expect(messageItems(info.messages).filter((m) => m.message === 'only once').map((m) => m.id)).toEqual([ids[0]]);

      // the same client_id from another author is another message
      const owners = await ok<MessageItem>(api(server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'only once', client_id: 'retry-1' }), 201);
      expect(owners.id).not.toBe(ids[0]);
    } finally {
      socket.close();
    }
  });
});

/**
 * Two nodes over one store. Over SQLite a whole load-decide-append runs without yielding to the event loop,
 * so two nodes in one process never interleave on their own; `latencyMs` makes the store answer after a
 * random delay, as a networked store does, so the nodes race and the version-conflict retry really runs.
 */
async function twoNodes(latencyMs: number) {
  const first = await startTestServer();
  const second = await startTestServer({ store: first.store, dataDir: first.dataDir });
  const { events: log } = first.store;
  const [read, append] = [log.read.bind(log), log.append.bind(log)];
  const pause = () => (latencyMs ? new Promise((r) => setTimeout(r, Math.random() * latencyMs)) : Promise.resolve());
  const stats = { appends: 0, conflicts: 0 };
  log.read = async (...args) => { await pause(); return read(...args); };
  log.append = async (...args) => {
    await pause();
    // topic tagging appends as "system" in the background; count only the posts under test
    const counted = args[2].some((e) => e.actor !== 'system');
    if (counted) stats.appends += 1;
    try {
      return await append(...args);
    } catch (error) {
      if (counted && error instanceof VersionConflict) stats.conflicts += 1;
      throw error;
    }
  };
  try {
    ({ owner1: owner, bobby1: bob } = await signUpAll(first, ['owner1', 'bobby1']));
    const chat = await sharedChat(first);
    const start = (await log.read(chat.id)).length;
    const post = (target: TestServer, who: User, text: string) =>
      api(target, who.token).post(`/api/chats/${chat.id}/messages`, { message: text });
    const results = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => post(first, i % 2 ? bob : owner, `first node ${i}`)),
      ...Array.from({ length: 50 }, (_, i) => post(second, i % 2 ? owner : bob, `second node ${i}`)),
    ]);
    expect(results.map((r) => r.status), JSON.stringify(results.find((r) => r.status !== 201)?.body)).toEqual(results.map(() => 201));
    expect(new Set(results.map((r) => (r.body as MessageItem).id)).size).toBe(100);

    // topic tagging appends its own events (actor "system") in the background; let it finish, then leave it out
    await Promise.all([first, second].map((s) => s.app.services.bots.idle()));
    const events = await read(chat.id);
    expectContiguous(events);
    const posts = events.slice(start).filter((e) => e.actor !== 'system');
    expect(posts).toHaveLength(100);
    expect(new Set(posts.map((e) => e.seq)).size).toBe(100);
    expect(postedIn(posts)).toHaveLength(100);

    // both caches catch up to the same timeline
    const [a, b] = await Promise.all([first, second].map((s) => ok<ChatInfo>(api(s, owner.token).get(`/api/chats/info/${chat.id}?limit=200`))));
    expect(a.version).toBe(events.length);
    expect(b.messages).toEqual(a.messages);
    expect(messageItems(a.messages)).toHaveLength(101);
    return stats;
  } finally {
    Object.assign(log, { read, append });
    await second.close();
    await first.close();
  }
}

describe('two application instances over one SQLite file', () => {
  it('given each instance posting 50 at once to the same chat, then the stream holds 100 new contiguous, unique seqs', async () => {
    const stats = await twoNodes(0);
    expect(stats.appends).toBeGreaterThanOrEqual(100);
  });

  it('given a store that answers with latency, when both instances post 50 at once, then they conflict, retry, and still store 100 contiguous seqs', async () => {
    const stats = await twoNodes(3);
    expect(stats.conflicts).toBeGreaterThan(0);
    // the setup's appends were 3, and bob's acceptance of the invitation is one more (issue 14)
    expect(stats.appends).toBe(100 + 4 + stats.conflicts);
  });
});
