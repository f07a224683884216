import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import type { ChatEventPayload } from '../../shared/socket.js';
import { createAnthropicBotProvider } from '../../server/adapters/bots/anthropic.js';
import { startFakeAnthropic, type FakeAnthropic } from '../support/fake-anthropic.js';
import { connectSocket, headers, signUp, startTestServer, waitFor, type ClientSocket, type TestServer } from '../support/server.js';

let server: TestServer;
let fake: FakeAnthropic;
let alice: { token: string };

beforeAll(async () => {
  fake = await startFakeAnthropic();
  server = await startTestServer({ bots: createAnthropicBotProvider({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 5000 }) });
  alice = await signUp(server, 'alice');
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** A chat whose first reply has already finished, so the next post is the one under test. */
async function quietChat(): Promise<ChatInfo> {
  fake.next({ kind: 'text', chunks: ['Hi.'] });
  const created = await server.http.post('/api/chats/new/bot').set(headers(alice.token)).send({ user_message: 'hello' });
  expect(created.status).toBe(201);
  await server.app.services.bots.idle();
  return created.body;
}

function record(socket: ClientSocket) {
  const tokens: { messageId: string; index: number; delta: string }[] = [];
  const events: ChatEventPayload[] = [];
  const done: { messageId: string; status: string }[] = [];
  socket.on('bot:token', (t) => tokens.push(t));
  socket.on('chat:event', (e) => events.push(e));
  socket.on('bot:done', (d) => done.push(d));
  return { tokens, events, done };
}

const botItem = (events: ChatEventPayload[], id: string) =>
  events.map((e) => e.item).filter((i): i is MessageItem => i?.kind === 'message' && i.id === id).at(-1);

describe('bot replies stream live over the socket', () => {
  it('given a joined owner, when they post, then every token arrives in order and the final text is recorded', async () => {
    const chat = await quietChat();
    const socket = await connectSocket(server, alice.token);
    const seen = record(socket);
    expect((await socket.emitWithAck('chat:join', { chatId: chat.id })).ok).toBe(true);
    fake.next({ kind: 'text', chunks: ['You ', 'are ', 'not ', 'alone.'] });
    const sent = await socket.emitWithAck('message:send', { chatId: chat.id, clientId: 'c-1', message: 'I feel low' });
    expect(sent.ok).toBe(true);
    const done = await waitFor(() => seen.done[0]);
    expect(done.status).toBe('OK');
    const tokens = seen.tokens.filter((t) => t.messageId === done.messageId);
    expect(tokens.map((t) => t.index)).toEqual([0, 1, 2, 3]);
    expect(tokens.map((t) => t.delta).join('')).toBe('You are not alone.');
    expect(botItem(seen.events, done.messageId)).toMatchObject({ status: 'OK', message: 'You are not alone.' });
    const info = await server.http.get(`/api/chats/info/${chat.id}`).set(headers(alice.token));
    expect(info.body.messages.at(-1)).toMatchObject({ id: done.messageId, sender: 'bot', status: 'OK', message: 'You are not alone.' });
    socket.close();
  });

  it('given a reply in flight, when a second client joins mid-stream, then it gets the partial text and exactly the rest', async () => {
    const chat = await quietChat();
    const first = await connectSocket(server, alice.token);
    const firstSeen = record(first);
    await first.emitWithAck('chat:join', { chatId: chat.id });
    fake.next({ kind: 'stall', chunks: ['One ', 'two ', 'three ', 'four.'], stallMs: 400 });
    await first.emitWithAck('message:send', { chatId: chat.id, clientId: 'c-2', message: 'count with me' });
    await waitFor(() => firstSeen.tokens.length >= 1);

    const second = await connectSocket(server, alice.token);
    const secondSeen = record(second);
    const join = await second.emitWithAck('chat:join', { chatId: chat.id });
    if (!join.ok) throw new Error(join.detail);
    expect(join.streams).toHaveLength(1);
    const [partial] = join.streams;
    expect(partial.text.length).toBeGreaterThan(0);
    const done = await waitFor(() => secondSeen.done[0]);
    const rest = secondSeen.tokens.filter((t) => t.messageId === partial.messageId && t.index >= partial.index);
    expect(partial.text + rest.map((t) => t.delta).join('')).toBe('One two three four.');
    expect(rest.map((t) => t.index)).toEqual(rest.map((_, i) => partial.index + i));
    expect(done.status).toBe('OK');
    first.close();
    second.close();
  });

  it('given a provider that breaks mid-stream, then the reply ends as ERROR with a code and the allowance is given back', async () => {
    const chat = await quietChat();
    const before = (await server.http.get('/api/usage/today').set(headers(alice.token))).body.used;
    const socket = await connectSocket(server, alice.token);
    const seen = record(socket);
    await socket.emitWithAck('chat:join', { chatId: chat.id });
    fake.next({ kind: 'error-event', chunks: ['Let me '] });
    await socket.emitWithAck('message:send', { chatId: chat.id, clientId: 'c-3', message: 'are you there?' });
    const done = await waitFor(() => seen.done[0]);
    expect(done.status).toBe('ERROR');
    expect(botItem(seen.events, done.messageId)).toMatchObject({ status: 'ERROR', error_code: 'interrupted' });
    const after = (await server.http.get('/api/usage/today').set(headers(alice.token))).body.used;
    expect(after).toBe(before);
    socket.close();
  });

  it('given an overloaded provider, then the reply fails fast with a clear code, never a hang', async () => {
    const chat = await quietChat();
    fake.next({ kind: 'http-error', status: 529, type: 'overloaded_error' });
    const posted = await server.http.post(`/api/chats/${chat.id}/messages`).set(headers(alice.token)).send({ message: 'hello?' });
    expect(posted.status).toBe(201);
    await server.app.services.bots.idle();
    const info = await server.http.get(`/api/chats/info/${chat.id}`).set(headers(alice.token));
    expect(info.body.messages.at(-1)).toMatchObject({ sender: 'bot', status: 'ERROR', error_code: 'overloaded' });
  });

  it('given a retried client_id, then one message is stored and the same message comes back', async () => {
    const chat = await quietChat();
    const socket = await connectSocket(server, alice.token);
    const send = () => socket.emitWithAck('message:send', { chatId: chat.id, clientId: 'same-id', message: 'only once' });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    if (!a.ok || !b.ok || !c.ok) throw new Error('send failed');
    expect(new Set([a.message.id, b.message.id, c.message.id]).size).toBe(1);
    await server.app.services.bots.idle();
    const info = await server.http.get(`/api/chats/info/${chat.id}`).set(headers(alice.token));
    expect(info.body.messages.filter((m: MessageItem) => m.message === 'only once')).toHaveLength(1);
    socket.close();
  });

  it('given another user or an anonymous visitor, then joining a private chat is refused like a missing one', async () => {
    const chat = await quietChat();
    const bob = await signUp(server, 'bob01');
    for (const token of [bob.token, undefined]) {
      const socket = await connectSocket(server, token);
      const join = await socket.emitWithAck('chat:join', { chatId: chat.id });
      expect(join).toMatchObject({ ok: false, code: 'chat_not_found' });
      socket.close();
    }
    const missing = await server.http.get(`/api/chats/info/${chat.id}`).set(headers(bob.token));
    expect(missing.status).toBe(404);
  });

  it('sends the configured key through the real SDK and stores message text only as ciphertext', async () => {
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer sk-test');
    const chat = await quietChat();
    const raw = await server.store.events.read(chat.id);
    expect(JSON.stringify(raw)).not.toContain('hello');
    expect(raw.find((e) => e.type === 'message_posted')?.data).toHaveProperty('sealed.ct');
  });
});

describe('transports', () => {
  it('given a client on HTTP long-polling first (socket.io default), then the handshake works and the server stays up', async () => {
    const { io } = await import('socket.io-client');
    const socket = io(server.url, { path: '/socket.io', auth: { token: alice.token }, transports: ['polling', 'websocket'], forceNew: true, reconnection: false });
    await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('connect_error', reject); });
    const chat = await quietChat();
    const join = await socket.emitWithAck('chat:join', { chatId: chat.id });
    expect(join.ok).toBe(true);
    socket.close();
    expect((await server.http.get('/api/health')).status).toBe(200);
  });
});
