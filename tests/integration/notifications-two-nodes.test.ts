import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../shared/notifications.js';
import { api, flush, newPrivateChat, ok, recordSocket, type User } from '../support/chat-fixtures.js';
import { hasRedisServer, startNode, startRedis, type NodeProcess, type RedisProcess } from '../support/cluster.js';
import { API_KEY, connectSocket, signUp, tempDir, waitFor, type ClientSocket } from '../support/server.js';
import { shareAndAccept } from '../support/invitations.js';

/* Two server processes sharing one SQLite file and one Redis: a mute and an entry are the store's, pushes cross nodes. */
const redisAvailable = hasRedisServer();

let redis: RedisProcess;
let a: NodeProcess;
let b: NodeProcess;
let dataDir: string;
const sockets: ClientSocket[] = [];

describe.skipIf(!redisAvailable)('notifications on two nodes', () => {
  beforeAll(async () => {
    redis = await startRedis();
    dataDir = tempDir('psycare-notes-cluster-');
    const env = {
      REDIS_URL: redis.url, API_KEY, NODE_ENV: 'production', USER_RATE_SCALE: '1000',
      MASTER_KEY: Buffer.alloc(32, 9).toString('base64'), JWT_SECRET: 'j'.repeat(48),
    };
    [a, b] = await Promise.all([startNode('A', dataDir, env), startNode('B', dataDir, env)]);
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('given a reader on node A, then posts through node B reach it as one collapsed entry, and a mute made on A silences B', async () => {
    const owner: User = await signUp(a.server, 'clusterowner');
    const reader: User = await signUp(a.server, 'clusterreader');
    const chat = await newPrivateChat(b.server, owner, 'opening');
    await shareAndAccept(b.server, owner.token, chat.id, { users: [reader.username] }, [reader.token]);
    const socket = await connectSocket(a.server, reader.token);
    sockets.push(socket);
    const seen = recordSocket(socket);

    for (const text of ['one', 'two']) await ok(api(b.server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: text }), 201);
    await waitFor(() => seen.notifications.find((n) => n.chat_id === chat.id && n.count === 2));
    const listed = await ok<NotificationPage>(api(a.server, reader.token).get('/api/notification/all'));
    expect(listed.items.map((n) => [n.chat_id, n.count])).toEqual([[chat.id, 2]]);

    expect((await api(a.server, reader.token).put(`/api/chats/${chat.id}/mute`)).status).toBe(204);
    await waitFor(() => seen.cleared.includes(chat.id));
    const before = seen.notifications.length;
    await ok(api(b.server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'muted' }), 201);
    expect((await api(a.server, reader.token).del(`/api/chats/${chat.id}/mute`)).status).toBe(204);
    await ok(api(b.server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'heard again' }), 201);
    const again = await waitFor(() => seen.notifications.slice(before).find((n) => n.chat_id === chat.id));
    await flush(socket);
    expect(seen.notifications.slice(before)).toEqual([again]);
    expect(again.count).toBe(1);
  }, 60_000);
});
