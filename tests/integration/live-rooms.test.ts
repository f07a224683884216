import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem, TimelineItem } from '../../shared/api.js';
import {
  api, eventMessage, flush, join, messageItems, newPrivateChat, ok, recordSocket, signUpAll, type User,
} from '../support/chat-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
import { connectSocket, startTestServer, tempDir, waitFor, type ClientSocket, type TestServer } from '../support/server.js';

let server: TestServer;
let owner: User;
let bob: User;
let carol: User;
const open: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ({ owner1: owner, bobby1: bob, carol1: carol } = await signUpAll(server, ['owner1', 'bobby1', 'carol1']));
});
afterAll(async () => {
  for (const s of open) s.close();
  await server?.close();
});

async function socketFor(target: TestServer, user?: User) {
  const socket = await connectSocket(target, user?.token);
  open.push(socket);
  return socket;
}

async function sharedChat(...users: User[]): Promise<ChatInfo> {
  const chat = await newPrivateChat(server, owner);
  await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { users: users.map((u) => u.username) }));
  for (const user of users) await acceptInvitation(server, user.token, chat.id);
  return chat;
}

describe('live rooms', () => {
  it('given owner and shared user both joined, when each posts, then the other sees the message live as a chat:event', async () => {
    const chat = await sharedChat(bob);
    const [ownerSocket, bobSocket] = [await socketFor(server, owner), await socketFor(server, bob)];
    const [ownerSeen, bobSeen] = [recordSocket(ownerSocket), recordSocket(bobSocket)];
    await join(ownerSocket, chat.id);
    await join(bobSocket, chat.id);

    const fromOwner = await ok<MessageItem>(api(server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'how are you?' }), 201);
    const seenByBob = await waitFor(() => eventMessage(bobSeen.events, (m) => m.id === fromOwner.id));
    expect(seenByBob).toMatchObject({ author: 'owner1', message: 'how are you?', chat_id: chat.id, status: 'OK' });

    const sent = await bobSocket.emitWithAck('message:send', { chatId: chat.id, clientId: 'bob-1', message: 'better, thanks' });
    if (!sent.ok) throw new Error(sent.code);
    const seenByOwner = await waitFor(() => eventMessage(ownerSeen.events, (m) => m.id === sent.message.id));
    expect(seenByOwner).toMatchObject({ author: 'bobby1', message: 'better, thanks', answer_message_id: null });
    const bobPayload = bobSeen.events.find((e) => e.item?.id === fromOwner.id);
    expect(bobPayload).toMatchObject({ chatId: chat.id, seq: fromOwner.seq });
  });

  it('given owner, shared user and anonymous reader of a public chat, when sharing is revoked, then only readers who lost access are evicted', async () => {
    const chat = await sharedChat(bob);
    await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { public: true }));
    const [ownerSocket, bobSocket, anonSocket] = [await socketFor(server, owner), await socketFor(server, bob), await socketFor(server)];
    const [ownerSeen, bobSeen, anonSeen] = [ownerSocket, bobSocket, anonSocket].map(recordSocket);
    for (const s of [ownerSocket, bobSocket, anonSocket]) await join(s, chat.id);

    // dropping Bob's private share leaves him a reader through the public share: nobody is evicted
    const privateGone = await ok<{ shared_with: string[]; public: boolean }>(api(server, owner.token).del(`/api/chats/share/${chat.id}?scope=private`));
    expect(privateGone).toMatchObject({ shared_with: [], public: true });
    const stillPublic = await ok<MessageItem>(api(server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'still public' }), 201);
    await waitFor(() => eventMessage(bobSeen.events, (m) => m.id === stillPublic.id));
    await waitFor(() => eventMessage(anonSeen.events, (m) => m.id === stillPublic.id));
    expect([...bobSeen.revoked, ...anonSeen.revoked]).toEqual([]);

    await ok(api(server, owner.token).del(`/api/chats/share/${chat.id}?scope=public`));
    await waitFor(() => bobSeen.revoked.includes(chat.id) && anonSeen.revoked.includes(chat.id));
    const [bobCount, anonCount] = [bobSeen.events.length, anonSeen.events.length];

    const after = await ok<MessageItem>(api(server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'after the revoke' }), 201);
    await waitFor(() => eventMessage(ownerSeen.events, (m) => m.id === after.id));
    await flush(bobSocket);
    await flush(anonSocket);
    expect(bobSeen.events).toHaveLength(bobCount);
    expect(anonSeen.events).toHaveLength(anonCount);
    expect(ownerSeen.revoked).toEqual([]);

    expect(await bobSocket.emitWithAck('chat:join', { chatId: chat.id })).toMatchObject({ ok: false, code: 'chat_not_found' });
    expect(await anonSocket.emitWithAck('chat:join', { chatId: chat.id })).toMatchObject({ ok: false, code: 'chat_not_found' });
    const refused = await bobSocket.emitWithAck('message:send', { chatId: chat.id, clientId: 'late', message: 'still here?' });
    expect(refused).toMatchObject({ ok: false, code: 'chat_not_found' });
  });

  it('given a follower of a public chat, when the owner posts, then a notification arrives live, is listed, and clearing it is pushed', async () => {
    const chat = await newPrivateChat(server, owner);
    await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { public: true }));
    await ok(api(server, carol.token).post(`/api/chats/follow/${chat.id}`), 201);
    const [carolSocket, ownerSocket] = [await socketFor(server, carol), await socketFor(server, owner)];
    const [carolSeen, ownerSeen] = [recordSocket(carolSocket), recordSocket(ownerSocket)];

    const posted = await ok<MessageItem>(api(server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'news for followers' }), 201);
    const note = await waitFor(() => carolSeen.notifications.find((n) => n.chat_id === chat.id));
    expect(note).toMatchObject({ type: 'follow', owner: 'carol1', message: 'owner1', message_id: posted.id });

    const listed = await ok<{ items: { chat_id: string; message_id: string }[] }>(api(server, carol.token).get('/api/notification/all'));
    expect(listed.items.filter((n) => n.chat_id === chat.id)).toEqual([expect.objectContaining({ key: note.key, message_id: posted.id })]);
    await flush(ownerSocket);
    expect(ownerSeen.notifications.filter((n) => n.chat_id === chat.id)).toEqual([]);

    const read = await ok<{ cleared: number }>(api(server, carol.token).put(`/api/notification/read/${chat.id}`));
    expect(read.cleared).toBe(1);
    await waitFor(() => carolSeen.cleared.includes(chat.id));
    const remaining = await ok<{ items: { chat_id: string }[] }>(api(server, carol.token).get('/api/notification/all'));
    expect(remaining.items.filter((n) => n.chat_id === chat.id)).toEqual([]);
  });

  it('given a user with a socket, when a chat is shared with them, then chats:changed is pushed to them (its invitation, then the chat once accepted) and not to a bystander', async () => {
    const chat = await newPrivateChat(server, owner);
    const [bobSocket, carolSocket] = [await socketFor(server, bob), await socketFor(server, carol)];
    const [bobSeen, carolSeen] = [recordSocket(bobSocket), recordSocket(carolSocket)];
    await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { users: ['bobby1'] }));
    await waitFor(() => bobSeen.chatsChanged > 0);
    await flush(carolSocket);
    expect(carolSeen.chatsChanged).toBe(0);
    const changedBefore = bobSeen.chatsChanged;
    await acceptInvitation(server, bob.token, chat.id);
    await waitFor(() => bobSeen.chatsChanged > changedBefore);
    await flush(carolSocket);
    expect(carolSeen.chatsChanged).toBe(0);
    const mine = await ok<{ items: { id: string }[] }>(api(server, bob.token).post('/api/chats/search', { only_external_chats: true }));
    expect(mine.items.map((c) => c.id)).toContain(chat.id);
  });
});

