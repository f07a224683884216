import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import type { ChatEventPayload, Notification } from '../../shared/socket.js';
import { flush, makeProfessional, messageItems, recordSocket } from '../support/chat-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
import { connectSocket, headers, signUp, startTestServer, waitFor, type TestServer } from '../support/server.js';

let server: TestServer;
let owner: { token: string; username: string };
let bob: { token: string; username: string };
let carol: { token: string; username: string };
let pro: { token: string; username: string };

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'owner1');
  bob = await signUp(server, 'bob1');
  carol = await signUp(server, 'carol1');
  pro = await signUp(server, 'drpro1');
  await makeProfessional(server, 'drpro1');
});
afterAll(async () => { await server?.close(); });

const api = (token?: string) => ({
  get: (path: string) => server.http.get(path).set(headers(token)),
  post: (path: string, body: object = {}) => server.http.post(path).set(headers(token)).send(body),
  put: (path: string, body: object = {}) => server.http.put(path).set(headers(token)).send(body),
  del: (path: string) => server.http.delete(path).set(headers(token)),
});

describe('a shared chat over its whole life', () => {
  it('shares, posts both ways live, closes, revokes with eviction, goes public, is followed, and is deleted for good', async () => {
    const chat = (await api(owner.token).post('/api/chats/new/private', { message: 'first' })).body;
    expect(chat.encrypted).toBe(true);
    expect((await api(bob.token).get(`/api/chats/info/${chat.id}`)).status).toBe(404);

    const bobSocket = await connectSocket(server, bob.token);
    const bobNotes: Notification[] = [];
    bobSocket.on('notification:new', ({ notification }) => bobNotes.push(notification));
    const shared = await api(owner.token).put(`/api/chats/share/${chat.id}`, { users: ['BOB1'] });
    expect(shared.status).toBe(200);
    // an invitation first (issue 14): bob is a member once he accepts
    expect(shared.body).toMatchObject({ shared_with: [], encrypted: true });
    await waitFor(() => bobNotes.find((n) => n.type === 'invitation'));
    expect(await acceptInvitation(server, bob.token, chat.id)).toMatchObject({ shared_with: ['bob1'], encrypted: false });

    const ownerSocket = await connectSocket(server, owner.token);
    const ownerEvents: ChatEventPayload[] = [];
    ownerSocket.on('chat:event', (e) => ownerEvents.push(e));
    await ownerSocket.emitWithAck('chat:join', { chatId: chat.id });
    const bobEvents: ChatEventPayload[] = [];
    bobSocket.on('chat:event', (e) => bobEvents.push(e));
    const bobJoin = await bobSocket.emitWithAck('chat:join', { chatId: chat.id });
    expect(bobJoin.ok).toBe(true);

    const posted = await bobSocket.emitWithAck('message:send', { chatId: chat.id, clientId: 'b1', message: 'hello from bob' });
    expect(posted.ok).toBe(true);
    await waitFor(() => ownerEvents.find((e) => e.item?.kind === 'message' && e.item.message === 'hello from bob'));

    const firstId = chat.messages[0].id;
    const reply = await api(bob.token).post(`/api/chats/${chat.id}/messages`, { message: 'replying', answer_message_id: firstId });
    expect(reply.body.answer_message).toMatchObject({ id: firstId, message: 'first' });
    const edited = await api(owner.token).put(`/api/chats/${chat.id}/messages/${firstId}`, { message: 'first (edited)' });
    expect(edited.body).toMatchObject({ message: 'first (edited)', updated_by: 'owner1' });
    expect((await api(bob.token).put(`/api/chats/${chat.id}/messages/${firstId}`, { message: 'hijack' })).status).toBe(403);
    const voted = await api(bob.token).put(`/api/chats/${chat.id}/messages/${firstId}/feedback`, { positive: true });
    expect(voted.body).toMatchObject({ positive_feedback_count: 1, is_positive_feedback_from_user: true });

    expect((await api(bob.token).put(`/api/chats/close/${chat.id}`)).status).toBe(403);
    expect((await api(owner.token).put(`/api/chats/close/${chat.id}`)).body.closed).toBe(true);
    const refused = await bobSocket.emitWithAck('message:send', { chatId: chat.id, clientId: 'b2', message: 'closed?' });
    expect(refused).toMatchObject({ ok: false, code: 'chat_closed' });
    expect((await api(bob.token).get(`/api/chats/info/${chat.id}`)).status).toBe(200);
    await api(owner.token).put(`/api/chats/open/${chat.id}`);

    let revoked = false;
    bobSocket.on('chat:revoked', () => { revoked = true; });
    expect((await api(owner.token).del(`/api/chats/share/${chat.id}?scope=private`)).status).toBe(200);
    await waitFor(() => revoked);
    expect((await api(bob.token).get(`/api/chats/info/${chat.id}`)).status).toBe(404);
    const bobSeen = bobEvents.length;
    await api(owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'after revoke' });
    await waitFor(() => ownerEvents.find((e) => e.item?.kind === 'message' && e.item.message === 'after revoke'));
    expect(bobEvents.length).toBe(bobSeen);

    expect((await api(owner.token).put(`/api/chats/share/${chat.id}`, { public: true })).body.public).toBe(true);
    expect((await api().get(`/api/chats/explore/info/${chat.id}`)).status).toBe(200);
    const found = await api().post('/api/chats/explore/search', { text: 'first' });
    expect(found.body.items.map((c: { id: string }) => c.id)).toContain(chat.id);
    expect((await api(carol.token).post(`/api/chats/follow/${chat.id}`)).status).toBe(201);
    const carolSocket = await connectSocket(server, carol.token);
    const carolNotes: Notification[] = [];
    carolSocket.on('notification:new', ({ notification }) => carolNotes.push(notification));
    await api(owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'for followers' });
    await waitFor(() => carolNotes.find((n) => n.type === 'follow' && n.chat_id === chat.id));
    expect((await api(carol.token).get('/api/notification/all')).body.items).toHaveLength(1);
    await api(carol.token).put(`/api/notification/read/${chat.id}`);
    expect((await api(carol.token).get('/api/notification/all')).body.items).toHaveLength(0);
    expect((await api(carol.token).get('/api/chats/follow/me')).body[0]).toMatchObject({ chat_id: chat.id, chat: { id: chat.id } });

    expect((await api(bob.token).del(`/api/chats/delete/${chat.id}`)).status).toBe(403);
    expect((await api(owner.token).del(`/api/chats/delete/${chat.id}`)).status).toBe(204);
    for (const token of [owner.token, carol.token]) expect((await api(token).get(`/api/chats/info/${chat.id}`)).status).toBe(404);
    expect(await server.store.events.read(chat.id)).toHaveLength(0);
    expect(await server.store.keys.get(chat.id)).toBeNull();
    expect((await api(carol.token).get('/api/chats/follow/me')).body).toHaveLength(0);
    for (const s of [bobSocket, ownerSocket, carolSocket]) s.close();
  });
});

