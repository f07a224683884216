import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import { api, eventMessage, join, messageItems, recordSocket, type User } from '../support/chat-fixtures.js';
import { approvedProfessional, signUpAs } from '../support/people-fixtures.js';
import { connectSocket, signUp, startTestServer, waitFor, type TestServer } from '../support/server.js';

let server: TestServer;
let pro: User;
let ana: User;
let bob: User;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUpAs(server, 'admin1', 'admin');
  pro = await approvedProfessional(server, 'DrPro1', admin);
  ana = await signUp(server, 'ana1');
  bob = await signUp(server, 'bob1');
});
afterAll(async () => { await server?.close(); });

const as = (user?: User) => api(server, user?.token);

describe('direct messages between a user and a professional', () => {
  it('creates one private chat per pair, shared with the other, live in both drawers and rooms, reused from either side', async () => {
    const proSocket = await connectSocket(server, pro.token);
    const proSeen = recordSocket(proSocket);
    const anaSocket = await connectSocket(server, ana.token);
    const anaSeen = recordSocket(anaSocket);

    const first = await as(ana).post('/api/users/drpro1/direct', { message: 'Hello, may I ask you something?' });
    expect(first.status).toBe(201);
    const chat = first.body as ChatInfo;
    expect(chat).toMatchObject({ owner: 'ana1', bot: null, public: false, shared_with: ['DrPro1'], encrypted: false });
    await waitFor(() => proSeen.notifications.find((n) => n.type === 'share' && n.chat_id === chat.id));
    await waitFor(() => proSeen.chatsChanged > 0 && anaSeen.chatsChanged > 0);
    expect((await as(pro).post('/api/chats/search', { only_external_chats: true })).body.items.map((c: ChatInfo) => c.id)).toEqual([chat.id]);

    await join(anaSocket, chat.id);
    const reply = await as(pro).post('/api/users/ana1/direct', { message: 'Of course, go ahead.' });
    expect(reply.status).toBe(200);
    expect(reply.body.id).toBe(chat.id);
    await waitFor(() => eventMessage(anaSeen.events, (m) => m.message === 'Of course, go ahead.'));
    await waitFor(() => anaSeen.notifications.find((n) => n.type === 'message' && n.message === 'DrPro1'));

    const proBefore = proSeen.notifications.length;
    const again = await as(ana).post('/api/users/DRPRO1/direct', { message: 'Thanks!' });
    expect([again.status, again.body.id]).toEqual([200, chat.id]);
    await waitFor(() => proSeen.notifications.length > proBefore);
    const info = (await as(pro).get(`/api/chats/info/${chat.id}`)).body as ChatInfo;
    expect(messageItems(info.messages).map((m: MessageItem) => [m.author, m.message])).toEqual([
      ['ana1', 'Hello, may I ask you something?'], ['DrPro1', 'Of course, go ahead.'], ['ana1', 'Thanks!'],
    ]);
    proSocket.close();
    anaSocket.close();
  });

  it('starts a new chat when the old one can no longer be used (revoked share), and refuses the wrong pairs', async () => {
    const first = (await as(bob).post('/api/users/DrPro1/direct', { message: 'one' })).body as ChatInfo;
    await as(bob).del(`/api/chats/share/${first.id}?scope=private`);
    const fresh = await as(pro).post('/api/users/bob1/direct', { message: 'two' });
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({ owner: 'DrPro1', shared_with: ['bob1'] });
    expect(fresh.body.id).not.toBe(first.id);

    const between = await as(ana).post('/api/users/bob1/direct', { message: 'hi' });
    expect([between.status, between.body.code]).toEqual([403, 'direct_requires_professional']);
    expect((await as(pro).post('/api/users/DrPro1/direct', { message: 'me' })).body.code).toBe('cannot_message_self');
    expect((await as(ana).post('/api/users/ghost999/direct', { message: 'x' })).status).toBe(404);
    expect((await as().post('/api/users/DrPro1/direct', { message: 'x' })).status).toBe(401);
    expect((await as(ana).post('/api/users/DrPro1/direct', { message: '  ' })).body.code).toBe('message_empty');
  });
});
