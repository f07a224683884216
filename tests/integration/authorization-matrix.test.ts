import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, ChatSummary, MessageItem } from '../../shared/api.js';
import { BotError, type BotProvider } from '../../server/application/ports.js';
import { ACTORS, SOCKET_ROUTES, cells, parseCell, type Actor, type Route, type State } from '../support/authz-matrix.js';
import { api, makeProfessional, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { signUpAs } from '../support/people-fixtures.js';
import { connectSocket, startTestServer, type ClientSocket, type TestServer } from '../support/server.js';

/** Every reply fails, so each fixture holds a failed reply to retry and no allowance is ever spent for good. */
const unavailable: BotProvider = {
  name: 'unavailable',
  // eslint-disable-next-line require-yield -- fails before its first chunk
  async *stream() { throw new BotError('unavailable'); },
};

let server: TestServer;
let people: Record<Exclude<Actor, 'anonymous'>, User>;
const sockets = {} as Record<Actor, ClientSocket>;
const EXTRA = 'dave1';
let absentChat: unknown;

beforeAll(async () => {
  // no automatic topic tags: the tag cells expect exactly the tags the table's calls set
  server = await startTestServer({ bots: unavailable, topics: { classify: async () => [] } });
  const users = await signUpAll(server, ['owner1', 'bobby1', 'prof01', 'carol1', EXTRA]);
  await makeProfessional(server, 'prof01');
  people = { owner: users.owner1, B: users.bobby1, P: users.prof01, C: users.carol1 };
  for (const actor of ACTORS) sockets[actor] = await connectSocket(server, tokenOf(actor));
  absentChat = (await api(server, people.owner.token).get(`/api/chats/info/${randomUUID()}`)).body;
});
afterAll(async () => {
  for (const socket of Object.values(sockets)) socket.close();
  await server?.close();
});

const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : people[actor].token);
const nameOf = (actor: Actor) => (actor === 'anonymous' ? null : people[actor].username);

/** `mid`: the owner's message; `failed`: the bot's failed reply to it; `bmid`: B's message. */
interface Fixture { id: string; mid: string; failed: string; bmid: string }

async function chatIn(state: State): Promise<Fixture> {
  const owner = api(server, people.owner.token);
  const chat = await ok<ChatInfo>(owner.post('/api/chats/new/bot', { user_message: 'first words' }), 201);
  const [mine, reply] = chat.messages;
  const id = chat.id;
  await server.app.services.bots.idle();
  await ok(owner.post(`/api/chats/${id}/tags`, { tag: 'anxiety' }), 201);
  await ok(owner.put(`/api/chats/share/${id}`, { users: [people.B.username] }));
  const bmid = (await ok<MessageItem>(api(server, people.B.token).post(`/api/chats/${id}/messages`, { message: 'words of B' }), 201)).id;
  if (state !== 'shared' && state !== 'closed') await ok(owner.del(`/api/chats/share/${id}?scope=private`));
  if (state === 'sharedPro') await ok(owner.put(`/api/chats/share/${id}`, { professional: people.P.username }));
  if (state === 'public') await ok(owner.put(`/api/chats/share/${id}`, { public: true }));
  if (state === 'closed') await ok(owner.put(`/api/chats/close/${id}`));
  if (state === 'deleted') await ok(owner.del(`/api/chats/delete/${id}`), 204);
  return { id, mid: mine.id, failed: reply.id, bmid };
}

/** A refusal changes nothing, so every read and refused write of a state shares one chat; a success gets a fresh one. */
const sharedFixtures = new Map<State, Promise<Fixture>>();
const sharedFixture = (state: State) => {
  if (!sharedFixtures.has(state)) sharedFixtures.set(state, chatIn(state));
  return sharedFixtures.get(state) as Promise<Fixture>;
};

type Client = ReturnType<typeof api>;
type Res = { status: number; body: unknown };
interface Call {
  /** changes the chat when it succeeds */
  write: boolean;
  call: (c: Client, fx: Fixture) => PromiseLike<Res>;
  /** what a success must look like */
  check: (body: never, fx: Fixture, me: string) => Promise<void> | void;
}

const readsChat = (b: { id: string; messages: MessageItem[] }, fx: Fixture) => {
  expect(b.id).toBe(fx.id);
  expect(b.messages.map((m) => m.id)).toEqual(expect.arrayContaining([fx.mid, fx.bmid]));
};
const edits = (mid: keyof Fixture) => ({
  write: true,
  call: (c: Client, fx: Fixture) => c.put(`/api/chats/${fx.id}/messages/${fx[mid]}`, { message: 'edited text' }),
  check: (b: MessageItem, fx: Fixture, me: string) => expect(b).toMatchObject({ id: fx[mid], message: 'edited text', updated_by: me }),
});
const deletes = (mid: keyof Fixture) => ({
  write: true,
  call: (c: Client, fx: Fixture) => c.del(`/api/chats/${fx.id}/messages/${fx[mid]}`),
  check: (b: MessageItem, fx: Fixture, me: string) => {
    expect(b).toMatchObject({ id: fx[mid], message: null, deleted_by: me });
    expect(b.deleted_at_timestamp).toBeGreaterThan(0);
  },
});
const revokes = (scope: 'public' | 'private' | 'all', left: Partial<ChatSummary>) => ({
  write: true,
  call: (c: Client, fx: Fixture) => c.del(`/api/chats/share/${fx.id}?scope=${scope}`),
  check: (b: ChatSummary) => expect(b).toMatchObject(left),
});

