import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import { api, flush, join, messageItems, ok, recordSocket, signUpAll, type User } from '../support/chat-fixtures.js';
import { connectSocket, startTestServer, waitFor, type ClientSocket, type TestServer } from '../support/server.js';

let server: TestServer;
let owner: User;
let socket: ClientSocket;
beforeAll(async () => {
  server = await startTestServer();
  ({ quoteowner: owner } = await signUpAll(server, ['quoteowner']));
  socket = await connectSocket(server, owner.token);
});
afterAll(async () => {
  socket?.disconnect();
  await server?.close();
});

/** A bot chat whose first reply quotes the owner's first message, finished, with the owner's socket joined. */
async function botChatWithReply(text: string) {
  const as = api(server, owner.token);
  const chat = await ok<ChatInfo>(as.post('/api/chats/new/bot', { user_message: text }), 201);
  const mine = messageItems(chat.messages).find((m) => m.sender === 'user')!;
  await server.app.services.bots.idle();
  const info = await ok<ChatInfo>(as.get(`/api/chats/info/${chat.id}`));
  const reply = messageItems(info.messages).find((m) => m.sender === 'bot' && m.answer_message_id === mine.id);
  expect(reply?.answer_message?.message).toBe(text);
  await join(socket, chat.id);
  return { as, chatId: chat.id, mineId: mine.id, replyId: reply!.id };
}

const replyIn = (items: MessageItem[], id: string) => items.find((m) => m.id === id);

describe('the quote of an edited or deleted message', () => {
  it('given a bot reply quoting my message, when I delete the message, then no response or socket event carries its text and the reply is re-sent without it', async () => {
    const secret = 'my sister must never read this sentence';
    const { as, chatId, mineId, replyId } = await botChatWithReply(secret);
    const seen = recordSocket(socket);

    const deleted = await as.del(`/api/chats/${chatId}/messages/${mineId}`);
    expect(deleted.status).toBe(200);
    await waitFor(() => seen.events.some((e) => e.item?.id === replyId));
    const responses = [
      deleted.body,
      (await as.get(`/api/chats/info/${chatId}`)).body,
      (await as.get(`/api/chats/info/${chatId}/timeline`)).body,
      (await as.get('/api/chats/me')).body,
      await join(socket, chatId),
      await join(socket, chatId, 0),
    ];
    await flush(socket);
    for (const body of [...responses, ...seen.events]) expect(JSON.stringify(body)).not.toContain(secret);

    const live = seen.events.map((e) => e.item).filter((i): i is MessageItem => i?.kind === 'message');
    expect(replyIn(live, replyId)?.answer_message).toEqual({ id: mineId, message: null, sender: 'user' });
    const info = await ok<ChatInfo>(as.get(`/api/chats/info/${chatId}`));
    expect(replyIn(messageItems(info.messages), replyId)?.answer_message?.message).toBeNull();
  });

  it('given a bot reply quoting my message, when I edit the message, then the reply is re-sent live with the new quote, and reads and rejoins carry it', async () => {
    const { as, chatId, mineId, replyId } = await botChatWithReply('first version of my words');
    const seen = recordSocket(socket);

    await ok(as.put(`/api/chats/${chatId}/messages/${mineId}`, { message: 'second version of my words' }));
    const resent = await waitFor(() => seen.events.find((e) => e.item?.id === replyId));
    expect((resent.item as MessageItem).answer_message?.message).toBe('second version of my words');

    const info = await ok<ChatInfo>(as.get(`/api/chats/info/${chatId}`));
    expect(replyIn(messageItems(info.messages), replyId)?.answer_message?.message).toBe('second version of my words');
    const rejoin = await join(socket, chatId, resent.seq - 1);
    const missed = (rejoin.missed ?? []).map((e) => e.item).filter((i): i is MessageItem => i?.kind === 'message');
    expect(replyIn(missed, replyId)?.answer_message?.message).toBe('second version of my words');
    expect(JSON.stringify(rejoin)).not.toContain('first version of my words');
  });
});
