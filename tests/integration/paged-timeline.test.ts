import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DEFAULT, type ChatInfo, type MessageItem, type TimelineItem, type TimelinePage } from '../../shared/api.js';
import { REPLAY_MAX, type Ack, type JoinResult } from '../../shared/socket.js';
import { SNAPSHOT_EVERY } from '../../server/application/chats/chat-projections.js';
import { api, eventMessage, join, newPrivateChat, ok, recordSocket, signUpAll, type User } from '../support/chat-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
import { createTimelineStore } from '../../client/src/features/chat/stores/timeline-store.js';
import { connectSocket, headers, startTestServer, tempDir, waitFor, type ClientSocket, type TestServer } from '../support/server.js';

/* One chat of 130 messages, read by a server that wrote it and by a fresh one on the same file (cold: read model and snapshots). */
const POSTS = 130;
const dataDir = tempDir();
let server: TestServer;
let owner: User;
let bob: User;
let chat: ChatInfo;
let postedIds: string[];
const open: ClientSocket[] = [];

async function socketFor(user?: User) {
  const socket = await connectSocket(server, user?.token);
  open.push(socket);
  return socket;
}

/** Every item from the latest page back to the first, through the cursor. */
async function walk(path: string, token: string | undefined, limit: number) {
  const first = await ok<ChatInfo>(api(server, token).get(`${path}?limit=${limit}`));
  const pages: TimelinePage[] = [first];
  while (pages[0].before) pages.unshift(await ok<TimelinePage>(api(server, token).get(`${path}/timeline?before=${pages[0].before}&limit=${limit}`)));
  return { first, pages, items: pages.flatMap((p) => p.messages) };
}

/** chat_created, the posts, the title taken from the first one (chat_titled), the share (an invitation) and its acceptance */
const LAST_SEQ = POSTS + 4;
const ids = (items: TimelineItem[]) => items.map((i) => i.id);

beforeAll(async () => {
  server = await startTestServer({ dataDir });
  ({ pager1: owner, pagebob: bob } = await signUpAll(server, ['pager1', 'pagebob']));
  chat = await newPrivateChat(server, owner, 'message 0');
  postedIds = [chat.messages[0].id];
  for (let i = 1; i < POSTS; i++) {
    postedIds.push((await ok<MessageItem>(api(server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: `message ${i}` }), 201)).id);
  }
  await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { users: [bob.username] }));
  await acceptInvitation(server, bob.token, chat.id);
}, 60_000);
afterAll(async () => {
  for (const s of open) s.close();
  await server?.close();
});

describe('paged timelines', () => {
  it('given a chat of 130 messages, when info is read, then it carries the latest 50 items, the last seq and a cursor', async () => {
    const info = await ok<ChatInfo>(api(server, owner.token).get(`/api/chats/info/${chat.id}`));
    expect(info.messages).toHaveLength(PAGE_DEFAULT);
    // the share is an invitation and bob's acceptance: two items after the posts (issue 14)
    expect(ids(info.messages.slice(0, -2))).toEqual(postedIds.slice(-PAGE_DEFAULT + 2));
    expect(info.messages.at(-2)).toMatchObject({ kind: 'event', event: 'member-invited' });
    expect(info.messages.at(-1)).toMatchObject({ kind: 'event', event: 'invitation-accepted' });
    expect(info).toMatchObject({ last_seq: LAST_SEQ, beginning: false, messages_count: POSTS });
    expect(typeof info.before).toBe('string');
  });

  it('given the cursor, when paging back with any page size, then every item comes once, in timeline order, to the beginning', async () => {
    for (const limit of [50, 7, 200]) {
      const { pages, items } = await walk(`/api/chats/info/${chat.id}`, bob.token, limit);
      expect(ids(items).slice(0, POSTS)).toEqual(postedIds);
      expect(new Set(ids(items)).size).toBe(items.length);
      expect(pages[0]).toMatchObject({ before: null, beginning: true });
      expect(pages.slice(1).every((p) => p.messages.length === limit)).toBe(true);
    }
  });

  it('given a bad page size or cursor, when paging, then the answer is 422 in the reader\'s language and names the problem', async () => {
    const other = await newPrivateChat(server, owner, 'elsewhere');
    const foreign = (await ok<ChatInfo>(api(server, owner.token).get(`/api/chats/info/${chat.id}?limit=1`))).before as string;
    const bad = [
      [`/api/chats/info/${chat.id}?limit=0`, 'page_limit_invalid'],
      [`/api/chats/info/${chat.id}?limit=201`, 'page_limit_invalid'],
      [`/api/chats/explore/info/${chat.id}?limit=many`, 'page_limit_invalid'],
      [`/api/chats/info/${chat.id}/timeline`, 'cursor_invalid'],
      [`/api/chats/info/${chat.id}/timeline?before=not-a-cursor`, 'cursor_invalid'],
      [`/api/chats/info/${other.id}/timeline?before=${foreign}`, 'cursor_invalid'],
    ];
    for (const [path, code] of bad) {
      const res = await server.http.get(path).set(headers(owner.token, 'es'));
      expect(res.status, path).toBe(422);
      expect(res.body.code, path).toBe(code);
      expect(res.body.detail).toMatch(/cursor|página/);
    }
  });

  it('given someone who may not read the chat, when they page it, then it is the 404 of a missing chat', async () => {
    const cursor = (await ok<ChatInfo>(api(server, owner.token).get(`/api/chats/info/${chat.id}`))).before as string;
    const { stranger1: stranger } = await signUpAll(server, ['stranger1']);
    expect((await api(server, stranger.token).get(`/api/chats/info/${chat.id}/timeline?before=${cursor}`)).status).toBe(404);
    expect((await api(server).get(`/api/chats/explore/info/${chat.id}/timeline?before=${cursor}`)).status).toBe(404);
  });

  it('given a fresh join, then the ack carries the latest page, its cursor and the last seq, not the history', async () => {
    const socket = await socketFor(owner);
    const joined = await join(socket, chat.id);
    expect(joined.timeline).toHaveLength(PAGE_DEFAULT);
    expect(joined).toMatchObject({ lastSeq: LAST_SEQ, beginning: false });
    const small: Ack<JoinResult> = await socket.emitWithAck('chat:join', { chatId: chat.id, limit: 5 });
    expect(small.ok && small.timeline?.map((i) => i.id)).toEqual(ids(joined.timeline ?? []).slice(-5));
    const refused: Ack<JoinResult> = await socket.emitWithAck('chat:join', { chatId: chat.id, limit: 201 });
    expect(refused.ok).toBe(false);
  });

  it('given a rejoin, then a small gap is replayed, and a gap past REPLAY_MAX is answered with reload and the latest page', async () => {
    const socket = await socketFor(owner);
    const close = await join(socket, chat.id, POSTS);
    expect(close.reload).toBeUndefined();
    expect(close.missed?.map((e) => e.seq)).toEqual([POSTS + 1, POSTS + 2, POSTS + 3, LAST_SEQ]);
    let far = close.missed?.[0].item as MessageItem;
    while (far.seq <= REPLAY_MAX + 1) far = await ok<MessageItem>(api(server, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'later' }), 201);
    const gap = await join(socket, chat.id, far.seq - REPLAY_MAX - 1);
    expect(gap).toMatchObject({ reload: true, lastSeq: far.seq, beginning: false });
    expect(gap.missed).toBeUndefined();
    expect(gap.timeline?.at(-1)?.id).toBe(far.id);
  });
});