const CALLS: Record<Exclude<Route, 'send' | 'join' | 'leave'>, Call> = {
  info: { write: false, call: (c, fx) => c.get(`/api/chats/info/${fx.id}`), check: readsChat },
  explore: { write: false, call: (c, fx) => c.get(`/api/chats/explore/info/${fx.id}`), check: readsChat },
  post: {
    write: true,
    call: (c, fx) => c.post(`/api/chats/${fx.id}/messages`, { message: 'hello there' }),
    check: (b: MessageItem, _fx, me) => expect(b).toMatchObject({ author: me, message: 'hello there', sender: 'user' }),
  },
  retry: {
    write: true,
    call: (c, fx) => c.post(`/api/chats/${fx.id}/messages/${fx.failed}/retry`),
    check: (b: MessageItem, fx) => expect(b).toMatchObject({ sender: 'bot', status: 'PENDING', answer_message_id: fx.mid }),
  },
  editMsg: edits('mid'),
  deleteMsg: deletes('mid'),
  editBMsg: edits('bmid'),
  deleteBMsg: deletes('bmid'),
  feedback: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/${fx.id}/messages/${fx.mid}/feedback`, { positive: true }),
    check: (b: MessageItem, fx) => expect(b).toMatchObject({ id: fx.mid, positive_feedback_count: 1, is_positive_feedback_from_user: true }),
  },
  editChat: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/edit/${fx.id}`, { title: 'Renamed', description: 'about it', tags: ['stress'] }),
    check: (b: ChatSummary) => expect(b).toMatchObject({ title: 'Renamed', description: 'about it', tags: ['stress'] }),
  },
  addTag: {
    write: true,
    call: (c, fx) => c.post(`/api/chats/${fx.id}/tags`, { tag: 'stress' }),
    check: (b: ChatSummary) => expect([...b.tags].sort()).toEqual(['anxiety', 'stress']),
  },
  removeTag: { write: true, call: (c, fx) => c.del(`/api/chats/${fx.id}/tags/anxiety`), check: (b: ChatSummary) => expect(b.tags).toEqual([]) },
  close: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/close/${fx.id}`),
    check: (b: ChatSummary) => { expect(b.closed).toBe(true); expect(b.closed_at_timestamp).toBeGreaterThan(0); },
  },
  open: { write: true, call: (c, fx) => c.put(`/api/chats/open/${fx.id}`), check: (b: ChatSummary) => expect(b.closed).toBe(false) },
  share: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/share/${fx.id}`, { users: [EXTRA] }),
    check: (b: ChatSummary) => { expect(b.shared_with).toContain(EXTRA); expect(b.encrypted).toBe(false); },
  },
  revokePublic: revokes('public', { public: false }),
  revokePrivate: revokes('private', { shared_with: [] }),
  revokeAll: revokes('all', { public: false, shared_with: [], encrypted: true }),
  delete: {
    write: true,
    call: (c, fx) => c.del(`/api/chats/delete/${fx.id}`),
    check: async (_b, fx) => {
      expect((await api(server, people.owner.token).get(`/api/chats/info/${fx.id}`)).status).toBe(404);
      expect(await server.store.events.read(fx.id)).toHaveLength(0);
    },
  },
  follow: {
    write: true,
    call: (c, fx) => c.post(`/api/chats/follow/${fx.id}`),
    check: (b: { chat_id: string; user: string }, fx, me) => expect(b).toMatchObject({ chat_id: fx.id, user: me }),
  },
  unfollow: {
    write: false,
    // follows first where it may, so the cell shows an existing follow going
    call: async (c, fx) => { await c.post(`/api/chats/follow/${fx.id}`); return c.del(`/api/chats/follow/${fx.id}`); },
    check: async (_b, fx, me) => expect((await server.store.follows.listForUser(me)).map((f) => f.chat_id)).not.toContain(fx.id),
  },
  markRead: {
    write: false,
    call: (c, fx) => c.put(`/api/notification/read/${fx.id}`),
    check: async (b: { cleared: number }, fx, me) => {
      expect(b.cleared).toBeGreaterThanOrEqual(0);
      expect((await server.store.notifications.listForUser(me)).filter((n) => n.chat_id === fx.id)).toEqual([]);
    },
  },
};