describe('lists and notifications follow access', () => {
  it('given a revoked share, then the person loses its notifications too, live', async () => {
    const chat = (await api(owner.token).post('/api/chats/new/private', { message: 'hello' })).body;
    await api(owner.token).put(`/api/chats/share/${chat.id}`, { users: ['bob1'] });
    await acceptInvitation(server, bob.token, chat.id);
    await api(owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'for bob' });
    const bobNotes = async () => (await api(bob.token).get('/api/notification/all')).body.items.filter((n: Notification) => n.chat_id === chat.id);
    expect((await bobNotes()).length).toBeGreaterThan(0);
    const bobSocket = await connectSocket(server, bob.token);
    const cleared: string[] = [];
    bobSocket.on('notification:cleared', ({ chatId }) => cleared.push(chatId));
    await api(owner.token).del(`/api/chats/share/${chat.id}?scope=all`);
    await waitFor(() => cleared.includes(chat.id));
    expect(await bobNotes()).toEqual([]);
    bobSocket.close();
  });

  it('given a follower, then every answer and the join acknowledgement say the chat is followed, and chat-level changes refresh their lists', async () => {
    const chat = (await api(owner.token).post('/api/chats/new/private', { message: 'open to all' })).body;
    await api(owner.token).put(`/api/chats/share/${chat.id}`, { public: true });
    await api(carol.token).post(`/api/chats/follow/${chat.id}`);
    const carolSocket = await connectSocket(server, carol.token);
    const join = await carolSocket.emitWithAck('chat:join', { chatId: chat.id });
    expect(join.ok && join.chat.is_followed).toBe(true);
    let changed = 0;
    carolSocket.on('chats:changed', () => { changed += 1; });
    await api(owner.token).put(`/api/chats/close/${chat.id}`);
    await waitFor(() => changed >= 1);
    await api(owner.token).post(`/api/chats/${chat.id}/tags`, { tag: 'stress' });
    await waitFor(() => changed >= 2);
    await api(owner.token).post(`/api/chats/follow/${chat.id}`);
    expect((await api(owner.token).put(`/api/chats/open/${chat.id}`)).body.is_followed).toBe(true);
    carolSocket.close();
  });
});

