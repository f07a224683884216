import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { createScreenPool, type ScreenPool } from '../../server/adapters/screen/screen-pool.js';
import { join, recordSocket } from '../support/chat-fixtures.js';
import { connectSocket, headers, signUp, startTestServer, waitFor, type TestServer } from '../support/server.js';

let pool: ScreenPool;
let server: TestServer;

beforeAll(async () => {
  // as main.ts wires it: one screening thread on this two-core machine
  pool = createScreenPool({ workers: 1 });
  server = await startTestServer({ screener: pool.screen });
  await waitFor(() => pool.stats().ready === 1, 15_000);
});
afterAll(async () => {
  await server?.close();
  await pool?.close();
});

describe('the risk screen on its own thread', () => {
  it('flags a new chat\'s first words at risk, and a post over the socket, at once, with verdicts made off the event loop', async () => {
    const user = await signUp(server, 'threadscreen');
    const created = await server.http.post('/api/chats/new/bot').set(headers(user.token)).send({ user_message: 'I want to kill myself tonight' });
    expect(created.status).toBe(201);
    const chat = created.body as ChatInfo;
    expect(chat.messages.some((i) => i.kind === 'safety')).toBe(true);

    const socket = await connectSocket(server, user.token);
    const seen = recordSocket(socket);
    await join(socket, chat.id);
    await server.app.services.bots.idle();
    const before = pool.stats().offThread;
    const sent = await socket.emitWithAck('message:send', { chatId: chat.id, clientId: 'c1', message: 'ya no quiero vivir, me quiero morir' });
    expect(sent.ok).toBe(true);
    // the crisis lines follow the message in the same append, so they are live as soon as the post is answered
    await waitFor(() => seen.events.some((e) => e.item?.kind === 'safety' && e.seq > chat.last_seq));
    const plain = await socket.emitWithAck('message:send', { chatId: chat.id, clientId: 'c2', message: 'thanks, talking helps a bit' });
    expect(plain.ok).toBe(true);
    expect(pool.stats().offThread - before).toBe(2);
    socket.disconnect();
  });
});