async function httpCell(state: State, route: keyof typeof CALLS, actor: Actor, expected: string) {
  const { status, code } = parseCell(expected);
  const spec = CALLS[route];
  const fx = spec.write && status < 400 ? await chatIn(state) : await sharedFixture(state);
  const before = await server.store.events.read(fx.id);
  const res = await spec.call(api(server, tokenOf(actor)), fx);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (status < 400) return spec.check(res.body as never, fx, nameOf(actor) as string);
  expect(res.body).toEqual(status === 404 ? absentChat : { code, detail: expect.stringMatching(/\S/) });
  // a refusal changes nothing: no event appended, no follow recorded
  expect(await server.store.events.read(fx.id)).toHaveLength(before.length);
  const me = nameOf(actor);
  if (route === 'follow' && me) expect((await server.store.follows.listForUser(me)).map((f) => f.chat_id)).not.toContain(fx.id);
}

async function socketCell(state: State, route: Route, actor: Actor, expected: string) {
  const fx = expected === 'ok' && route === 'send' ? await chatIn(state) : await sharedFixture(state);
  const before = await server.store.events.read(fx.id);
  if (route === 'leave') {
    expect(await sockets[actor].emitWithAck('chat:leave', { chatId: fx.id })).toEqual({ ok: true });
    return expect(await server.store.events.read(fx.id)).toHaveLength(before.length);
  }
  const result = route === 'join'
    ? await sockets[actor].emitWithAck('chat:join', { chatId: fx.id })
    : await sockets[actor].emitWithAck('message:send', { chatId: fx.id, clientId: randomUUID(), message: 'over the socket' });
  if (expected !== 'ok') {
    expect(result).toEqual({ ok: false, code: expected, detail: expect.stringMatching(/\S/) });
    expect(await server.store.events.read(fx.id)).toHaveLength(before.length);
    return;
  }
  if (!result.ok) throw new Error(`${route} refused with ${result.code}`);
  if ('message' in result) return expect(result.message).toMatchObject({ author: nameOf(actor), message: 'over the socket', sender: 'user' });
  expect(result.chat.id).toBe(fx.id);
  expect(result.timeline?.map((i) => i.id)).toEqual(expect.arrayContaining([fx.mid, fx.bmid]));
  await sockets[actor].emitWithAck('chat:leave', { chatId: fx.id });
}

describe('authorization matrix: state x actor x route', () => {
  for (const { state, route, actor, expected } of cells()) {
    it(`given a ${state} chat, when ${actor} calls ${route}, then ${expected}`, async () => {
      if (SOCKET_ROUTES.includes(route)) await socketCell(state, route, actor, expected);
      else await httpCell(state, route as keyof typeof CALLS, actor, expected);
    });
  }
});

// ---- moderation (issue 14): reports, blocks, the staff desk, for every role ---------------------------------
describe('authorization matrix: moderation routes x role', () => {
  const ROLES = ['anonymous', 'user', 'professional', 'admin', 'superadmin'] as const;
  type Role = (typeof ROLES)[number];
  const tokens = {} as Record<Role, string | undefined>;
  let target: User;
  beforeAll(async () => {
    const made = await Promise.all((['user', 'professional', 'admin', 'superadmin'] as const).map((role) => signUpAs(server, `mx${role.slice(0, 5)}1`, role)));
    made.forEach((u, i) => { tokens[(['user', 'professional', 'admin', 'superadmin'] as const)[i]] = u.token; });
    target = (await signUpAll(server, ['mxtarget1'])).mxtarget1;
  });
  // status per role: anonymous, user, professional, admin, superadmin
  const ROUTES: Record<string, { call: (c: Client) => PromiseLike<Res>; expected: [number, number, number, number, number] }> = {
    report: { call: (c) => c.post('/api/reports', { target: { type: 'user', id: target.username }, reason: 'spam' }), expected: [401, 201, 201, 201, 201] },
    blocksList: { call: (c) => c.get('/api/users/blocks'), expected: [401, 200, 200, 200, 200] },
    block: { call: (c) => c.put(`/api/users/blocks/${target.username}`), expected: [401, 200, 200, 200, 200] },
    unblock: { call: (c) => c.del(`/api/users/blocks/${target.username}`), expected: [401, 204, 204, 204, 204] },
    queue: { call: (c) => c.get('/api/admin/reports?status=open'), expected: [401, 403, 403, 200, 200] },
    dismiss: { call: (c) => c.post(`/api/admin/reports/${target.username}/actions`, { action: 'dismiss', reason: 'checked' }), expected: [401, 403, 403, 200, 200] },
    audit: { call: (c) => c.get('/api/admin/audit'), expected: [401, 403, 403, 403, 200] },
  };
  for (const [route, { call, expected }] of Object.entries(ROUTES)) {
    ROLES.forEach((role, i) => {
      it(`${role} calls ${route}: ${expected[i]}`, async () => {
        const res = await call(api(server, tokens[role]));
        expect(res.status, JSON.stringify(res.body)).toBe(expected[i]);
        if (expected[i] === 403) expect(res.body).toMatchObject({ code: 'staff_only' });
      });
    });
  }
});