describe('sharing with one professional', () => {
  it('given a verified professional, when the owner shares by `professional`, then it is a case offered to that one person, private once accepted', async () => {
    const chat = (await api(owner.token).post('/api/chats/new/private', { message: 'for my psychologist' })).body;
    const proSocket = await connectSocket(server, pro.token);
    const seen = recordSocket(proSocket);
    const shared = await api(owner.token).put(`/api/chats/share/${chat.id}`, { professional: 'DRPRO1' });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body).toMatchObject({ public: false, shared_with: [], encrypted: true });
    await waitFor(() => seen.notifications.find((n) => n.type === 'invitation' && n.chat_id === chat.id));
    expect((await api(pro.token).get(`/api/chats/info/${chat.id}`)).status).toBe(404);
    expect(await acceptInvitation(server, pro.token, chat.id)).toMatchObject({ public: false, shared_with: ['drpro1'], encrypted: false });
    const read = await api(pro.token).get(`/api/chats/info/${chat.id}`);
    expect(read.status).toBe(200);
    expect(read.body.messages.at(-2)).toMatchObject({ kind: 'event', event: 'member-invited', actor: 'owner1', users: ['drpro1'] });
    expect(read.body.messages.at(-1)).toMatchObject({ kind: 'event', event: 'invitation-accepted', actor: 'drpro1', users: ['drpro1'] });
    proSocket.close();
  });

  it('given a plain user as `professional`, then 422 not_professional in Spanish, and the chat stays private', async () => {
    const chat = (await api(owner.token).post('/api/chats/new/private', { message: 'not for everyone' })).body;
    const refused = await server.http.put(`/api/chats/share/${chat.id}`).set(headers(owner.token, 'es')).send({ professional: 'carol1' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 'not_professional', detail: 'Esa persona no es un profesional verificado.' });
    expect((await api(carol.token).get(`/api/chats/info/${chat.id}`)).status).toBe(404);
    expect((await api(owner.token).get(`/api/chats/info/${chat.id}`)).body).toMatchObject({ shared_with: [], encrypted: true });
  });
});

describe('the bot answers its owner only', () => {
  const usage = async () => Promise.all([owner, bob].map(async (u) => (await api(u.token).get('/api/usage/today')).body));

  it('given a bot chat shared with B, when B posts, then no reply starts and no allowance moves; when the owner posts, the bot replies', async () => {
    const chat: ChatInfo = (await api(owner.token).post('/api/chats/new/bot', { user_message: 'hello bot' })).body;
    await server.app.services.bots.idle();
    expect((await api(owner.token).put(`/api/chats/share/${chat.id}`, { users: ['bob1'] })).status).toBe(200);
    await acceptInvitation(server, bob.token, chat.id);
    const before = await usage();
    const bobPost = await api(bob.token).post(`/api/chats/${chat.id}/messages`, { message: 'bob joins in' });
    expect(bobPost.status).toBe(201);
    await server.app.services.bots.idle();
    const answers = async (message: MessageItem) =>
      messageItems((await api(owner.token).get(`/api/chats/info/${chat.id}`)).body.messages)
        .filter((m) => m.sender === 'bot' && m.answer_message_id === message.id);
    expect(await answers(bobPost.body)).toEqual([]);
    const log = await server.store.events.read(chat.id);
    const afterBob = log.slice(log.findIndex((e) => e.type === 'message_posted' && e.actor === 'bob1')).map((e) => e.type);
    expect(afterBob[0]).toBe('message_posted');
    expect(afterBob).not.toContain('bot_reply_started');
    expect(await usage()).toEqual(before);

    const ownerPost = await api(owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'and me again' });
    await server.app.services.bots.idle();
    expect(await answers(ownerPost.body)).toEqual([expect.objectContaining({ status: 'OK', author: chat.bot, message: expect.stringMatching(/\S/) })]);
    expect(await usage()).toEqual([{ ...before[0], used: before[0].used + 1 }, before[1]]);
  });
});

describe('unfollow over HTTP', () => {
  it('given carol follows a public chat, when she unfollows, then 204, the chat leaves her follows, and a later post notifies her of nothing', async () => {
    const chat = (await api(owner.token).post('/api/chats/new/private', { message: 'open diary' })).body;
    await api(owner.token).put(`/api/chats/share/${chat.id}`, { public: true });
    expect((await api(carol.token).post(`/api/chats/follow/${chat.id}`)).status).toBe(201);
    const carolSocket = await connectSocket(server, carol.token);
    const seen = recordSocket(carolSocket);
    await api(owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'while followed' });
    await waitFor(() => seen.notifications.find((n) => n.type === 'follow' && n.chat_id === chat.id));
    await api(carol.token).put(`/api/notification/read/${chat.id}`);

    const unfollowed = await api(carol.token).del(`/api/chats/follow/${chat.id}`);
    expect(unfollowed.status).toBe(204);
    expect(unfollowed.text).toBe('');
    const follows = (await api(carol.token).get('/api/chats/follow/me')).body as { chat_id: string }[];
    expect(follows.map((f) => f.chat_id)).not.toContain(chat.id);
    const heard = seen.notifications.length;
    expect((await api(owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'after unfollow' })).status).toBe(201);
    await flush(carolSocket);
    expect(seen.notifications.slice(heard)).toEqual([]);
    const stored = (await api(carol.token).get('/api/notification/all')).body.items as Notification[];
    expect(stored.filter((n) => n.chat_id === chat.id)).toEqual([]);
    carolSocket.close();
  });
});
