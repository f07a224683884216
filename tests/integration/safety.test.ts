import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, SafetyItem, TimelineItem } from '../../shared/api.js';
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

  it('given an everyday idiom, then no crisis item appears', async () => {
    const user = await signUp(server, 'nosafety');
    const created = await server.http.post('/api/chats/new/private').set(headers(user.token)).send({ message: 'this traffic is killing me, me muero de risa' });
    expect(created.body.messages.some((i: TimelineItem) => i.kind === 'safety')).toBe(false);
  });
});
