import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem, SafetyItem, TimelineItem } from '../../shared/api.js';
import { createAnthropicBotProvider } from '../../server/adapters/bots/anthropic.js';
import { startFakeAnthropic, type FakeAnthropic } from '../support/fake-anthropic.js';
import { headers, signUp, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let fake: FakeAnthropic;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  server = await startTestServer({ bots: createAnthropicBotProvider({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 5000 }) });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const safetyAfter = (items: TimelineItem[], messageText: string) => {
  const index = items.findIndex((i) => i.kind === 'message' && i.message === messageText);
  return items.slice(index + 1).find((i): i is SafetyItem => i.kind === 'safety');
};

async function info(token: string, chatId: string): Promise<ChatInfo> {
  await server.app.services.bots.idle();
  return (await server.http.get(`/api/chats/info/${chatId}`).set(headers(token))).body;
}

async function useUpToday(username: string) {
  const key = `bot-replies:${username}:${new Date().toISOString().slice(0, 10)}`;
  while ((await server.store.counters.incrementBelow(key, 20)).ok);
}

const myChats = async (token: string) => (await server.http.get('/api/chats/me').set(headers(token))).body as { id: string }[];
const pending = (items: TimelineItem[]) => items.filter((i) => i.kind === 'message' && i.status === 'PENDING');

describe('a message at risk', () => {
  it('given a Spanish chat, when the person writes about ending their life, then crisis lines for Spain follow at once, the chat is tagged and the bot gets safe-messaging guidance', async () => {
    const user = await signUp(server, 'riskes');
    fake.next({ kind: 'text', chunks: ['Estoy aquí contigo.'] });
    const created = await server.http.post('/api/chats/new/bot').set({ ...headers(user.token), 'X-LANGUAGE': 'es' })
      .send({ user_message: 'ya no puedo mas, quiero quitarme la vida' });
    expect(created.status).toBe(201);
    const item = safetyAfter(created.body.messages, 'ya no puedo mas, quiero quitarme la vida');
    expect(item?.country).toBe('ES');
    expect(item?.resources.map((r) => r.phone)).toContain('024');
    const chat = await info(user.token, created.body.id);
    expect(chat.tags).toContain('suicide');
    expect(String(fake.requests.at(-1)?.body.system)).toMatch(/comunicación segura/);
  });

  it('given the daily limit is used up, then the message is still stored with its crisis lines, and no provider call is made', async () => {
    const user = await signUp(server, 'risklimit');
    const bot = (await server.http.post('/api/chats/new/bot').set(headers(user.token)).send({ user_message: 'hello' })).body.id;
    await server.app.services.bots.idle();
    const key = `bot-replies:risklimit:${new Date().toISOString().slice(0, 10)}`;
    while ((await server.store.counters.incrementBelow(key, 20)).ok);
    const calls = fake.requests.length;
    const plain = await server.http.post(`/api/chats/${bot}/messages`).set(headers(user.token)).send({ message: 'just chatting' });
    expect(plain.status).toBe(403);
    expect(plain.body.code).toBe('daily_limit_reached');
    const risky = await server.http.post(`/api/chats/${bot}/messages`).set(headers(user.token)).send({ message: 'I want to kill myself' });
    expect(risky.status).toBe(201);
    const chat = await info(user.token, bot);
    expect(safetyAfter(chat.messages, 'I want to kill myself')?.country).toBe('INT');
    expect(chat.messages.filter((i) => i.kind === 'message' && i.status === 'PENDING')).toHaveLength(0);
    expect(fake.requests.length).toBe(calls);
  });

  it('given the provider is down, then the crisis lines are there and the reply ends as ERROR', async () => {
    const user = await signUp(server, 'riskdown');
    fake.next({ kind: 'text', chunks: ['Hi.'] });
    const bot = (await server.http.post('/api/chats/new/bot').set(headers(user.token)).send({ user_message: 'hello' })).body.id;
    await server.app.services.bots.idle();
    fake.next({ kind: 'http-error', status: 500, type: 'api_error' });
    await server.http.post(`/api/chats/${bot}/messages`).set(headers(user.token)).send({ message: 'everyone would be better off without me' });
    const chat = await info(user.token, bot);
    expect(safetyAfter(chat.messages, 'everyone would be better off without me')).toBeDefined();
    expect(chat.messages.at(-1)).toMatchObject({ kind: 'message', sender: 'bot', status: 'ERROR', error_code: 'unavailable' });
  });

  it('given the profile\'s country, then the crisis lines are that country\'s, whatever the chat language', async () => {
    const user = await signUp(server, 'riskmx');
    const profile = await server.http.put('/api/users/me/profile').set(headers(user.token)).send({ country_iso: 'MX' });
    expect(profile.status).toBe(200);
    const created = await server.http.post('/api/chats/new/private').set(headers(user.token)).send({ message: 'i might unalive myself tonight' });
    const item = safetyAfter(created.body.messages, 'i might unalive myself tonight');
    expect(item?.country).toBe('MX');
    expect(item?.resources.map((r) => r.phone)).toEqual(expect.arrayContaining(['800 911 2000', '911']));
  });

  it('given a failed reply to a message at risk, when the owner retries, then the new reply keeps the safe-messaging guidance', async () => {
    const user = await signUp(server, 'riskretry');
    fake.next({ kind: 'http-error', status: 529, type: 'overloaded_error' });
    const chat = (await server.http.post('/api/chats/new/bot').set(headers(user.token)).send({ user_message: 'kms honestly' })).body;
    const failed = (await info(user.token, chat.id)).messages.at(-1) as MessageItem;
    expect(failed).toMatchObject({ sender: 'bot', status: 'ERROR' });
    fake.next({ kind: 'text', chunks: ['I am here with you.'] });
    const retried = await server.http.post(`/api/chats/${chat.id}/messages/${failed.id}/retry`).set(headers(user.token));
    expect(retried.status).toBe(201);
    await server.app.services.bots.idle();
    expect(String(fake.requests.at(-1)?.body.system)).toMatch(/safe-messaging guidance/);
  });
});

describe('a first message at risk that the bot may not answer', () => {
  it('given the daily limit is used up, when a new bot chat starts with words at risk, then the chat, the message and the crisis lines are there and no reply is attempted', async () => {
    const user = await signUp(server, 'firstlimit');
    await useUpToday('firstlimit');
    const calls = fake.requests.length;
    const created = await server.http.post('/api/chats/new/bot').set(headers(user.token)).send({ user_message: 'nobody would even notice if i was gone' });
    expect(created.status).toBe(201);
    expect(safetyAfter(created.body.messages, 'nobody would even notice if i was gone')).toBeDefined();
    const chat = await info(user.token, created.body.id);
    expect(chat.tags).toContain('suicide');
    expect(pending(chat.messages)).toHaveLength(0);
    expect(chat.messages.filter((i) => i.kind === 'message' && i.sender === 'bot')).toHaveLength(0);
    expect(fake.requests.length).toBe(calls);
    const plain = await server.http.post('/api/chats/new/bot').set(headers(user.token)).send({ user_message: 'just saying hi' });
    expect(plain.status).toBe(403);
    expect(plain.body.code).toBe('daily_limit_reached');
    expect((await myChats(user.token)).map((c) => c.id)).toEqual([created.body.id]);
  });

  it('given a basic user, when a premium bot chat starts with words at risk, then the crisis lines are there and the premium bot does not answer', async () => {
    const user = await signUp(server, 'firstbasic');
    const calls = fake.requests.length;
    const day = new Date().toISOString().slice(0, 10);
    const created = await server.http.post('/api/chats/new/bot').set(headers(user.token))
      .send({ bot_key: 'psycarediary', user_message: 'I want to kill myself', date: day });
    expect(created.status).toBe(201);
    expect(safetyAfter(created.body.messages, 'I want to kill myself')?.country).toBe('INT');
    expect(pending((await info(user.token, created.body.id)).messages)).toHaveLength(0);
    expect(fake.requests.length).toBe(calls);
    const plain = await server.http.post('/api/chats/new/bot').set(headers(user.token))
      .send({ bot_key: 'psycarediary', user_message: '**Day** yesterday', date: '2024-01-01' });
    expect(plain.status).toBe(403);
    expect(plain.body.code).toBe('premium_required');
    expect(await myChats(user.token)).toHaveLength(1);
  });

  it('given a diary day that has its chat, when the day is picked again with words at risk, then they join that chat with their crisis lines', async () => {
    const user = await signUp(server, 'diaryrisk');
    await server.store.users.update('diaryrisk', { subscription: 'user-premium' });
    const day = { bot_key: 'psycarediary', date: '2024-03-01' };
    fake.next({ kind: 'text', chunks: ['How was your day?'] });
    const first = await server.http.post('/api/chats/new/bot').set(headers(user.token)).send({ ...day, user_message: '**Day** 2024-03-01' });
    await server.app.services.bots.idle();
    fake.next({ kind: 'text', chunks: ['I am here with you.'] });
    const again = await server.http.post('/api/chats/new/bot').set(headers(user.token)).send({ ...day, user_message: 'I want to kill myself' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const chat = await info(user.token, first.body.id);
    expect(safetyAfter(chat.messages, 'I want to kill myself')).toBeDefined();
    expect(chat.tags).toContain('suicide');
    expect(chat.messages.filter((i) => i.kind === 'safety')).toHaveLength(1);
  });

  it('given an everyday idiom, then no crisis item appears', async () => {
    const user = await signUp(server, 'nosafety');
    const created = await server.http.post('/api/chats/new/private').set(headers(user.token)).send({ message: 'this traffic is killing me, me muero de risa' });
    expect(created.body.messages.some((i: TimelineItem) => i.kind === 'safety')).toBe(false);
  });
});
