import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import { api, eventMessage, flush, join, messageItems, newPrivateChat, ok, recordSocket, type User } from '../support/chat-fixtures.js';
import { hasRedisServer, startNode, startRedis, type NodeProcess, type RedisProcess } from '../support/cluster.js';
import { API_KEY, connectSocket, signUp, tempDir, waitFor, type ClientSocket } from '../support/server.js';

/*
 * Two server processes (tsx server/main.ts) share one SQLite file in WAL mode and one Redis: rooms span both
 * through the Socket.IO Redis adapter, the store is the one source of truth.
 */
const redisAvailable = hasRedisServer();
if (!redisAvailable) console.log('[two-nodes] redis-server is not installed: skipping the two-node tests (.ci/run installs it)');

let redis: RedisProcess;
let a: NodeProcess;
let b: NodeProcess;
let dataDir: string;
const sockets: ClientSocket[] = [];

async function socketOn(node: NodeProcess, token?: string) {
  const socket = await connectSocket(node.server, token);
  sockets.push(socket);
  return socket;
}

async function user(node: NodeProcess, name: string): Promise<User> {
  const { username, token } = await signUp(node.server, name);
  return { username, token };
}

describe.skipIf(!redisAvailable)('two nodes behind one Redis and one SQLite file', () => {
  beforeAll(async () => {
    redis = await startRedis();
    dataDir = tempDir('psycare-cluster-');
    const env = {
      REDIS_URL: redis.url, API_KEY, NODE_ENV: 'production', BOT_CHUNK_DELAY_MS: '80', USER_RATE_SCALE: '1000',
      MASTER_KEY: Buffer.alloc(32, 9).toString('base64'), JWT_SECRET: 'j'.repeat(48),
    };
    [a, b] = await Promise.all([startNode('A', dataDir, env), startNode('B', dataDir, env)]);
    expect(a.output()).toContain('rooms: redis');
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('given a client joined on node A, when a message is posted through node B, then A\'s client receives it live', async () => {
    const owner = await user(a, 'nodeowner');
    const chat = await newPrivateChat(b.server, owner, 'opening words');
    const watcher = await socketOn(a, owner.token);
    const seen = recordSocket(watcher);
    const joined = await join(watcher, chat.id);
    expect(messageItems(joined.timeline ?? []).map((m) => m.message)).toEqual(['opening words']);

    const posted = await ok<MessageItem>(api(b.server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'from the other node' }), 201);
    const live = await waitFor(() => eventMessage(seen.events, (m) => m.id === posted.id));
    expect(live).toMatchObject({ message: 'from the other node', author: 'nodeowner' });
    // the post is the first thing after the snapshot (topic tagging may append after it)
    expect(seen.events[0]).toMatchObject({ chatId: chat.id, seq: joined.lastSeq + 1 });
  });

  it('given a bot reply streaming on node B, then watchers on node A get every token and the end, and one joining mid-stream gets the partial text and exactly the rest', async () => {
    const owner = await user(a, 'streamer');
    const created = await ok<ChatInfo>(api(a.server, owner.token).post('/api/chats/new/bot', { user_message: 'hello there' }), 201);
    // the first reply (started with the chat, on A) ends before the one under test starts
    const settled = async () => messageItems((await ok<ChatInfo>(api(a.server, owner.token).get(`/api/chats/info/${created.id}`))).messages)
      .every((m) => m.status !== 'PENDING');
    for (let i = 0; i < 100 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 100));
    const early = await socketOn(a, owner.token);
    const earlySeen = { tokens: [] as { messageId: string; index: number; delta: string }[], done: [] as { messageId: string; status: string }[] };
    early.on('bot:token', (t) => earlySeen.tokens.push(t));
    early.on('bot:done', (d) => earlySeen.done.push(d));
    await join(early, created.id);

    const posted = await ok<MessageItem>(api(b.server, owner.token).post(`/api/chats/${created.id}/messages`, { message: 'I feel a bit anxious today' }), 201);
    await waitFor(() => earlySeen.tokens.length >= 3, 10_000);
    const replyId = earlySeen.tokens[0].messageId;

    const late = await socketOn(a, owner.token);
    const lateTokens: { messageId: string; index: number; delta: string }[] = [];
    const lateDone: string[] = [];
    late.on('bot:token', (t) => lateTokens.push(t));
    late.on('bot:done', (d) => lateDone.push(d.messageId));
    const joined = await join(late, created.id);
    const partial = joined.streams.find((s) => s.messageId === replyId);
    expect(partial, 'node A relays the snapshot of the stream running on node B').toBeDefined();
    expect(partial!.text.length).toBeGreaterThan(0);

    const done = await waitFor(() => earlySeen.done.find((d) => d.messageId === replyId), 20_000);
    expect(done.status).toBe('OK');
    await waitFor(() => lateDone.includes(replyId));
    const info = await ok<ChatInfo>(api(a.server, owner.token).get(`/api/chats/info/${created.id}`));
    const reply = messageItems(info.messages).find((m) => m.id === replyId);
    expect(reply).toMatchObject({ sender: 'bot', status: 'OK' });
    expect(messageItems(info.messages).find((m) => m.id === posted.id)).toBeDefined();

    const all = earlySeen.tokens.filter((t) => t.messageId === replyId);
    expect(all.map((t) => t.index)).toEqual(all.map((_, i) => i));
    expect(all.map((t) => t.delta).join('')).toBe(reply!.message);

    const rest = lateTokens.filter((t) => t.messageId === replyId && t.index >= partial!.index);
    expect(rest.map((t) => t.index)).toEqual(rest.map((_, i) => partial!.index + i));
    expect(partial!.text + rest.map((t) => t.delta).join('')).toBe(reply!.message);
  });

  it('given a user with 1 reply used, when 30 posts race across both nodes, then exactly 19 get a reply and 11 hit the daily limit', async () => {
    const carol = await user(b, 'carolrace');
    const chat = await ok<ChatInfo>(api(b.server, carol.token).post('/api/chats/new/bot', { user_message: 'first of the day' }), 201);
    expect(await ok(api(a.server, carol.token).get('/api/usage/today'))).toEqual({ used: 1, limit: 20 });

    const results = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      api(i % 2 ? a.server : b.server, carol.token).post(`/api/chats/${chat.id}/messages`, { message: `message number ${i}` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(19);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(11);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(refused.map(() => [403, 'daily_limit_reached']));
    expect(await ok(api(b.server, carol.token).get('/api/usage/today'))).toEqual({ used: 20, limit: 20 });

    const info = await ok<ChatInfo>(api(a.server, carol.token).get(`/api/chats/info/${chat.id}`));
    expect(messageItems(info.messages).filter((m) => m.sender !== 'bot' && m.author === 'carolrace')).toHaveLength(20);
  });

  it('given a shared user connected to node B, when the owner revokes the share through node A, then B evicts that socket', async () => {
    const owner = await user(a, 'revoker');
    const bob = await user(b, 'bobremote');
    const chat = await newPrivateChat(a.server, owner, 'between us');
    await ok(api(a.server, owner.token).put(`/api/chats/share/${chat.id}`, { users: [bob.username] }));
    await ok(api(b.server, bob.token).put(`/api/chats/invitations/${chat.id}`, { accept: true }));

    const bobSocket = await socketOn(b, bob.token);
    const ownerSocket = await socketOn(b, owner.token);
    const bobSeen = recordSocket(bobSocket);
    const ownerSeen = recordSocket(ownerSocket);
    await join(bobSocket, chat.id);
    await join(ownerSocket, chat.id);

    await ok(api(a.server, owner.token).del(`/api/chats/share/${chat.id}?scope=all`));
    await waitFor(() => bobSeen.revoked.includes(chat.id));

    const after = await ok<MessageItem>(api(a.server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'only mine now' }), 201);
    await waitFor(() => eventMessage(ownerSeen.events, (m) => m.id === after.id));
    await flush(bobSocket);
    expect(eventMessage(bobSeen.events, (m) => m.id === after.id)).toBeUndefined();
    expect(ownerSeen.revoked).toEqual([]);
    expect(await bobSocket.emitWithAck('chat:join', { chatId: chat.id })).toMatchObject({ ok: false, code: 'chat_not_found' });
  });
});