/** The pre-disconnect timeline with `missed` applied the way a client does: replace by id, add new, order by creation. */
function applyMissed(before: TimelineItem[], missed: { item: TimelineItem | null }[]): TimelineItem[] {
  const byId = new Map(before.map((i) => [i.id, i]));
  for (const { item } of missed) if (item) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => a.created_at_timestamp - b.created_at_timestamp || a.seq - b.seq);
}

const shape = (items: TimelineItem[]) =>
  items.map((i) => (i.kind === 'message' ? { id: i.id, message: i.message, status: i.status, deleted: i.deleted_at_timestamp !== null } : { id: i.id, kind: i.kind }));

describe('reconnect with afterSeq across a server restart', () => {
  it('given a client that saw seq N, when changes happen and the server restarts on the same file, then rejoining returns exactly the changes after N', async () => {
    const dataDir = tempDir();
    let first: TestServer | null = await startTestServer({ dataDir });
    let second: TestServer | null = null;
    try {
      const users = await signUpAll(first, ['ownerr', 'bobbyr']);
      const [o, b] = [api(first, users.ownerr.token), api(first, users.bobbyr.token)];
      const chat = await newPrivateChat(first, users.ownerr, 'm0');
      await ok(o.put(`/api/chats/share/${chat.id}`, { users: ['bobbyr'] }));
      await acceptInvitation(first, users.bobbyr.token, chat.id);
      const early = [];
      for (const text of ['m1', 'm2', 'm3']) early.push(await ok<MessageItem>(o.post(`/api/chats/${chat.id}/messages`, { message: text }), 201));

      const client = await socketFor(first, users.bobbyr);
      const seen = recordSocket(client);
      const joined = await join(client, chat.id);
      const live = await ok<MessageItem>(b.post(`/api/chats/${chat.id}/messages`, { message: 'm4 live' }), 201);
      await waitFor(() => eventMessage(seen.events, (m) => m.id === live.id));
      const lastSeq = Math.max(joined.lastSeq, ...seen.events.map((e) => e.seq));
      const beforeTimeline = applyMissed(joined.timeline ?? [], seen.events);
      client.close();

      const late = [];
      for (const text of ['m5', 'm6', 'm7']) late.push(await ok<MessageItem>(o.post(`/api/chats/${chat.id}/messages`, { message: text }), 201));
      late.push(await ok<MessageItem>(b.post(`/api/chats/${chat.id}/messages`, { message: 'm8 by bob', answer_message_id: early[0].id }), 201));
      await ok(o.put(`/api/chats/${chat.id}/messages/${early[1].id}`, { message: 'm2 edited' }));
      await ok(o.put(`/api/chats/${chat.id}/messages/${late[1].id}`, { message: 'm6 edited' }));
      await ok(b.put(`/api/chats/${chat.id}/messages/${live.id}`, { message: 'm4 edited' }));
      await ok(o.del(`/api/chats/${chat.id}/messages/${early[2].id}`));
      await ok(o.del(`/api/chats/${chat.id}/messages/${late[2].id}`));
      await ok(o.put(`/api/chats/share/${chat.id}`, { public: true }));

      await first.close();
      first = null;
      second = await startTestServer({ dataDir });
      const rejoinSocket = await socketFor(second, users.bobbyr);
      const rejoined = await join(rejoinSocket, chat.id, lastSeq);
      const missed = rejoined.missed ?? [];
      expect(rejoined.timeline).toBeUndefined();

      const fresh = await ok<ChatInfo>(api(second, users.bobbyr.token).get(`/api/chats/info/${chat.id}`));
      expect(rejoined.lastSeq).toBe(fresh.version);
      const ids = missed.map((m) => m.item?.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(missed.every((m) => m.seq > lastSeq && m.chatId === chat.id)).toBe(true);
      expect(missed.map((m) => m.seq)).toEqual([...missed.map((m) => m.seq)].sort((x, y) => x - y));

      const rebuilt = applyMissed(beforeTimeline, missed);
      expect(shape(rebuilt)).toEqual(shape(fresh.messages));
      expect(rebuilt).toEqual(fresh.messages);

      // exactly the changed items: the new ones and the edited or deleted old ones, nothing untouched
      const changed = [early[1].id, early[2].id, live.id, ...late.map((m) => m.id)];
      const shareEvent = fresh.messages.find((i) => i.kind === 'event' && i.event === 'public-share');
      expect(new Set(ids)).toEqual(new Set([...changed, shareEvent?.id]));
      const texts = Object.fromEntries(messageItems(rebuilt).map((m) => [m.id, m.message]));
      expect(texts[early[1].id]).toBe('m2 edited');
      expect(texts[early[2].id]).toBeNull();
      expect(texts[live.id]).toBe('m4 edited');
      expect(texts[late[1].id]).toBe('m6 edited');
      expect(texts[late[2].id]).toBeNull();
      expect(texts[early[0].id]).toBe('m1');
    } finally {
      await first?.close();
      await second?.close();
    }
  });
});
