import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, ChatSummary, TimelineItem } from '../../shared/api.js';
import type { InvitationPage } from '../../shared/invitations.js';
import type { Ack, JoinResult, Notification } from '../../shared/socket.js';
import { api, flush, join, makeProfessional, newPrivateChat, ok, recordSocket, signUpAll, type User } from '../support/chat-fixtures.js';
import { acceptInvitation, pendingInvitations } from '../support/invitations.js';
import { connectSocket, headers, startTestServer, waitFor, type ClientSocket, type TestServer } from '../support/server.js';

/* Consent to share (issue 14) on a real server with real sockets: invitations, their answers, leaving. */
let server: TestServer;
let people: Record<string, User>;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpAll(server, ['inviter', 'invitee', 'member', 'drcase', 'outsider']);
  await makeProfessional(server, 'drcase');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

async function socketAs(user: User) {
  const socket = await connectSocket(server, user.token);
  sockets.push(socket);
  return socket;
}

const as = (user: User) => api(server, user.token);
const share = (chatId: string, body: object) => ok<ChatSummary>(as(people.inviter).put(`/api/chats/share/${chatId}`, body));
const answer = (user: User, chatId: string, accept: boolean) => as(user).put(`/api/chats/invitations/${chatId}`, { accept });
const post = (chatId: string, message: string) => ok(as(people.inviter).post(`/api/chats/${chatId}/messages`, { message }), 201);
const events = (items: TimelineItem[]) => items.flatMap((i) => (i.kind === 'event' ? [[i.event, i.actor, i.users] as const] : []));
const notificationsOf = async (user: User) => (await ok<{ items: Notification[] }>(as(user).get('/api/notification/all'))).items;
const sharedList = async (user: User) =>
  (await ok<{ items: ChatSummary[] }>(as(user).post('/api/chats/search', { only_external_chats: true, sort: 'newest', offset: 0, limit: 50 }))).items;
const tryJoin = (socket: ClientSocket, chatId: string): Promise<Ack<JoinResult>> => socket.emitWithAck('chat:join', { chatId });

