import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import { api, messageItems, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { heldProvider } from '../support/held-provider.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Two app instances on one SQLite file: node A streams replies, node B only sweeps. A reply's lease is renewed
 * by A's heartbeat; B ends it as interrupted only once A stops renewing it (A is gone), never by its age.
 */
const TIMING = { ttlMs: 400, beatMs: 50 };

let a: TestServer;
let b: TestServer;
let held: ReturnType<typeof heldProvider>;
let user: User;

beforeAll(async () => {
  held = heldProvider('Thinking of you ', 'today.');
  a = await startTestServer({ bots: held.provider, replyLeases: TIMING });
  b = await startTestServer({ store: a.store, dataDir: a.dataDir, replyLeases: TIMING });
  ({ leaseowner: user } = await signUpAll(a, ['leaseowner']));
});
afterAll(async () => {
  held.release();
  await b?.close();
  await a?.close();
});

const used = async () => (await ok<{ used: number }>(api(b, user.token).get('/api/usage/today'))).used;
const replyOf = async (chatId: string, id: string) =>
  messageItems((await ok<ChatInfo>(api(b, user.token).get(`/api/chats/info/${chatId}`))).messages).find((m) => m.id === id);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a bot reply lease per node', () => {
  it('given a reply streaming on a live node, when another node sweeps for many lease lengths, then it is left alone', async () => {
    const chat = await ok<ChatInfo>(api(a, user.token).post('/api/chats/new/bot', { user_message: 'hello' }), 201);
    const reply = messageItems(chat.messages).find((m) => m.sender === 'bot') as MessageItem;

    await sleep(TIMING.ttlMs * 5);

    expect((await replyOf(chat.id, reply.id))?.status).toBe('PENDING');
    expect(await a.store.leases.has(reply.id)).toBe(true);
  });

  it('given its node stops renewing (dead), then another node ends the reply as ERROR, gives the allowance back, and retry works', async () => {
    // the first test's reply, still held on A, dies with it too: two units are out, then none
    const chat = await ok<ChatInfo>(api(a, user.token).post('/api/chats/new/bot', { user_message: 'are you there?' }), 201);
    const reply = messageItems(chat.messages).find((m) => m.sender === 'bot') as MessageItem;
    expect(await used()).toBe(2);

    a.app.services.leases.stop();
    for (let i = 0; i < 100 && (await replyOf(chat.id, reply.id))?.status === 'PENDING'; i++) await sleep(50);

    expect(await replyOf(chat.id, reply.id)).toMatchObject({ status: 'ERROR', error_code: 'interrupted' });
    expect(await used()).toBe(0);
    const retried = await ok<MessageItem>(api(b, user.token).post(`/api/chats/${chat.id}/messages/${reply.id}/retry`), 201);
    await b.app.services.bots.idle();
    expect(await replyOf(chat.id, retried.id)).toMatchObject({ status: 'OK' });
    expect(await used()).toBe(1);

    // the dead node wakes up: its late end is refused and it gives nothing back a second time
    a.app.services.leases.start();
    held.release();
    await a.app.services.bots.idle();
    expect(await replyOf(chat.id, reply.id)).toMatchObject({ status: 'ERROR', error_code: 'interrupted', message: '' });
    expect(await used()).toBe(1);
  });
});
