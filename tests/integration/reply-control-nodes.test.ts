import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import { api, join, messageItems, ok, type User } from '../support/chat-fixtures.js';
import { hasRedisServer, startNode, startRedis, type NodeProcess, type RedisProcess } from '../support/cluster.js';
import { startFakeAnthropic, type FakeAnthropic } from '../support/fake-anthropic.js';
import { API_KEY, connectSocket, signUp, tempDir, waitFor, type ClientSocket } from '../support/server.js';

/*
 * Stop across nodes (issue 18): two server processes share one SQLite file and one Redis, and both stream
 * from the fake Messages API through the real Anthropic SDK. A reply streams on node A; its owner stops it
 * through node B, which asks the other nodes (`replies:stop`): A aborts the SDK stream and records STOPPED.
 */
const redisAvailable = hasRedisServer();

let redis: RedisProcess;
let fake: FakeAnthropic;
let a: NodeProcess;
let b: NodeProcess;
let dataDir: string;
const sockets: ClientSocket[] = [];

describe.skipIf(!redisAvailable)('Stop on a reply streaming on another node', () => {
  beforeAll(async () => {
    [redis, fake] = await Promise.all([startRedis(), startFakeAnthropic()]);
    dataDir = tempDir('psycare-stop-');
    const env = {
      REDIS_URL: redis.url, API_KEY, NODE_ENV: 'production', USER_RATE_SCALE: '1000', ANTHROPIC_API_KEY: 'sk-test', ANTHROPIC_BASE_URL: fake.url,
      MASTER_KEY: Buffer.alloc(32, 9).toString('base64'), JWT_SECRET: 'j'.repeat(48),
    };
    [a, b] = await Promise.all([startNode('A', dataDir, env), startNode('B', dataDir, env)]);
    expect(a.output()).toContain('rooms: redis');
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([redis?.stop(), fake?.close()]);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('given a reply streaming on node A, when its owner stops it through node B, then A aborts the SDK stream and the reply ends STOPPED with its text so far', async () => {
    const { username, token } = await signUp(a.server, 'stopper');
    const owner: User = { username, token };
    fake.next({ kind: 'text', chunks: ['Hi.'] });
    const chat = await ok<ChatInfo>(api(a.server, owner.token).post('/api/chats/new/bot', { user_message: 'hello' }), 201);
    const settled = async () => messageItems((await ok<ChatInfo>(api(a.server, owner.token).get(`/api/chats/info/${chat.id}`))).messages)
      .every((m) => m.status !== 'PENDING');
    for (let i = 0; i < 100 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 100));

    const watcher = await connectSocket(b.server, owner.token);
    sockets.push(watcher);
    const tokens: { messageId: string }[] = [];
    const done: { messageId: string; status: string }[] = [];
    watcher.on('bot:token', (t) => tokens.push(t));
    watcher.on('bot:done', (d) => done.push(d));
    await join(watcher, chat.id);

    fake.next({ kind: 'stall', chunks: ['Breathe ', 'slowly. '], stallMs: 6000 });
    await ok(api(a.server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'I cannot sleep' }), 201);
    await waitFor(() => tokens.length >= 2, 10_000);
    const replyId = tokens[0].messageId;
    const abortedBefore = fake.aborted();

    const stopped = await ok<MessageItem>(api(b.server, owner.token).post(`/api/chats/${chat.id}/messages/${replyId}/stop`));
    expect(stopped).toMatchObject({ id: replyId, status: 'STOPPED', message: 'Breathe slowly. ' });
    expect(fake.aborted()).toBeGreaterThan(abortedBefore);
    expect(await waitFor(() => done.find((d) => d.messageId === replyId))).toMatchObject({ status: 'STOPPED' });
    const info = await ok<ChatInfo>(api(a.server, owner.token).get(`/api/chats/info/${chat.id}`));
    expect(messageItems(info.messages).at(-1)).toMatchObject({ id: replyId, status: 'STOPPED', message: 'Breathe slowly. ' });
    expect(await ok(api(b.server, owner.token).get('/api/usage/today'))).toMatchObject({ used: 2 });
  }, 40_000);
});
