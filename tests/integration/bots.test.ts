import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem, ResultItem } from '../../shared/api.js';
import { STATEMENTS } from '../../server/domain/mbti/questions.js';
import { applyBotOverrides } from '../../server/application/bots/bot-overrides.js';
import { BOTS } from '../../server/application/bots/catalogue.js';
import { SAFETY_REPLY } from '../../server/application/bots/scripted.js';
import { createAnthropicBotProvider } from '../../server/adapters/bots/anthropic.js';
import type { BotProvider } from '../../server/application/ports.js';
import { raceToTheDailyLimit } from '../support/bot-race.js';
import { startFakeAnthropic, type FakeAnthropic } from '../support/fake-anthropic.js';
import { headers, signUp, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let fake: FakeAnthropic;
let providerCalls = 0;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  const real = createAnthropicBotProvider({ apiKey: 'sk-test', baseURL: fake.url, timeoutMs: 5000 });
  const counting: BotProvider = { name: 'anthropic', stream: (request) => { providerCalls += 1; return real.stream(request); } };
  server = await startTestServer({ bots: counting });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const as = (token: string) => headers(token);
async function info(token: string, chatId: string): Promise<ChatInfo> {
  await server.app.services.bots.idle();
  return (await server.http.get(`/api/chats/info/${chatId}`).set(as(token))).body;
}
const post = (token: string, chatId: string, message: string) =>
  server.http.post(`/api/chats/${chatId}/messages`).set(as(token)).send({ message });

describe('daily limits', () => {
  it('given 1 reply used, when 30 bot requests arrive at once, then exactly 19 are answered, 11 refused, and the provider is called 19 times', async () => {
    const race = await raceToTheDailyLimit(server, 'racer', () => providerCalls);
    expect(race.usedBefore).toEqual({ used: 1, limit: 20 });
    expect(race.answered).toBe(19);
    expect(race.refusals).toHaveLength(11);
    for (const refusal of race.refusals) {
      expect(refusal).toMatchObject({ status: 403, body: { code: 'daily_limit_reached', detail: 'Sorry, you have reached your daily response limit. Please try again later.' } });
    }
    expect(race.providerCalls).toBe(19);
    expect(race.usedAfter).toEqual({ used: 20, limit: 20 });
  });

  it('given 19 replies used, when five new bot chats start at once, then one is made and the refused ones leave no empty chat behind', async () => {
    const user = await signUp(server, 'lastreply');
    const key = `bot-replies:lastreply:${today()}`;
    for (let i = 0; i < 19; i++) await server.store.counters.incrementBelow(key, 20);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) =>
      server.http.post('/api/chats/new/bot').set(as(user.token)).send({ user_message: `new chat ${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403]);
    const mine = (await server.http.get('/api/chats/me').set(as(user.token))).body as { id: string }[];
    expect(mine.map((c) => c.id)).toEqual([results.find((r) => r.status === 201)?.body.id]);
  });

  it('gives premium users 50 and refuses premium-only bots to basic users', async () => {
    const user = await signUp(server, 'basicuser');
    const refused = await server.http.post('/api/chats/new/bot').set(as(user.token)).send({ bot_key: 'psycarediary', user_message: 'hi', date: today() });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('premium_required');
    await server.store.users.update('basicuser', { subscription: 'user-premium' });
    expect((await server.http.get('/api/usage/today').set(as(user.token))).body.limit).toBe(50);
  });
});

describe('the catalogue', () => {
  it('lists the five bots by order, in the caller\'s language', async () => {
    const en = (await server.http.get('/api/bots').set(headers(undefined, 'en'))).body;
    const es = (await server.http.get('/api/bots').set(headers(undefined, 'es'))).body;
    expect(en.map((b: { bot_key: string }) => b.bot_key)).toEqual(['psycarebot', 'psycarebot-r', 'psycarediary', 'psychoanalysis', 'mbti']);
    expect(en[0]).toMatchObject({ default: true, premium: false, disabled: false, order: 1, description: 'A warm, attentive companion to talk things through.' });
    expect(es[0].description).toBe('Un acompañante cálido y atento para hablar de lo que te pasa.');
    expect(es.find((b: { bot_key: string }) => b.bot_key === 'psycarediary').premium).toBe(true);
  });
});

describe('a configured catalogue, offline (local provider)', () => {
  let configured: TestServer;
  beforeAll(async () => {
    const botDefinitions = applyBotOverrides(BOTS, { mbti: { disabled: true }, psychoanalysis: { order: null, name: 'Analysis', description: 'A guided talk.' } });
    configured = await startTestServer({ botDefinitions });
  });
  afterAll(() => configured?.close());

  it('lists the overridden fields, a bot without order last (999), and refuses a disabled bot by name', async () => {
    const user = await signUp(configured, 'configured');
    const bots = (await configured.http.get('/api/bots').set(headers(undefined, 'es'))).body as { bot_key: string; order: number; name: string; description: string }[];
    expect(bots.map((b) => b.bot_key)).toEqual(['psycarebot', 'psycarebot-r', 'psycarediary', 'psychoanalysis']);
    expect(bots.at(-1)).toMatchObject({ order: 999, name: 'Analysis', description: 'A guided talk.' });
    const refused = await configured.http.post('/api/chats/new/bot').set(as(user.token)).send({ bot_key: 'mbti', user_message: 'start' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'bot_disabled', detail: 'This assistant is not available at the moment.' });
  });

  it('given coded wording at risk, then the offline bot answers with its crisis reply, from the screener\'s flag', async () => {
    const user = await signUp(configured, 'offlinerisk');
    const chat = (await configured.http.post('/api/chats/new/bot').set(as(user.token)).send({ user_message: 'ngl i might kms' })).body;
    await configured.app.services.bots.idle();
    const items = (await configured.http.get(`/api/chats/info/${chat.id}`).set(as(user.token))).body.messages as MessageItem[];
    expect(items.at(-1)).toMatchObject({ sender: 'bot', status: 'OK', message: expect.stringMatching(/emergency number or a crisis line/) });
  });
});

describe('the Anthropic provider through the app', () => {
  it('given Psycarebot R, then thinking tokens stream first and only the answer is recorded', async () => {
    const user = await signUp(server, 'thinker');
    fake.next({ kind: 'thinking', thinking: ['Let me ', 'consider.'], chunks: ['Here is ', 'a thought.'] });
    const chat = (await server.http.post('/api/chats/new/bot').set(as(user.token)).send({ bot_key: 'psycarebot-r', user_message: 'help me think' })).body;
    const done = await info(user.token, chat.id);
    expect(done.messages.at(-1)).toMatchObject({ sender: 'bot', status: 'OK', message: 'Here is a thought.' });
    expect(fake.requests.at(-1)?.body.thinking).toMatchObject({ type: 'enabled' });
  });

  it('given a failed reply, when the owner retries, then a new reply answers the same message', async () => {
    const user = await signUp(server, 'retrier');
    fake.next({ kind: 'http-error', status: 429, type: 'rate_limit_error' });
    const chat = (await server.http.post('/api/chats/new/bot').set(as(user.token)).send({ user_message: 'are you there' })).body;
    const failed = (await info(user.token, chat.id)).messages.at(-1) as MessageItem;
    expect(failed).toMatchObject({ status: 'ERROR', error_code: 'rate_limited' });
    expect((await server.http.get('/api/usage/today').set(as(user.token))).body.used).toBe(0);
    fake.next({ kind: 'text', chunks: ['Yes, ', 'I am here.'] });
    const retried = await server.http.post(`/api/chats/${chat.id}/messages/${failed.id}/retry`).set(as(user.token));
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ status: 'PENDING', answer_message_id: failed.answer_message_id });
    const after = await info(user.token, chat.id);
    expect(after.messages.at(-1)).toMatchObject({ id: retried.body.id, status: 'OK', message: 'Yes, I am here.' });
    // the latest reply may be generated again (Regenerate, issue 18); once it is not the latest, it may not
    const again = await server.http.post(`/api/chats/${chat.id}/messages/${retried.body.id}/retry`).set(as(user.token));
    expect(again.status).toBe(201);
    await server.app.services.bots.idle();
    const older = await server.http.post(`/api/chats/${chat.id}/messages/${retried.body.id}/retry`).set(as(user.token));
    expect(older.status).toBe(409);
  });
});

describe('MBTI', () => {
  it('given 16 answers, then a deterministic result card is stored, encrypted at rest, and no allowance is spent', async () => {
    const user = await signUp(server, 'typist');
    const chat = (await server.http.post('/api/chats/new/bot').set(as(user.token)).send({ bot_key: 'mbti', user_message: 'start' })).body;
    await server.app.services.bots.idle();
    const poles = 'ENTJ';
    await post(user.token, chat.id, 'hmm?');
    await server.app.services.bots.idle();
    await post(user.token, chat.id, 'B');
    for (const statement of STATEMENTS) {
      await post(user.token, chat.id, poles.includes(statement.pole) ? '5' : '1');
      await server.app.services.bots.idle();
    }
    const done = await info(user.token, chat.id);
    const card = done.messages.find((i): i is ResultItem => i.kind === 'result');
    expect(card?.mbti).toEqual({ type: 'ENTJ', percentages: { EI: 100, SN: 0, TF: 100, JP: 100 } });
    const bots = done.messages.filter((i): i is MessageItem => i.kind === 'message' && i.sender === 'bot');
    expect(bots[0].message).toContain('1/16');
    // The first answer it cannot read is explained once; the next one only gets a short line before the statement.
    expect(bots[1].message).toMatch(/Tap one of the answers below, or write a number from 1 to 5/);
    expect(bots[1].message).toContain('1/16');
    expect(bots[2].message).toMatch(/^I did not catch that one\.\n1\/16/);
    expect((await server.http.get('/api/usage/today').set(as(user.token))).body.used).toBe(0);
    const raw = JSON.stringify(await server.store.events.read(chat.id));
    expect(raw).not.toContain('ENTJ');
  });

  it('given a message at risk mid-questionnaire, then the bot answers with support instead of the next statement, and the questionnaire resumes after', async () => {
    const user = await signUp(server, 'typistrisk');
    const chat = (await server.http.post('/api/chats/new/bot').set(as(user.token)).send({ bot_key: 'mbti', user_message: 'start' })).body;
    await server.app.services.bots.idle();
    await post(user.token, chat.id, 'honestly i just want to unalive');
    await server.app.services.bots.idle();
    await post(user.token, chat.id, '4');
    const items = (await info(user.token, chat.id)).messages;
    const replies = items.filter((i): i is MessageItem => i.kind === 'message' && i.sender === 'bot').map((i) => i.message);
    expect(replies[1]).toBe(SAFETY_REPLY.en);
    expect(replies[1]).not.toMatch(/\d+\/16/);
    expect(items.some((i) => i.kind === 'safety')).toBe(true);
    expect(replies[2]).toContain('2/16');
  });
});

describe('psychoanalysis', () => {
  it('given six turns, then a non-clinical summary card closes the guided conversation', async () => {
    const user = await signUp(server, 'analysed');
    const chat = (await server.http.post('/api/chats/new/bot').set(as(user.token)).send({ bot_key: 'psychoanalysis', user_message: 'I worry a lot about work' })).body;
    for (let i = 0; i < 5; i++) {
      await server.app.services.bots.idle();
      fake.next({ kind: 'text', chunks: ['Tell me more.'] }, { kind: 'text', chunks: ['You value care and honesty. This is not a diagnosis.'] });
      await post(user.token, chat.id, `more about me ${i}`);
    }
    const done = await info(user.token, chat.id);
    const card = done.messages.find((i): i is ResultItem => i.kind === 'result');
    expect(card?.assessment).toBe('psychoanalysis');
    expect(card?.summary).toContain('not a diagnosis');
  });
});

describe('the diary (premium)', () => {
  it('creates one chat per day, finds it by year and by day, and refuses impossible, future and too early dates', async () => {
    const user = await signUp(server, 'diarist');
    await server.store.users.update('diarist', { subscription: 'user-premium' });
    const body = { bot_key: 'psycarediary', user_message: '**Day** 2024-02-29', date: '2024-02-29' };
    fake.next({ kind: 'text', chunks: ['How was it?'] });
    const first = await server.http.post('/api/chats/new/bot').set(as(user.token)).send(body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ bot: 'psycarediary', date: '2024-02-29' });
    const again = await server.http.post('/api/chats/new/bot').set(as(user.token)).send(body);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const byYear = (await server.http.get('/api/chats/diary/search/by-year?year=2024').set(as(user.token))).body;
    expect(byYear.map((e: { chat_id: string; chat_date: string }) => [e.chat_id, e.chat_date])).toEqual([[first.body.id, '2024-02-29']]);
    const byDay = await server.http.get('/api/chats/diary/search/by-day?year=2024&month=2&day=29').set(as(user.token));
    expect(byDay.body).toHaveLength(1);
    expect((await server.http.get('/api/chats/diary/search/by-day?year=2024&month=3&day=1').set(as(user.token))).body).toEqual([]);
    for (const [date, code] of [['2023-02-29', 'date_invalid'], ['2999-01-01', 'date_in_future'], ['1999-12-31', 'date_too_early']]) {
      const refused = await server.http.post('/api/chats/new/bot').set(as(user.token)).send({ ...body, date });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(code);
    }
    expect((await server.http.get('/api/chats/diary/search/by-year?year=abc').set(as(user.token))).status).toBe(400);
  });

  it('given no date, then a diary chat is refused with 422', async () => {
    const user = await signUp(server, 'nodate');
    await server.store.users.update('nodate', { subscription: 'user-premium' });
    const refused = await server.http.post('/api/chats/new/bot').set(as(user.token)).send({ bot_key: 'psycarediary', user_message: '**Day**' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'date_required', detail: 'The diary needs the date of the day (YYYY-MM-DD).' });
    expect((await server.http.get('/api/chats/me').set(as(user.token))).body).toEqual([]);
  });

  it('refuses the diary searches to a basic user, as it refuses the diary chat', async () => {
    const user = await signUp(server, 'nodiary');
    for (const path of ['/api/chats/diary/search/by-year?year=2024', '/api/chats/diary/search/by-day?year=2024&month=2&day=29']) {
      const refused = await server.http.get(path).set(as(user.token));
      expect(refused.status, path).toBe(403);
      expect(refused.body.code, path).toBe('premium_required');
    }
  });

  it('given the same day picked five times at once, then one diary chat is made and every answer is that chat', async () => {
    const user = await signUp(server, 'quickpick');
    await server.store.users.update('quickpick', { subscription: 'user-premium' });
    const body = { bot_key: 'psycarediary', user_message: '**Day** 2025-05-05', date: '2025-05-05' };
    const results = await Promise.all(Array.from({ length: 5 }, () => server.http.post('/api/chats/new/bot').set(as(user.token)).send(body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    await server.app.services.bots.idle();
    expect((await server.http.get('/api/chats/diary/search/by-day?year=2025&month=5&day=5').set(as(user.token))).body).toHaveLength(1);
    expect((await server.http.get('/api/usage/today').set(as(user.token))).body.used).toBe(0); // the day's label spends no reply (issue 18)
  });
});

describe('topic tags', () => {
  it('given an anxious, stressed message in a bot chat, then the local classifier tags the chat with those topics', async () => {
    const user = await signUp(server, 'tagged');
    const chat = (await server.http.post('/api/chats/new/bot').set(as(user.token)).send({ user_message: 'hello there' })).body;
    await server.app.services.bots.idle();
    await post(user.token, chat.id, 'I am so anxious and overwhelmed with work deadlines, panic attacks every night');
    expect((await info(user.token, chat.id)).tags).toEqual(expect.arrayContaining(['anxiety', 'stress']));
  });
});
