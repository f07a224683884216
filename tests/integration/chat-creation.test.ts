import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, UsageToday } from '../../shared/api.js';
import { api, messageItems, ok, type User } from '../support/chat-fixtures.js';
import { signUp, startTestServer, type TestServer } from '../support/server.js';

/* The two basic ways to open a chat, over HTTP with the local bot. */
let server: TestServer;
let owner: User;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'creator1');
});
afterAll(async () => { await server?.close(); });

const as = () => api(server, owner.token);
const usedToday = async () => (await ok<UsageToday>(as().get('/api/usage/today'))).used;

describe('creating chats', () => {
  it('given a message, when a private chat is made, then it has no bot, that one message, no reply and costs nothing', async () => {
    const before = await usedToday();

    const chat = await ok<ChatInfo>(as().post('/api/chats/new/private', { message: 'just for me' }), 201);
    await server.app.services.bots.idle();

    expect(chat).toMatchObject({ bot: null, owner: 'creator1', public: false, encrypted: true, messages_count: 1 });
    expect(messageItems(chat.messages)).toEqual([expect.objectContaining({ sender: 'user', author: 'creator1', message: 'just for me', status: 'OK' })]);
    const info = await ok<ChatInfo>(as().get(`/api/chats/info/${chat.id}`));
    expect(messageItems(info.messages).map((m) => [m.sender, m.message])).toEqual([['user', 'just for me']]);
    expect(await usedToday()).toBe(before);
  });

  it('given a private chat, when its owner asks to retry a reply, then there is none to retry: 404, not a refusal', async () => {
    const chat = await ok<ChatInfo>(as().post('/api/chats/new/private', { message: 'nothing to answer' }), 201);
    const [message] = messageItems(chat.messages);

    const retried = await as().post(`/api/chats/${chat.id}/messages/${message.id}/retry`);

    expect(retried.status).toBe(404);
    expect(retried.body.code).toBe('message_not_found');
  });

  it('given no bot_key, when a bot chat is made, then Psycarebot answers the message and one reply is spent', async () => {
    const before = await usedToday();

    const chat = await ok<ChatInfo>(as().post('/api/chats/new/bot', { user_message: 'I had a hard day' }), 201);
    await server.app.services.bots.idle();

    expect(chat.bot).toBe('psycarebot');
    expect(messageItems(chat.messages)[0]).toMatchObject({ sender: 'user', message: 'I had a hard day' });
    const info = await ok<ChatInfo>(as().get(`/api/chats/info/${chat.id}`));
    const [question, reply, ...rest] = messageItems(info.messages);
    expect(question).toMatchObject({ sender: 'user', message: 'I had a hard day' });
    expect(reply).toMatchObject({ sender: 'bot', author: 'psycarebot', status: 'OK' });
    expect(reply.message?.trim().length).toBeGreaterThan(0);
    expect(rest).toEqual([]);
    expect(await usedToday()).toBe(before + 1);
  });
});
