import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, join, newPrivateChat, type User } from '../support/chat-fixtures.js';
import { hasRedisServer, startNode, startRedis, type NodeProcess, type RedisProcess } from '../support/cluster.js';
import { API_KEY, connectSocket, signUp, startTestServer, tempDir, waitFor, type ClientSocket, type TestServer } from '../support/server.js';

/*
 * The token is checked at the socket handshake only; these tests show a live socket still ends with its
 * session: at logout, at a password reset and when the token expires, and that the dead token cannot reconnect.
 */
const PASSWORD = 'Str0ng!pass';
const sockets: ClientSocket[] = [];

afterEach(() => { for (const socket of sockets.splice(0)) socket.disconnect(); });

/** A connected socket and the reason it was disconnected, once it is. */
async function liveSocket(server: TestServer, token: string) {
  const socket = await connectSocket(server, token);
  sockets.push(socket);
  const ended: { reason?: string } = {};
  socket.on('disconnect', (reason) => { ended.reason = reason; });
  return { socket, ended };
}

const serverClosed = (ended: { reason?: string }) => waitFor(() => ended.reason === 'io server disconnect');

async function login(server: TestServer, username: string, password = PASSWORD): Promise<User> {
  const res = await api(server).post('/api/auth/login', { username_email: username, password });
  expect(res.status).toBe(200);
  return { username: res.body.username, token: res.body.token };
}

async function expectRefused(server: TestServer, token: string) {
  await expect(connectSocket(server, token)).rejects.toThrow('unauthorized');
  expect((await api(server, token).get('/api/chats/me')).status).toBe(401);
}

describe('sockets end with their session', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server?.close(); });

  it('given two sessions of one person, when one logs out, then only its sockets are disconnected and cannot come back', async () => {
    const first = await signUp(server, 'leaver1');
    const second = await login(server, 'leaver1');
    const chat = await newPrivateChat(server, first, 'before logout');
    const onFirst = await liveSocket(server, first.token);
    const alsoOnFirst = await liveSocket(server, first.token);
    const onSecond = await liveSocket(server, second.token);
    await join(onFirst.socket, chat.id);

    expect((await api(server, first.token).get('/api/auth/logout')).status).toBe(200);

    await serverClosed(onFirst.ended);
    await serverClosed(alsoOnFirst.ended);
    await expectRefused(server, first.token);
    expect(onSecond.socket.connected).toBe(true);
    const posted = await onSecond.socket.emitWithAck('message:send', { chatId: chat.id, clientId: 'after-logout', message: 'still here' });
    expect(posted).toMatchObject({ ok: true, message: { message: 'still here' } });
  });

  it('given sockets on every session of a person, when the password is reset, then all of them are disconnected', async () => {
    const first = await signUp(server, 'resetter1');
    const second = await login(server, 'resetter1');
    const bystander = await signUp(server, 'bystander1');
    const onFirst = await liveSocket(server, first.token);
    const onSecond = await liveSocket(server, second.token);
    const onBystander = await liveSocket(server, bystander.token);

    expect((await api(server).post('/api/auth/remember/password', { username_email: 'resetter1' })).status).toBe(200);
    const mail = await waitFor(() => server.outbox().find((m) => m.to.includes('resetter1@') && m.text.includes('/remember/password/verify')));
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token');
    const newPassword = 'N3w!password';
    const reset = await api(server).post('/api/auth/remember/password/verify', { token, password: newPassword, password2: newPassword });
    expect(reset.status).toBe(200);

    await serverClosed(onFirst.ended);
    await serverClosed(onSecond.ended);
    await expectRefused(server, first.token);
    await expectRefused(server, second.token);
    expect(onBystander.socket.connected).toBe(true);
    const fresh = await login(server, 'resetter1', newPassword);
    sockets.push(await connectSocket(server, fresh.token));
  });
});

describe('a socket ends when its token expires', () => {
  const TTL_MS = 2500;
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ tokenTtlMs: TTL_MS }); });
  afterAll(async () => { await server?.close(); });

  it('given a token about to expire, when its time is up, then the socket is disconnected and the token refused', async () => {
    const user = await signUp(server, 'expiring1');
    const { socket, ended } = await liveSocket(server, user.token);
    expect(socket.connected).toBe(true);

    await waitFor(() => ended.reason, TTL_MS + 2000);

    expect(ended.reason).toBe('io server disconnect');
    await expectRefused(server, user.token);
  });
});

const redisAvailable = hasRedisServer();
if (!redisAvailable) console.log('[socket-sessions] redis-server is not installed: skipping the two-node logout test');

describe.skipIf(!redisAvailable)('logout across nodes', () => {
  let redis: RedisProcess;
  let nodes: NodeProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, API_KEY, MASTER_KEY: Buffer.alloc(32, 9).toString('base64'), JWT_SECRET: 'j'.repeat(48) };
    const dataDir = tempDir('psycare-sessions-');
    nodes = await Promise.all([startNode('A', dataDir, env), startNode('B', dataDir, env)]);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await Promise.all(nodes.map((node) => node.stop()));
    await redis?.stop();
  });

  it('given a socket on node B, when the session logs out through node A, then node B disconnects it', async () => {
    const [a, b] = nodes;
    const user = await signUp(a.server, 'roamer1');
    const onB = await liveSocket(b.server, user.token);

    expect((await api(a.server, user.token).get('/api/auth/logout')).status).toBe(200);

    await serverClosed(onB.ended);
    await expectRefused(b.server, user.token);
  });
});
