import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { RATES } from '../../server/transport/rate-limits.js';
import { api, newPrivateChat, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { floodFromAnotherProcess, percentile, probeAcks, sampleRss } from '../support/pressure.js';
import { connectSocket, headers, startTestServer, type ClientSocket, type TestServer } from '../support/server.js';

const POST_ALLOWANCE = RATES.post.points + RATES.post.burst;
const JOIN_ALLOWANCE = RATES.join.points + RATES.join.burst;

let server: TestServer;
let people: Record<string, User>;
let room: ChatInfo;
const sockets: ClientSocket[] = [];

async function socketOf(user?: User) {
  const socket = await connectSocket(server, user?.token);
  sockets.push(socket);
  return socket;
}

const postedIn = async (chatId: string) => (await server.store.events.read(chatId)).filter((e) => e.type === 'message_posted').length;

beforeAll(async () => {
  // the production buckets: the shared test server raises them for everyone else
  server = await startTestServer({ userRateScale: 1 });
  people = await signUpAll(server, ['poster1', 'flooder', 'bystander', 'anonwatch', 'quiet1']);
  room = await newPrivateChat(server, people.bystander, 'a room to come and go');
  await ok(api(server, people.bystander.token).put(`/api/chats/share/${room.id}`, { public: true }));
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe('one posting bucket per person, over HTTP and the socket', () => {
  it('given 26 posts at once, half over HTTP and half over the socket, then 25 pass and further posts are refused both ways with the seconds to wait, in the person\'s language', async () => {
    const chat = await newPrivateChat(server, people.poster1);
    const socket = await socketOf(people.poster1);
    const before = await postedIn(chat.id);
    const viaHttp = () => server.http.post(`/api/chats/${chat.id}/messages`).set(headers(people.poster1.token, 'es')).send({ message: 'over http' });
    const viaSocket = () => socket.emitWithAck('message:send', { chatId: chat.id, clientId: randomUUID(), message: 'over the socket' });
    const both = (n: number) => Promise.all([Promise.all(Array.from({ length: n }, viaHttp)), Promise.all(Array.from({ length: n }, viaSocket))]);
    // the whole allowance, taken half each way, then three more each way
    const [httpFirst, socketFirst] = await both(Math.ceil(POST_ALLOWANCE / 2));
    const [http, socketAcks] = await both(3);

    const first = [...httpFirst.map((r) => r.status === 201), ...socketFirst.map((a) => a.ok)];
    expect(first.filter(Boolean)).toHaveLength(POST_ALLOWANCE);
    expect(await postedIn(chat.id)).toBe(before + POST_ALLOWANCE);
    // both ways are refused now: the bucket is one
    for (const res of http) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ code: 'rate_limited', detail: expect.stringMatching(/espera/i) });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    for (const ack of socketAcks) {
      expect(ack).toEqual({ ok: false, code: 'rate_limited', detail: expect.stringMatching(/espera/i), retryAfter: expect.any(Number) });
      expect((ack as { retryAfter: number }).retryAfter).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('socket events by address when anonymous', () => {
  it('given an anonymous socket past its join bucket, then another anonymous socket from the same address is refused too, and a signed-in person is not', async () => {
    const first = await socketOf();
    const acks = await Promise.all(Array.from({ length: JOIN_ALLOWANCE + 5 }, () => first.emitWithAck('chat:join', { chatId: room.id })));
    expect(acks.filter((a) => a.ok)).toHaveLength(JOIN_ALLOWANCE);
    expect(acks.filter((a) => !a.ok).map((a) => (a as { code: string }).code)).toEqual(Array(5).fill('rate_limited'));

    const second = await socketOf();
    expect(await second.emitWithAck('chat:join', { chatId: room.id })).toMatchObject({ ok: false, code: 'rate_limited', retryAfter: expect.any(Number) });
    const signedIn = await socketOf(people.anonwatch);
    expect(await signedIn.emitWithAck('chat:join', { chatId: room.id })).toMatchObject({ ok: true });
  });
});

describe('a flood from one socket', () => {
  it('given 20,000 emits, then every one is answered, past the bucket with rate_limited, others are unaffected and memory stays bounded', async () => {
    const chat = await newPrivateChat(server, people.flooder);
    const bystander = await socketOf(people.bystander);
    const before = await postedIn(chat.id);
    const rss = sampleRss();
    const others = probeAcks(bystander, room.id, 300);
    const flood = await floodFromAnotherProcess(server, people.flooder.token, chat.id, 20_000);
    const latencies = await others.stop();
    const memory = rss.stop();

    const { ok: passed, refused, codes, retryAfterMin } = flood.answers;
    expect(passed + refused).toBe(20_000);
    // what the bucket allows in this many seconds: the first fill, then its refills
    const { seconds } = flood;
    const allowance = POST_ALLOWANCE + RATES.post.points * Math.floor(seconds / RATES.post.seconds) + RATES.post.burst * Math.floor(seconds / RATES.post.burstSeconds);
    expect(passed).toBeGreaterThanOrEqual(POST_ALLOWANCE);
    expect(passed).toBeLessThanOrEqual(allowance);
    expect(codes).toEqual({ rate_limited: refused });
    expect(retryAfterMin).toBeGreaterThanOrEqual(1);
    expect(await postedIn(chat.id)).toBe(before + passed);
    expect(flood.connected).toBe(true);
    expect(memory.growthMb).toBeLessThan(50);
    // the target is 100 ms, held in the bench; here a shared 2-core machine under load gets room,
    // still far below the seconds others waited when every emit was taken
    expect(percentile(latencies, 95)).toBeLessThan(1000);
  }, 120_000);

  it('given emits past the bucket without a callback, then nothing is there to answer, nothing crashes and the socket keeps answering', async () => {
    const socket = await socketOf(people.quiet1);
    const noCallback = socket.emit.bind(socket) as (event: string, payload: unknown) => void;
    for (let i = 0; i < RATES.leave.points + RATES.leave.burst + 50; i++) noCallback('chat:leave', { chatId: room.id });
    // a callback alone, no payload, past the bucket: answered with the refusal
    const bare = await new Promise((resolve) => (socket.emit.bind(socket) as (event: string, ack: (a: unknown) => void) => void)('chat:leave', resolve));
    expect(bare).toMatchObject({ ok: false, code: 'rate_limited', retryAfter: expect.any(Number) });
    expect(socket.connected).toBe(true);
    expect(await socket.emitWithAck('chat:join', { chatId: room.id })).toMatchObject({ ok: true });
  });
});
