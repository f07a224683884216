import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import { createAnthropicBotProvider } from '../../server/adapters/bots/anthropic.js';
import { startFakeAnthropic, type FakeAnthropic } from '../support/fake-anthropic.js';
import { shareAndAccept } from '../support/invitations.js';
import { api, flush, join, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { connectSocket, headers, startTestServer, waitFor, type ClientSocket, type TestServer } from '../support/server.js';

/*
 * Stop, Regenerate, the diary's day label and feedback on one's own words (issue 18), on a real server with
 * real sockets and the real Anthropic SDK streaming from the fake Messages API on loopback.
 */
let server: TestServer;
let fake: FakeAnthropic;
let people: Record<string, User>;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  fake = await startFakeAnthropic();
  server = await startTestServer({ bots: createAnthropicBotProvider({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 10_000 }) });
  people = await signUpAll(server, ['owner1', 'bobby1', 'carol1', 'diary1', 'limit1']);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
  await fake?.close();
});

const as = (user: User) => api(server, user.token);
const used = async (user: User) => (await ok<{ used: number }>(as(user).get('/api/usage/today'))).used;

/** A bot chat whose first reply has ended, joined by its owner's socket, which records the reply traffic. */
async function openChat(owner: User) {
  fake.next({ kind: 'text', chunks: ['Hi.'] });
  const chat = await ok<ChatInfo>(as(owner).post('/api/chats/new/bot', { user_message: 'hello' }), 201);
  await server.app.services.bots.idle();
  const socket = await connectSocket(server, owner.token);
  sockets.push(socket);
  const tokens: { messageId: string; delta: string }[] = [];
  const done: { messageId: string; status: string }[] = [];
  socket.on('bot:token', (t) => tokens.push(t));
  socket.on('bot:done', (d) => done.push(d));
  await join(socket, chat.id);
  return { chat, socket, tokens, done };
}

/** Posts and waits until the reply has streamed its first two tokens and stalls (the fake holds the rest). */
async function streamingReply(owner: User, chatId: string, tokens: { messageId: string }[]) {
  fake.next({ kind: 'stall', chunks: ['Breathe ', 'slowly. '], stallMs: 4000 });
  await ok(as(owner).post(`/api/chats/${chatId}/messages`, { message: 'I cannot sleep' }), 201);
  const info = await ok<ChatInfo>(as(owner).get(`/api/chats/info/${chatId}`));
  const reply = info.messages.at(-1) as MessageItem;
  expect(reply).toMatchObject({ sender: 'bot', status: 'PENDING' });
  await waitFor(() => tokens.filter((t) => t.messageId === reply.id).length >= 2);
  return reply.id;
}

