import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATES } from '../../server/transport/rate-limits.js';
import { api, newPrivateChat } from '../support/chat-fixtures.js';
import { hasRedisServer, startNode, startRedis, type NodeProcess, type RedisProcess } from '../support/cluster.js';
import { API_KEY, connectSocket, signUp, tempDir, type ClientSocket } from '../support/server.js';

/* Two server processes behind one Redis: a person's posting bucket lives in Redis, so it is one across nodes. */
const redisAvailable = hasRedisServer();
if (!redisAvailable) console.log('[socket-limits-cluster] redis-server is not installed: skipping (.ci/run installs it)');

const POST_ALLOWANCE = RATES.post.points + RATES.post.burst;

describe.skipIf(!redisAvailable)('per-person buckets across two nodes', () => {
  let redis: RedisProcess;
  let nodes: NodeProcess[] = [];
  let dataDir: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = tempDir('psycare-limits-');
    // production buckets (USER_RATE_SCALE 1) and a generous per-address HTTP limit, which is per node
    const env = { REDIS_URL: redis.url, API_KEY, USER_RATE_SCALE: '1', MASTER_KEY: Buffer.alloc(32, 9).toString('base64'), JWT_SECRET: 'j'.repeat(48) };
    nodes = await Promise.all([startNode('A', dataDir, env), startNode('B', dataDir, env)]);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await redis?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('given posts over HTTP on node A and over the socket on node B at once, then the person gets one allowance, not one per node', async () => {
    const [a, b] = nodes;
    const { username, token } = await signUp(a.server, 'clusterposter');
    const chat = await newPrivateChat(a.server, { username, token });
    const socket = await connectSocket(b.server, token);
    sockets.push(socket);
    const [http, acks] = await Promise.all([
      Promise.all(Array.from({ length: POST_ALLOWANCE }, () => api(a.server, token).post(`/api/chats/${chat.id}/messages`, { message: 'via A' }))),
      Promise.all(Array.from({ length: POST_ALLOWANCE }, () => socket.emitWithAck('message:send', { chatId: chat.id, clientId: randomUUID(), message: 'via B' }))),
    ]);
    const passed = http.filter((r) => r.status === 201).length + acks.filter((ack) => ack.ok).length;
    expect(passed).toBe(POST_ALLOWANCE);
    expect(http.filter((r) => r.status !== 201).every((r) => r.status === 429 && r.body.code === 'rate_limited' && Number(r.headers['retry-after']) >= 1)).toBe(true);
    expect(acks.filter((ack) => !ack.ok).every((ack) => !ack.ok && ack.code === 'rate_limited' && (ack.retryAfter ?? 0) >= 1)).toBe(true);
  }, 60_000);
});
