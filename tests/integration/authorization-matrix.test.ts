import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, ChatSummary, MessageItem } from '../../shared/api.js';
import { BotError, type BotProvider } from '../../server/application/ports.js';
import { ACTORS, SOCKET_ROUTES, STATES, cells, consentCells, parseCell, type Actor, type ConsentRoute, type Route, type State } from '../support/authz-matrix.js';
import { api, makeProfessional, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
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

async function chatIn(state: State, inviteC = false): Promise<Fixture> {
  const owner = api(server, people.owner.token);
  const chat = await ok<ChatInfo>(owner.post('/api/chats/new/bot', { user_message: 'first words' }), 201);
  const [mine, reply] = chat.messages;
  const id = chat.id;
  await server.app.services.bots.idle();
  await ok(owner.post(`/api/chats/${id}/tags`, { tag: 'anxiety' }), 201);
  await ok(owner.put(`/api/chats/share/${id}`, { users: [people.B.username] }));
  await acceptInvitation(server, people.B.token, id);
  const bmid = (await ok<MessageItem>(api(server, people.B.token).post(`/api/chats/${id}/messages`, { message: 'words of B' }), 201)).id;
  if (state !== 'shared' && state !== 'closed') await ok(owner.del(`/api/chats/share/${id}?scope=private`));
  if (state === 'sharedPro') await ok(owner.put(`/api/chats/share/${id}`, { professional: people.P.username }));
  if (state === 'sharedPro') await acceptInvitation(server, people.P.token, id);
  if (inviteC) await ok(owner.put(`/api/chats/share/${id}`, { users: [people.C.username] }));
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
    // an invitation (issue 14): the chat is shared with EXTRA once they accept
    check: async (b: ChatSummary, fx) => {
      expect(b.shared_with).not.toContain(EXTRA);
      expect((await server.store.invitations.listForUser(EXTRA, null, 50)).map((i) => i.chatId)).toContain(fx.id);
    },
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
      expect((await server.store.notifications.page(me, { limit: 50 })).filter((n) => n.chat_id === fx.id)).toEqual([]);
    },
  },  // titles (issue 18): the owner's rename from the chat header
  rename: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/${fx.id}/title`, { title: 'A title of my own' }),
    check: (b: ChatSummary, fx) => expect(b).toMatchObject({ id: fx.id, title: 'A title of my own' }),
  },
  // notifications (issue 14): mute and unmute a chat
  mute: {
    write: false,
    call: (c, fx) => c.put(`/api/chats/${fx.id}/mute`),
    check: async (_b, fx, me) => expect(await server.store.mutes.isMuted(me, fx.id)).toBe(true),
  },
  unmute: {
    write: false,
    call: (c, fx) => c.del(`/api/chats/${fx.id}/mute`),
    check: async (_b, fx, me) => expect(await server.store.mutes.isMuted(me, fx.id)).toBe(false),
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
  if (route === 'mute' && me) expect(await server.store.mutes.isMuted(me, fx.id)).toBe(false);
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

// ---- replies-control (issue 18): Stop on a bot reply ----------------------------------------------------
// The fixture's reply has already ended (its provider fails), so the owner gets through to the state check
// (409) while everyone else is refused as for any owner's action; a stop that succeeds is in reply-control.test.ts.
const RC = '409 reply_already_completed';
const STOP_ROWS: Record<State, [owner: string, B: string, P: string, C: string, anonymous: string]> = {
  private: [RC, '404', '404', '404', '401'],
  shared: [RC, '403 not_owner', '404', '404', '401'],
  sharedPro: [RC, '404', '403 not_owner', '404', '401'],
  public: [RC, '403 not_owner', '403 not_owner', '403 not_owner', '401'],
  closed: [RC, '403 not_owner', '404', '404', '401'],
  deleted: ['404', '404', '404', '404', '401'],
};

describe('authorization matrix: Stop on a reply (replies-control)', () => {
  for (const state of STATES) {
    ACTORS.forEach((actor, i) => {
      it(`given a ${state} chat, when ${actor} stops its reply, then ${STOP_ROWS[state][i]}`, async () => {
        const { status, code } = parseCell(STOP_ROWS[state][i]);
        const fx = await sharedFixture(state);
        const before = await server.store.events.read(fx.id);
        const res = await api(server, tokenOf(actor)).post(`/api/chats/${fx.id}/messages/${fx.failed}/stop`);
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(res.body).toEqual(status === 404 ? absentChat : { code, detail: expect.stringMatching(/\S/) });
        expect(await server.store.events.read(fx.id)).toHaveLength(before.length);
      });
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

// ---- consent to share (issue 14): every role on the invitation and leave routes ---------------------------
const CONSENT_CALLS: Record<ConsentRoute, Omit<Call, 'check'> & { check: (body: never, fx: Fixture, me: string, state: State) => Promise<void> | void }> = {
  invitations: {
    write: false,
    call: (c) => c.get('/api/chats/invitations?limit=50'),
    // only C's own list holds the invitation, and not once the chat is deleted
    check: (b: { items: { chat_id: string }[] }, fx, me, state) => {
      const ids = b.items.map((i) => i.chat_id);
      if (me === people.C.username && state !== 'deleted') expect(ids).toContain(fx.id);
      else expect(ids).not.toContain(fx.id);
    },
  },
  accept: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/invitations/${fx.id}`, { accept: true }),
    check: async (_b, fx, me) => expect((await api(server, people.C.token).get(`/api/chats/info/${fx.id}`)).body).toMatchObject({ shared_with: expect.arrayContaining([me]) }),
  },
  decline: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/invitations/${fx.id}`, { accept: false }),
    check: async (_b, fx, me) => expect((await server.store.invitations.listForUser(me, null, 50)).map((i) => i.chatId)).not.toContain(fx.id),
  },
  leaveChat: {
    write: true,
    call: (c, fx) => c.post(`/api/chats/${fx.id}/leave`),
    check: async (_b, fx, me) => expect((await server.store.events.read(fx.id)).at(-1)).toMatchObject({ type: 'member_left', data: { user: me } }),
  },
};

/** C is invited on top of the state's chat; in "deleted" before the deletion, so the chat is gone with the invitation. */
async function consentFixture(state: State): Promise<Fixture> {
  if (state !== 'deleted') return chatIn(state, true);
  const fx = await chatIn('private', true);
  await ok(api(server, people.owner.token).del(`/api/chats/delete/${fx.id}`), 204);
  return fx;
}
const consentFixtures = new Map<State, Promise<Fixture>>();

describe('authorization matrix: consent to share (issue 14)', () => {
  for (const { state, route, actor, expected } of consentCells()) {
    it(`given a ${state} chat with C invited, when ${actor} calls ${route}, then ${expected}`, async () => {
      const { status, code } = parseCell(expected);
      const spec = CONSENT_CALLS[route];
      if (!consentFixtures.has(state)) consentFixtures.set(state, consentFixture(state));
      const fx = spec.write && status < 400 ? await consentFixture(state) : await (consentFixtures.get(state) as Promise<Fixture>);
      const before = await server.store.events.read(fx.id);
      const res = await spec.call(api(server, tokenOf(actor)), fx);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (status < 400) return spec.check(res.body as never, fx, nameOf(actor) as string, state);
      expect(res.body).toEqual({ code, detail: expect.stringMatching(/\S/) });
      expect(await server.store.events.read(fx.id)).toHaveLength(before.length);
    });
  }
});

// ---- the directory of professionals, GET /api/professionals (issue 18, smaller): about no chat, so one cell per actor.
// P is a professional by role but was never approved, so nobody, P included, finds P listed.
const DIRECTORY: Record<Actor, string> = { owner: '200', B: '200', P: '200', C: '200', anonymous: '401' };

describe('authorization matrix: the directory of professionals', () => {
  for (const actor of ACTORS) {
    it(`when ${actor} lists the directory, then ${DIRECTORY[actor]}`, async () => {
      const res = await api(server, tokenOf(actor)).get('/api/professionals?q=');
      const { status, code } = parseCell(DIRECTORY[actor]);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (status >= 400) return expect(res.body).toEqual({ code: code ?? 'unauthorized', detail: expect.stringMatching(/\S/) });
      expect(res.body).toEqual({ items: [], total: 0, limit: 20, offset: 0 });
    });
  }
});