describe('Stop on a reply while it streams', () => {
  it('given a streaming reply, when its owner stops it, then the SDK stream is aborted, the reply ends STOPPED with its text so far and keeps its unit', async () => {
    const { owner1: owner } = people;
    const { chat, socket, tokens, done } = await openChat(owner);
    const replyId = await streamingReply(owner, chat.id, tokens);
    const abortedBefore = fake.aborted();
    const usedBefore = await used(owner);

    const stopped = await ok<MessageItem>(as(owner).post(`/api/chats/${chat.id}/messages/${replyId}/stop`));
    expect(stopped).toMatchObject({ id: replyId, status: 'STOPPED', message: 'Breathe slowly. ', error_code: null });
    await waitFor(() => fake.aborted() > abortedBefore);
    expect(await waitFor(() => done.find((d) => d.messageId === replyId))).toEqual({ chatId: chat.id, messageId: replyId, status: 'STOPPED' });
    expect(await used(owner)).toBe(usedBefore);
    const tokensAtStop = tokens.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await flush(socket);
    expect(tokens.length).toBe(tokensAtStop);
    const info = await ok<ChatInfo>(as(owner).get(`/api/chats/info/${chat.id}`));
    expect(info.messages.at(-1)).toMatchObject({ id: replyId, status: 'STOPPED', message: 'Breathe slowly. ' });

    const again = await as(owner).post(`/api/chats/${chat.id}/messages/${replyId}/stop`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('reply_already_completed');
  });

  it('given a streaming reply, when someone it is shared with or a stranger tries to stop it, then 403 and 404 and it keeps streaming', async () => {
    const { owner1: owner, bobby1: bob, carol1: carol } = people;
    const { chat, tokens, done } = await openChat(owner);
    await shareAndAccept(server, owner.token, chat.id, { users: [bob.username] }, [bob.token]);
    const replyId = await streamingReply(owner, chat.id, tokens);
    const byBob = await server.http.post(`/api/chats/${chat.id}/messages/${replyId}/stop`).set(headers(bob.token, 'es'));
    expect(byBob.status).toBe(403);
    expect(byBob.body).toEqual({ code: 'not_owner', detail: 'Solo la persona propietaria del chat puede hacer esto.' });
    expect((await as(carol).post(`/api/chats/${chat.id}/messages/${replyId}/stop`)).status).toBe(404);
    expect((await api(server).post(`/api/chats/${chat.id}/messages/${replyId}/stop`)).status).toBe(401);
    expect(await waitFor(() => done.find((d) => d.messageId === replyId), 8000)).toMatchObject({ status: 'OK' });
  });

  it('given many stop requests, then the stop bucket (production rates) answers 429 with Retry-After', async () => {
    const limited = await startTestServer({ userRateScale: 1 });
    try {
      const [carol] = Object.values(await signUpAll(limited, ['carol2']));
      const chat = await ok<ChatInfo>(api(limited, carol.token).post('/api/chats/new/bot', { user_message: 'hi' }), 201);
      await limited.app.services.bots.idle();
      const replyId = (chat.messages.at(-1) as MessageItem).id;
      const statuses: number[] = [];
      for (let i = 0; i < 30 && !statuses.includes(429); i++) {
        const res = await api(limited, carol.token).post(`/api/chats/${chat.id}/messages/${replyId}/stop`);
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // 5 per 10 s, then a burst of 20 per minute: the 26th is refused
      expect(statuses).toHaveLength(26);
      expect(statuses.at(-1)).toBe(429);
      expect(new Set(statuses.slice(0, -1))).toEqual(new Set([409]));
    } finally {
      await limited.close();
    }
  });
});

describe('deleting a reply while it streams', () => {
  it('given a streaming reply, when its owner deletes it, then no more tokens reach readers, the stream is aborted and the reply ends without text', async () => {
    const { owner1: owner } = people;
    const { chat, socket, tokens, done } = await openChat(owner);
    const replyId = await streamingReply(owner, chat.id, tokens);
    const abortedBefore = fake.aborted();
    await ok(as(owner).del(`/api/chats/${chat.id}/messages/${replyId}`));
    const tokensAtDelete = tokens.length;
    expect(await waitFor(() => done.find((d) => d.messageId === replyId))).toMatchObject({ status: 'STOPPED' });
    await waitFor(() => fake.aborted() > abortedBefore);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await flush(socket);
    expect(tokens.length).toBe(tokensAtDelete);
    const info = await ok<ChatInfo>(as(owner).get(`/api/chats/info/${chat.id}`));
    expect(info.messages.find((m) => m.id === replyId)).toMatchObject({ message: null, status: 'STOPPED' });
  });
});

describe('Regenerate the last reply', () => {
  it('given a finished reply, when its owner regenerates it, then a new reply answers the same message and spends a unit; older replies and replies while one streams are refused', async () => {
    const { owner1: owner } = people;
    const { chat, tokens } = await openChat(owner);
    const first = chat.messages.at(-1) as MessageItem;
    const before = await used(owner);
    fake.next({ kind: 'text', chunks: ['Another ', 'answer.'] });
    const requests = fake.requests.length;
    const again = await ok<MessageItem>(as(owner).post(`/api/chats/${chat.id}/messages/${first.id}/retry`), 201);
    expect(again).toMatchObject({ sender: 'bot', status: 'PENDING', answer_message_id: first.answer_message_id });
    await server.app.services.bots.idle();
    // the model answers the message again, without being shown the answer it replaces
    expect(fake.requests[requests]?.body.messages).toEqual([{ role: 'user', content: 'hello' }]);
    expect(await used(owner)).toBe(before + 1);
    const info = await ok<ChatInfo>(as(owner).get(`/api/chats/info/${chat.id}`));
    expect(info.messages.slice(-2).map((m) => [m.id, (m as MessageItem).status])).toEqual([[first.id, 'OK'], [again.id, 'OK']]);
    expect((info.messages.at(-1) as MessageItem).message).toBe('Another answer.');

    const older = await as(owner).post(`/api/chats/${chat.id}/messages/${first.id}/retry`);
    expect(older.status).toBe(409);
    expect(older.body.code).toBe('reply_not_failed');

    const streaming = await streamingReply(owner, chat.id, tokens);
    const whileStreaming = await as(owner).post(`/api/chats/${chat.id}/messages/${again.id}/retry`);
    expect(whileStreaming.status).toBe(409);
    expect(whileStreaming.body.code).toBe('reply_streaming');
    await ok(as(owner).post(`/api/chats/${chat.id}/messages/${streaming}/stop`));
    fake.next({ kind: 'text', chunks: ['Third.'] });
    const afterStop = await ok<MessageItem>(as(owner).post(`/api/chats/${chat.id}/messages/${streaming}/retry`), 201);
    await server.app.services.bots.idle();
    expect((await ok<ChatInfo>(as(owner).get(`/api/chats/info/${chat.id}`))).messages.at(-1)).toMatchObject({ id: afterStop.id, message: 'Third.' });
  });

  it('given the daily allowance spent, when the owner regenerates, then 403 daily_limit_reached in their language and nothing is appended', async () => {
    const { limit1: person } = people;
    const chat = await ok<ChatInfo>(as(person).post('/api/chats/new/bot', { user_message: 'hello' }), 201);
    await server.app.services.bots.idle();
    while ((await used(person)) < 20) await server.app.services.usage.take(person.username, false);
    const events = (await server.store.events.read(chat.id)).length;
    const refused = await server.http.post(`/api/chats/${chat.id}/messages/${(chat.messages.at(-1) as MessageItem).id}/retry`).set(headers(person.token, 'es'));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'daily_limit_reached', detail: 'Lo siento, has alcanzado tu límite diario de respuestas. Inténtalo más tarde.' });
    expect(await server.store.events.read(chat.id)).toHaveLength(events);
  });
});