describe('a cold server on the same file', () => {
  beforeAll(async () => {
    await server.close();
    server = await startTestServer({ dataDir });
  });

  it('given a restart, when the chat is opened, then it comes from the read model and a snapshot, with the same pages', async () => {
    const head = await server.store.snapshots.get(chat.id, 'head');
    expect(head?.version).toBeGreaterThanOrEqual(SNAPSHOT_EVERY);
    const { version } = await ok<ChatInfo>(api(server, owner.token).get(`/api/chats/info/${chat.id}`));
    expect(await server.store.timelines.head(chat.id)).toBe(version);
    const { items, pages } = await walk(`/api/chats/info/${chat.id}`, owner.token, 50);
    expect(ids(items).slice(0, POSTS)).toEqual(postedIds);
    expect(pages[0].beginning).toBe(true);
  });

  it('given items older than the latest page, when they are edited, voted, deleted, then joined readers get each change live', async () => {
    const socket = await socketFor(bob);
    const seen = recordSocket(socket);
    await join(socket, chat.id);
    const [first, second] = postedIds;
    const as = api(server, owner.token);
    await ok(as.put(`/api/chats/${chat.id}/messages/${first}`, { message: 'message 0, edited' }));
    await ok(api(server, bob.token).put(`/api/chats/${chat.id}/messages/${first}/feedback`, { positive: true }));
    await ok(as.del(`/api/chats/${chat.id}/messages/${second}`));
    await waitFor(() => eventMessage(seen.events, (m) => m.id === second && m.deleted_at_timestamp !== null));
    const changes = seen.events.filter((e) => e.item?.id === first).map((e) => e.item as MessageItem);
    expect(changes.map((m) => [m.message, m.positive_feedback_count])).toEqual([['message 0, edited', 0], ['message 0, edited', 1]]);
    // and the page that holds them, read later, agrees with what was sent live
    const { items } = await walk(`/api/chats/info/${chat.id}`, bob.token, 200);
    expect(items[0]).toMatchObject({ id: first, message: 'message 0, edited', positive_feedback_count: 1, is_positive_feedback_from_user: true });
    expect(items[1]).toMatchObject({ id: second, message: null, deleted_by: owner.username });
  });

  it('given an older page read before an edit that came live, then its last_seq says so and the client\'s store keeps the edit', async () => {
    const socket = await socketFor(bob);
    const seen = recordSocket(socket);
    const ack = await join(socket, chat.id);
    const store = createTimelineStore(chat.id);
    store.getState().snapshot(ack);
    const cursor = ack.before as string;
    // the page is read, and still on its way, when an item on it is edited
    const stale = await ok<TimelinePage>(api(server, bob.token).get(`/api/chats/info/${chat.id}/timeline?before=${cursor}`));
    expect(stale.last_seq).toBe(ack.lastSeq);
    const target = stale.messages.find((i): i is MessageItem => i.kind === 'message' && i.message !== null) as MessageItem;
    await ok(api(server, owner.token).put(`/api/chats/${chat.id}/messages/${target.id}`, { message: 'edited while a page was on its way' }));
    const live = await waitFor(() => seen.events.find((e) => e.item?.id === target.id));
    expect(live.seq).toBeGreaterThan(stale.last_seq);
    store.getState().event(live);
    store.getState().olderPage(cursor, stale);
    expect(store.getState().items.find((i) => i.id === target.id)).toMatchObject({ message: 'edited while a page was on its way' });
    // read again, the page is as of the edit and holds it too
    const fresh = await ok<TimelinePage>(api(server, bob.token).get(`/api/chats/info/${chat.id}/timeline?before=${cursor}`));
    expect(fresh.last_seq).toBeGreaterThanOrEqual(live.seq);
    expect(fresh.messages.find((i) => i.id === target.id)).toMatchObject({ message: 'edited while a page was on its way' });
  });
});
