import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, SafetyItem, TimelineItem } from '../../shared/api.js';
import { createAnthropicBotProvider } from '../../server/adapters/bots/anthropic.js';
import { DAILY_CAPS } from '../../server/application/bots/model-budget.js';
import { providerTopicClassifier } from '../../server/application/topics.js';
import { startFakeAnthropic, type FakeAnthropic } from '../support/fake-anthropic.js';
import { headers, signUp, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let fake: FakeAnthropic;
/** the topic labeller's calls go to a fake of their own, so they never take a scenario queued for a reply */
let labeller: FakeAnthropic;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  labeller = await startFakeAnthropic();
  const bots = createAnthropicBotProvider({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 5000 });
  const topics = providerTopicClassifier(createAnthropicBotProvider({ apiKey: 'sk-test', baseURL: labeller.url }));
  server = await startTestServer({ bots, topics, opinionTimeoutMs: 300 });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
  await labeller?.close();
});

const MX = { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' };
const AMBIGUOUS = 'Sunday is the day.';
const today = () => new Date().toISOString().slice(0, 10);
const opinion = (level: string) => ({ kind: 'text' as const, chunks: [`{"level":"${level}",`, '"concepts":["intent"]}'] });
const isOpinion = (body: Record<string, unknown>) => String(body.system).includes('screen one message');
const isSafePrompt = (body: Record<string, unknown>) => String(body.system).includes('safe-messaging guidance');

async function info(token: string, chatId: string): Promise<ChatInfo> {
  await server.app.services.bots.idle();
  return (await server.http.get(`/api/chats/info/${chatId}`).set(headers(token))).body;
}
const safetyAfter = (items: TimelineItem[], text: string) => {
  const index = items.findIndex((i) => i.kind === 'message' && i.message === text);
  return items.slice(index + 1).find((i): i is SafetyItem => i.kind === 'safety');
};
async function fill(prefix: string, username: string, limit: number) {
  while ((await server.store.counters.incrementBelow(`${prefix}:${username}:${today()}`, limit)).ok);
}
async function botChat(token: string, first = 'hello') {
  fake.next({ kind: 'text', chunks: ['Hi, I am here.'] });
  const id = (await server.http.post('/api/chats/new/bot').set(headers(token)).send({ user_message: first })).body.id as string;
  await server.app.services.bots.idle();
  return id;
}
const post = (token: string, chatId: string, message: string, extra: Record<string, string> = {}) =>
  server.http.post(`/api/chats/${chatId}/messages`).set({ ...headers(token), ...extra }).send({ message });

describe('the crisis lines of the country the browser names (Accept-Language es-MX)', () => {
  it('given a chat with no bot, then the Mexican line with its number and the emergency number follow the message', async () => {
    const user = await signUp(server, 'mxnobot');
    const created = await server.http.post('/api/chats/new/private').set({ ...headers(user.token), ...MX }).send({ message: 'ya no quiero vivir' });
    const item = safetyAfter(created.body.messages, 'ya no quiero vivir');
    expect(item?.country).toBe('MX');
    expect(item?.resources.map((r) => r.phone)).toEqual(expect.arrayContaining(['800 911 2000', '911']));
  });

  it('given a bot chat past the daily limit, then the message still gets the Mexican line and no reply is attempted', async () => {
    const user = await signUp(server, 'mxlimit');
    const chat = await botChat(user.token);
    await fill('bot-replies', 'mxlimit', 20);
    const calls = fake.requests.length;
    expect((await post(user.token, chat, 'me quiero morir', MX)).status).toBe(201);
    const timeline = (await info(user.token, chat)).messages;
    expect(safetyAfter(timeline, 'me quiero morir')?.country).toBe('MX');
    expect(fake.requests.slice(calls)).toHaveLength(0);
  });

  it('given the provider is down, then the Mexican line is there and the reply ends as ERROR', async () => {
    const user = await signUp(server, 'mxdown');
    const chat = await botChat(user.token);
    fake.next({ kind: 'http-error', status: 500, type: 'api_error' });
    await post(user.token, chat, 'everyone would be better off without me', MX);
    const timeline = (await info(user.token, chat)).messages;
    expect(safetyAfter(timeline, 'everyone would be better off without me')?.country).toBe('MX');
    expect(timeline.filter((i) => i.kind === 'message' && i.sender === 'bot').at(-1)).toMatchObject({ status: 'ERROR' });
  });
});

describe('the conversation, not just the message', () => {
  it('given an ambiguous message alone, then nothing is shown; after an earlier signal in the same chat, the crisis lines are, and the safe-messaging prompt stays on for the later replies', async () => {
    const user = await signUp(server, 'convo');
    const alone = await botChat(user.token);
    fake.next(opinion('none'), { kind: 'text', chunks: ['Tell me more.'] });
    await post(user.token, alone, AMBIGUOUS);
    expect(safetyAfter((await info(user.token, alone)).messages, AMBIGUOUS)).toBeUndefined();
    expect(isSafePrompt(fake.requests.at(-1)!.body)).toBe(false);

    const chat = await botChat(user.token);
    fake.next({ kind: 'text', chunks: ['I am here with you.'] });
    await post(user.token, chat, "I can't go on like this");
    fake.next({ kind: 'text', chunks: ['Are you safe right now?'] });
    const calls = fake.requests.length;
    await post(user.token, chat, AMBIGUOUS);
    const timeline = (await info(user.token, chat)).messages;
    expect(safetyAfter(timeline, AMBIGUOUS)).toBeDefined();
    expect(fake.requests.slice(calls).some((r) => isOpinion(r.body))).toBe(false);
    for (const later of ['thanks for listening', 'I made pasta for dinner', 'my cat is asleep on my lap']) {
      fake.next({ kind: 'text', chunks: ['I am glad you are here.'] });
      await post(user.token, chat, later);
      await server.app.services.bots.idle();
      expect(isSafePrompt(fake.requests.at(-1)!.body), later).toBe(true);
    }
    expect(timeline.filter((i) => i.kind === 'safety')).toHaveLength(2);
  });
});

describe("Claude's second opinion on an uncertain message", () => {
  it('given the local model is unsure and the model says high, then the crisis lines are shown and the reply gets the safe-messaging prompt', async () => {
    const user = await signUp(server, 'opinionhigh');
    const chat = await botChat(user.token);
    fake.next(opinion('high'), { kind: 'text', chunks: ['I hear you.'] });
    await post(user.token, chat, AMBIGUOUS);
    const timeline = (await info(user.token, chat)).messages;
    expect(safetyAfter(timeline, AMBIGUOUS)).toBeDefined();
    const asked = fake.requests.filter((r) => isOpinion(r.body)).at(-1)!;
    expect(asked.body.messages).toEqual([{ role: 'user', content: AMBIGUOUS }]);
    expect(isSafePrompt(fake.requests.at(-1)!.body)).toBe(true);
  });

  it('given the model answers after the timeout, then the local verdict stands and the reply still comes', async () => {
    const user = await signUp(server, 'opinionslow');
    const chat = await botChat(user.token);
    fake.next({ kind: 'slow', delayMs: 1500, chunks: ['{"level":"high","concepts":[]}'] }, { kind: 'text', chunks: ['Tell me more.'] });
    const posted = await post(user.token, chat, AMBIGUOUS);
    expect(posted.status).toBe(201);
    const timeline = (await info(user.token, chat)).messages;
    expect(safetyAfter(timeline, AMBIGUOUS)).toBeUndefined();
    expect(timeline.filter((i) => i.kind === 'message' && i.sender === 'bot').at(-1)).toMatchObject({ status: 'OK', message: 'Tell me more.' });
  });

  it('given a message the local model already flags, then no opinion is asked (it could only add)', async () => {
    const user = await signUp(server, 'opinionsure');
    const chat = await botChat(user.token);
    const calls = fake.requests.length;
    fake.next({ kind: 'text', chunks: ['I am here.'] });
    await post(user.token, chat, 'I want to kill myself');
    await info(user.token, chat);
    expect(fake.requests.slice(calls).some((r) => isOpinion(r.body))).toBe(false);
  });

  it(`given the user's daily cap of ${DAILY_CAPS['risk-opinions']} opinions is spent, then no call is made, the local verdict stands, and the reply allowance is untouched`, async () => {
    const user = await signUp(server, 'opinioncap');
    const chat = await botChat(user.token);
    await fill('risk-opinions', 'opinioncap', DAILY_CAPS['risk-opinions']);
    const before = (await server.http.get('/api/usage/today').set(headers(user.token))).body;
    const calls = fake.requests.length;
    fake.next({ kind: 'text', chunks: ['Go on.'] });
    await post(user.token, chat, AMBIGUOUS);
    await info(user.token, chat);
    expect(fake.requests.slice(calls).some((r) => isOpinion(r.body))).toBe(false);
    const after = (await server.http.get('/api/usage/today').set(headers(user.token))).body;
    expect(after.used).toBe(before.used + 1);
  });
});

describe("the topic labeller's model calls", () => {
  it('given the user is past the daily reply limit, then tags come from the local classifier with no model call', async () => {
    const user = await signUp(server, 'topicslimit');
    await fill('bot-replies', 'topicslimit', 20);
    const calls = labeller.requests.length;
    const created = await server.http.post('/api/chats/new/private').set(headers(user.token)).send({ message: 'I have so much anxiety before exams' });
    const chat = await info(user.token, created.body.id);
    expect(chat.tags).toContain('anxiety');
    expect(labeller.requests.length).toBe(calls);
  });

  it(`given the ${DAILY_CAPS['topic-labels']} labels of the day are spent, then the local classifier answers`, async () => {
    const user = await signUp(server, 'topicscap');
    await fill('topic-labels', 'topicscap', DAILY_CAPS['topic-labels']);
    const calls = labeller.requests.length;
    const created = await server.http.post('/api/chats/new/private').set(headers(user.token)).send({ message: 'I have so much anxiety before exams' });
    expect((await info(user.token, created.body.id)).tags).toContain('anxiety');
    expect(labeller.requests.length).toBe(calls);
  });

  it('given a user within both limits, then the model labels the post', async () => {
    const user = await signUp(server, 'topicsmodel');
    labeller.next({ kind: 'text', chunks: ['["stress"]'] });
    const calls = labeller.requests.length;
    const created = await server.http.post('/api/chats/new/private').set(headers(user.token)).send({ message: 'I have so much anxiety before exams' });
    expect((await info(user.token, created.body.id)).tags).toEqual(['stress']);
    expect(labeller.requests.length).toBe(calls + 1);
  });
});