describe('the diary day label', () => {
  it('given a new diary day, then its label is no message and spends no reply, and the first real message gets a reply that knows the day', async () => {
    const { diary1: person } = people;
    await server.store.users.update(person.username, { subscription: 'user-premium' });
    const created = await ok<ChatInfo>(as(person).post('/api/chats/new/bot', {
      bot_key: 'psycarediary', user_message: '**Day** 20 November 2026', bot_message: 'Select the date', date: '2026-11-20',
    }), 201);
    expect(created).toMatchObject({ bot: 'psycarediary', date: '2026-11-20', messages: [] });
    await server.app.services.bots.idle();
    expect(await used(person)).toBe(0);

    const requests = fake.requests.length;
    fake.next({ kind: 'text', chunks: ['Tell me about it.'] });
    await ok(as(person).post(`/api/chats/${created.id}/messages`, { message: 'A long day at work' }), 201);
    await server.app.services.bots.idle();
    expect(await used(person)).toBe(1);
    const request = fake.requests.slice(requests).find((r) => r.path.startsWith('/v1/messages'));
    expect(JSON.stringify(request?.body.system)).toContain('2026-11-20');
    expect(request?.body.messages).toEqual([{ role: 'user', content: 'A long day at work' }]);
    const info = await ok<ChatInfo>(as(person).get(`/api/chats/info/${created.id}`));
    expect(info.messages.map((m) => (m as MessageItem).message)).toEqual(['A long day at work', 'Tell me about it.']);
  });
});

describe('feedback on one\'s own message', () => {
  it('given the author of a message, when they vote on it, then 403 own_message_feedback in es and en, and another reader may vote', async () => {
    const { owner1: owner, bobby1: bob } = people;
    const created = await ok<ChatInfo>(as(owner).post('/api/chats/new/private', { message: 'my own words' }), 201);
    const mine = created.messages[0] as MessageItem;
    for (const [language, detail] of [['en', 'You cannot give feedback on your own messages.'], ['es', 'No puedes valorar tus propios mensajes.']] as const) {
      const refused = await server.http.put(`/api/chats/${created.id}/messages/${mine.id}/feedback`).set(headers(owner.token, language)).send({ positive: true });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'own_message_feedback', detail });
    }
    await shareAndAccept(server, owner.token, created.id, { users: [bob.username] }, [bob.token]);
    const voted = await ok<MessageItem>(as(bob).put(`/api/chats/${created.id}/messages/${mine.id}/feedback`, { positive: true }));
    expect(voted).toMatchObject({ positive_feedback_count: 1, is_positive_feedback_from_user: true });
  });
});