describe('an invitation', () => {
  it('declined leaves no access and no notifications', async () => {
    const { invitee } = people;
    const chat = await newPrivateChat(server, people.inviter, 'something I want to talk about');
    const socket = await socketAs(invitee);
    const seen = recordSocket(socket);

    await share(chat.id, { users: ['INVITEE'] });
    await waitFor(() => seen.notifications.length === 1);
    expect(seen.notifications[0]).toMatchObject({ type: 'invitation', chat_id: chat.id, message: 'inviter', owner: 'invitee' });

    // until an answer: the invitation, and nothing of the chat
    expect((await as(invitee).get(`/api/chats/info/${chat.id}`)).status).toBe(404);
    expect(await tryJoin(socket, chat.id)).toMatchObject({ ok: false, code: 'chat_not_found' });
    const pending = await pendingInvitations(server, invitee.token);
    expect(pending.items).toEqual([expect.objectContaining({ chat_id: chat.id, owner: 'inviter', title: chat.title, case: false })]);
    await post(chat.id, 'a post before the answer');
    await flush(socket);
    expect(seen.notifications).toHaveLength(1);
    expect(seen.events).toEqual([]);

    expect((await answer(invitee, chat.id, false)).body).toEqual({ accepted: false, chat: null });
    await waitFor(() => seen.revoked.includes(chat.id));
    expect(seen.cleared).toContain(chat.id);

    await post(chat.id, 'a post after the no');
    await flush(socket);
    expect(seen.notifications).toHaveLength(1);
    expect(seen.events).toEqual([]);
    expect((await notificationsOf(invitee)).filter((n) => n.chat_id === chat.id)).toEqual([]);
    expect((await pendingInvitations(server, invitee.token)).items).toEqual([]);
    expect((await as(invitee).get(`/api/chats/info/${chat.id}`)).status).toBe(404);
    expect(await tryJoin(socket, chat.id)).toMatchObject({ ok: false, code: 'chat_not_found' });
    expect((await sharedList(invitee)).map((c) => c.id)).not.toContain(chat.id);

    // answered once: a second answer finds nothing; the owner's timeline tells the story
    const again = await answer(invitee, chat.id, true);
    expect([again.status, again.body.code]).toEqual([404, 'invitation_not_found']);
    const owned = await ok<ChatInfo>(as(people.inviter).get(`/api/chats/info/${chat.id}`));
    expect(events(owned.messages)).toEqual([['member-invited', 'inviter', ['invitee']], ['invitation-declined', 'invitee', ['invitee']]]);
    expect(owned.shared_with).toEqual([]);
  });

  it('accepted makes a member who reads the chat, joins it live and hears of its posts', async () => {
    const { invitee } = people;
    const chat = await newPrivateChat(server, people.inviter, 'come in');
    const socket = await socketAs(invitee);
    const seen = recordSocket(socket);
    await share(chat.id, { users: ['invitee'] });

    const accepted = await ok<{ accepted: boolean; chat: ChatSummary }>(answer(invitee, chat.id, true));
    expect(accepted).toMatchObject({ accepted: true, chat: { id: chat.id, shared_with: ['invitee'] } });
    await join(socket, chat.id);
    await post(chat.id, 'welcome');
    await waitFor(() => seen.notifications.some((n) => n.type === 'message' && n.chat_id === chat.id));
    await waitFor(() => seen.events.some((e) => e.item?.kind === 'message' && e.item.message === 'welcome'));
    expect((await sharedList(invitee)).map((c) => c.id)).toContain(chat.id);
    const read = await ok<ChatInfo>(as(invitee).get(`/api/chats/info/${chat.id}`));
    expect(events(read.messages)).toEqual([['member-invited', 'inviter', ['invitee']], ['invitation-accepted', 'invitee', ['invitee']]]);
    // the invitation itself is gone from the list
    expect((await pendingInvitations(server, invitee.token)).items.map((i) => i.chat_id)).not.toContain(chat.id);
  });

  it('to a professional is accepted as a case', async () => {
    const { drcase } = people;
    const chat = await newPrivateChat(server, people.inviter, 'I would like a professional to read this');
    await share(chat.id, { professional: 'DrCase' });
    const pending = await pendingInvitations(server, drcase.token);
    expect(pending.items).toEqual([expect.objectContaining({ chat_id: chat.id, owner: 'inviter', case: true })]);
    expect((await as(drcase).get(`/api/chats/info/${chat.id}`)).status).toBe(404);

    await acceptInvitation(server, drcase.token, chat.id);
    const read = await ok<ChatInfo>(as(drcase).get(`/api/chats/info/${chat.id}`));
    expect(read.shared_with).toEqual(['drcase']);
    expect(events(read.messages)).toEqual([['member-invited', 'inviter', ['drcase']], ['invitation-accepted', 'drcase', ['drcase']]]);
  });

  it('withdrawn by a revoke is gone from the list and the notifications', async () => {
    const chat = await newPrivateChat(server, people.inviter);
    await share(chat.id, { users: ['outsider'] });
    expect((await pendingInvitations(server, people.outsider.token)).items.map((i) => i.chat_id)).toContain(chat.id);
    await ok(as(people.inviter).del(`/api/chats/share/${chat.id}?scope=private`));
    expect((await pendingInvitations(server, people.outsider.token)).items.map((i) => i.chat_id)).not.toContain(chat.id);
    expect((await notificationsOf(people.outsider)).filter((n) => n.chat_id === chat.id)).toEqual([]);
    expect((await answer(people.outsider, chat.id, true)).status).toBe(404);
  });

  it('is answered only by the person invited, and a chat that does not exist reads the same', async () => {
    const chat = await newPrivateChat(server, people.inviter);
    await share(chat.id, { users: ['invitee'] });
    const stranger = await answer(people.outsider, chat.id, true);
    const nowhere = await answer(people.outsider, '00000000-0000-4000-8000-000000000001', true);
    expect([stranger.status, stranger.body.code]).toEqual([404, 'invitation_not_found']);
    expect([nowhere.status, nowhere.body.code]).toEqual([404, 'invitation_not_found']);
    const bad = await server.http.put(`/api/chats/invitations/${chat.id}`).set(headers(people.invitee.token, 'es')).send({ accept: 'yes' });
    expect([bad.status, bad.body.code]).toEqual([400, 'accept_required']);
    expect(bad.body.detail).toMatch(/aceptas/);
  });

  it('lists are paged newest first with a cursor, and a bad page is refused', async () => {
    const first = await newPrivateChat(server, people.inviter);
    const second = await newPrivateChat(server, people.inviter);
    await share(first.id, { users: ['member'] });
    await share(second.id, { users: ['member'] });
    const page1 = await ok<InvitationPage>(as(people.member).get('/api/chats/invitations?limit=1'));
    expect(page1.items.map((i) => i.chat_id)).toEqual([second.id]);
    const page2 = await ok<InvitationPage>(as(people.member).get(`/api/chats/invitations?limit=1&before=${page1.next}`));
    expect(page2.items.map((i) => i.chat_id)).toEqual([first.id]);
    for (const query of ['limit=0', 'limit=51', 'before=yesterday']) {
      expect((await as(people.member).get(`/api/chats/invitations?${query}`)).status).toBe(400);
    }
    expect((await api(server).get('/api/chats/invitations')).status).toBe(401);
    for (const chat of [first, second]) await answer(people.member, chat.id, false);
  });
});

