import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, ChatSummary, TimelineItem } from '../../shared/api.js';
import { api, flush, join, newPrivateChat, ok, recordSocket, signUpAll, type User } from '../support/chat-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
import { connectSocket, startTestServer, waitFor, type ClientSocket, type TestServer } from '../support/server.js';

/*
 * A public chat also shared privately (with a professional, say) must not tell the public whom: shared_with
 * and the private-share items are for the owner and the members only.
 */
let server: TestServer;
let people: Record<string, User>;
const sockets: ClientSocket[] = [];

/** The items that name whom the chat is shared with: shares, invitations and their answers, leavings (issue 14). */
const NAMING = ['private-share', 'delete-private-share', 'member-invited', 'invitation-accepted', 'invitation-declined', 'member-left'];
const privateShares = (items: TimelineItem[]) => items.filter((i) => i.kind === 'event' && NAMING.includes(i.event));

beforeAll(async () => {
  server = await startTestServer();
  people = await signUpAll(server, ['shareowner', 'sharedpro', 'laterpro', 'stranger']);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

async function socketAs(token?: string) {
  const socket = await connectSocket(server, token);
  sockets.push(socket);
  return socket;
}

/** A public chat shared privately with sharedpro too. */
async function publicAndPrivatelyShared(): Promise<ChatInfo> {
  const { shareowner: owner } = people;
  const chat = await newPrivateChat(server, owner, 'what I talk about with my therapist');
  await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { public: true, users: ['sharedpro'] }));
  await acceptInvitation(server, people.sharedpro.token, chat.id);
  return chat;
}

describe('private shares of a public chat', () => {
  it('given an anonymous reader and a third user, when they read it over HTTP, then neither sees whom it is shared with', async () => {
    const chat = await publicAndPrivatelyShared();
    const { stranger } = people;
    await ok(api(server, stranger.token).post(`/api/chats/follow/${chat.id}`), 201);

    const anonymous = await ok<ChatInfo>(api(server).get(`/api/chats/explore/info/${chat.id}`));
    const third = await ok<ChatInfo>(api(server, stranger.token).get(`/api/chats/info/${chat.id}`));
    const found = await ok<{ items: ChatSummary[] }>(api(server).post('/api/chats/explore/search', { limit: 100 }));
    const followed = await ok<{ chat: ChatSummary }[]>(api(server, stranger.token).get('/api/chats/follow/me'));

    for (const info of [anonymous, third]) {
      expect(info.shared_with).toEqual([]);
      expect(privateShares(info.messages)).toEqual([]);
    }
    expect(found.items.find((c) => c.id === chat.id)?.shared_with).toEqual([]);
    expect(followed.find((f) => f.chat.id === chat.id)?.chat.shared_with).toEqual([]);
  });

  it('given the owner and the member, when they read it, then they see the share and its timeline item', async () => {
    const chat = await publicAndPrivatelyShared();
    for (const reader of [people.shareowner, people.sharedpro]) {
      const info = await ok<ChatInfo>(api(server, reader.token).get(`/api/chats/info/${chat.id}`));
      expect(info.shared_with).toEqual(['sharedpro']);
      // the invitation and its acceptance
      expect(privateShares(info.messages)).toHaveLength(2);
    }
  });

  it('given readers joined on sockets, when the owner shares and revokes privately, then only the members hear of it', async () => {
    const chat = await publicAndPrivatelyShared();
    const anonymous = await socketAs();
    const stranger = await socketAs(people.stranger.token);
    const member = await socketAs(people.shareowner.token);
    const outsiders = [anonymous, stranger];
    for (const socket of outsiders) {
      const joined = await join(socket, chat.id);
      expect(joined.chat.shared_with).toEqual([]);
      expect(privateShares(joined.timeline ?? [])).toEqual([]);
    }
    expect((await join(member, chat.id)).chat.shared_with).toEqual(['sharedpro']);
    // sharedpro is a member until the revocation below, and hears the new share while it is one
    const pro = await socketAs(people.sharedpro.token);
    await join(pro, chat.id);
    const proHeard = recordSocket(pro);
    const heard = outsiders.map(recordSocket);
    const memberHeard = recordSocket(member);

    await ok(api(server, people.shareowner.token).put(`/api/chats/share/${chat.id}`, { users: ['laterpro'] }));
    await ok(api(server, people.shareowner.token).del(`/api/chats/share/${chat.id}?scope=private`));
    await waitFor(() => privateShares(memberHeard.events.map((e) => e.item).filter((i) => i !== null) as TimelineItem[]).length === 2);
    for (const socket of [...outsiders, pro]) await flush(socket);
    expect(privateShares(proHeard.events.flatMap((e) => (e.item ? [e.item] : []))).map((i) => i.kind === 'event' && i.users))
      .toEqual([['laterpro']]);

    for (const seen of heard) {
      expect(seen.events.map((e) => e.seq)).toEqual(memberHeard.events.map((e) => e.seq));
      expect(privateShares(seen.events.flatMap((e) => (e.item ? [e.item] : [])))).toEqual([]);
      expect(seen.events.every((e) => e.chat === null || e.chat.shared_with.length === 0)).toBe(true);
    }
    const rejoined = await join(anonymous, chat.id, 0);
    expect(privateShares((rejoined.missed ?? []).flatMap((e) => (e.item ? [e.item] : [])))).toEqual([]);
  });
});