describe('leaving a chat', () => {
  it('evicts the socket live, and the owner\'s timeline shows it', async () => {
    const { member, inviter } = people;
    const chat = await newPrivateChat(server, inviter, 'a chat to leave');
    await share(chat.id, { users: ['member'] });
    await acceptInvitation(server, member.token, chat.id);
    const memberSocket = await socketAs(member);
    const ownerSocket = await socketAs(inviter);
    const seenByMember = recordSocket(memberSocket);
    const seenByOwner = recordSocket(ownerSocket);
    await join(memberSocket, chat.id);
    await join(ownerSocket, chat.id);

    expect((await as(member).post(`/api/chats/${chat.id}/leave`)).status).toBe(204);
    await waitFor(() => seenByMember.revoked.includes(chat.id));
    const left = await waitFor(() => seenByOwner.events.find((e) => e.item?.kind === 'event' && e.item.event === 'member-left'));
    expect(left.item).toMatchObject({ actor: 'member', users: ['member'] });

    await post(chat.id, 'after she left');
    await flush(memberSocket);
    expect(seenByMember.events.filter((e) => e.item?.kind === 'message' && e.item.message === 'after she left')).toEqual([]);
    expect((await notificationsOf(member)).filter((n) => n.chat_id === chat.id)).toEqual([]);
    expect((await as(member).get(`/api/chats/info/${chat.id}`)).status).toBe(404);
    expect((await sharedList(member)).map((c) => c.id)).not.toContain(chat.id);
    const owned = await ok<ChatInfo>(as(inviter).get(`/api/chats/info/${chat.id}`));
    expect(owned.shared_with).toEqual([]);
    expect(events(owned.messages).at(-1)).toEqual(['member-left', 'member', ['member']]);

    expect((await as(member).post(`/api/chats/${chat.id}/leave`)).status).toBe(404);
    const owner = await as(inviter).post(`/api/chats/${chat.id}/leave`);
    expect([owner.status, owner.body.code]).toEqual([409, 'owner_cannot_leave']);
  });
});

describe('rate limits', () => {
  it('answers and leaves share one bucket per person (10 per 10 s, then a burst of 30 a minute), then 429 with Retry-After', async () => {
    // the production buckets (the shared test server raises them a thousandfold)
    const limited = await startTestServer({ userRateScale: 1 });
    try {
      const { hastyone: hasty, calmone: calm } = await signUpAll(limited, ['hastyone', 'calmone']);
      const nowhere = '00000000-0000-4000-8000-0000000000aa';
      const answerAs = (user: User) => api(limited, user.token).put(`/api/chats/invitations/${nowhere}`, { accept: false });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await (i % 2 ? answerAs(hasty) : api(limited, hasty.token).post(`/api/chats/${nowhere}/leave`))).status);
      expect(statuses.every((status) => status === 404)).toBe(true);
      const refused = await answerAs(hasty);
      expect([refused.status, refused.body.code]).toEqual([429, 'rate_limited']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // another person's bucket is untouched
      expect((await answerAs(calm)).status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('account erasure', () => {
  it('removes the person\'s pending invitations', async () => {
    const [gone] = Object.values(await signUpAll(server, ['goneinvitee']));
    const chat = await newPrivateChat(server, people.inviter);
    await share(chat.id, { users: ['goneinvitee'] });
    expect(await server.store.invitations.listForUser('goneinvitee', null, 10)).toHaveLength(1);
    expect((await api(server, gone.token).del('/api/users/me')).status).toBe(200);
    expect(await server.store.invitations.listForUser('goneinvitee', null, 10)).toEqual([]);
    const owned = await ok<ChatInfo>(as(people.inviter).get(`/api/chats/info/${chat.id}`));
    expect(JSON.stringify(owned)).not.toContain('goneinvitee');
  });
});
