import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSummary, MessageItem } from '../../shared/api.js';
import { ACTORS, cells, parseCell, type Actor, type Route, type State } from '../support/authz-matrix.js';
import { api, makeProfessional, newPrivateChat, signUpAll, type User } from '../support/chat-fixtures.js';
import { connectSocket, startTestServer, type ClientSocket, type TestServer } from '../support/server.js';

let server: TestServer;
let people: Record<Exclude<Actor, 'anonymous'>, User>;
const sockets = {} as Record<Actor, ClientSocket>;
const EXTRA = 'dave1';

beforeAll(async () => {
  server = await startTestServer();
  const users = await signUpAll(server, ['owner1', 'bobby1', 'prof01', 'carol1', EXTRA]);
  await makeProfessional(server, 'prof01');
  people = { owner: users.owner1, B: users.bobby1, P: users.prof01, C: users.carol1 };
  for (const actor of ACTORS) sockets[actor] = await connectSocket(server, tokenOf(actor));
});
afterAll(async () => {
  for (const socket of Object.values(sockets)) socket.close();
  await server?.close();
});

const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : people[actor].token);
const nameOf = (actor: Actor) => (actor === 'anonymous' ? null : people[actor].username);

interface Fixture { id: string; mid: string }

/** A chat in the given state, with one message by the owner (`mid`) and the tag "anxiety". */
async function chatIn(state: State): Promise<Fixture> {
  const owner = api(server, people.owner.token);
  const chat = await newPrivateChat(server, people.owner);
  const fx = { id: chat.id, mid: chat.messages[0].id };
  const expectStatus = async (call: PromiseLike<{ status: number }>, status: number) => expect((await call).status).toBe(status);
  await expectStatus(owner.post(`/api/chats/${fx.id}/tags`, { tag: 'anxiety' }), 201);
  if (state === 'shared' || state === 'closed') await expectStatus(owner.put(`/api/chats/share/${fx.id}`, { users: [people.B.username] }), 200);
  if (state === 'sharedPro') await expectStatus(owner.put(`/api/chats/share/${fx.id}`, { users: [people.P.username] }), 200);
  if (state === 'public') await expectStatus(owner.put(`/api/chats/share/${fx.id}`, { public: true }), 200);
  if (state === 'closed') await expectStatus(owner.put(`/api/chats/close/${fx.id}`), 200);
  if (state === 'deleted') await expectStatus(owner.del(`/api/chats/delete/${fx.id}`), 204);
  return fx;
}

/** Reads do not change a chat, so each state has one chat for all of them. */
const readFixtures = new Map<State, Promise<Fixture>>();
const readFixture = (state: State) => {
  if (!readFixtures.has(state)) readFixtures.set(state, chatIn(state));
  return readFixtures.get(state) as Promise<Fixture>;
};

type Client = ReturnType<typeof api>;
type Res = { status: number; body: unknown };
interface Call {
  write: boolean;
  call: (c: Client, fx: Fixture) => PromiseLike<Res>;
  /** what a success must look like */
  check: (body: never, fx: Fixture, me: string | null) => Promise<void> | void;
}

const CALLS: Record<Exclude<Route, 'join'>, Call> = {
  info: {
    write: false,
    call: (c, fx) => c.get(`/api/chats/info/${fx.id}`),
    check: (b: { id: string; messages: MessageItem[] }, fx) => { expect(b.id).toBe(fx.id); expect(b.messages.map((m) => m.id)).toContain(fx.mid); },
  },
  explore: {
    write: false,
    call: (c, fx) => c.get(`/api/chats/explore/info/${fx.id}`),
    check: (b: { id: string; messages: MessageItem[] }, fx) => { expect(b.id).toBe(fx.id); expect(b.messages.map((m) => m.id)).toContain(fx.mid); },
  },
  post: {
    write: true,
    call: (c, fx) => c.post(`/api/chats/${fx.id}/messages`, { message: 'hello there' }),
    check: (b: MessageItem, _fx, me) => expect(b).toMatchObject({ author: me, message: 'hello there', sender: 'user' }),
  },
  editMsg: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/${fx.id}/messages/${fx.mid}`, { message: 'edited text' }),
    check: (b: MessageItem, fx, me) => expect(b).toMatchObject({ id: fx.mid, message: 'edited text', updated_by: me }),
  },
  deleteMsg: {
    write: true,
    call: (c, fx) => c.del(`/api/chats/${fx.id}/messages/${fx.mid}`),
    check: (b: MessageItem, fx, me) => {
      expect(b).toMatchObject({ id: fx.mid, message: null, deleted_by: me });
      expect(b.deleted_at_timestamp).toBeGreaterThan(0);
    },
  },
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
  removeTag: {
    write: true,
    call: (c, fx) => c.del(`/api/chats/${fx.id}/tags/anxiety`),
    check: (b: ChatSummary) => expect(b.tags).toEqual([]),
  },
  close: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/close/${fx.id}`),
    check: (b: ChatSummary) => { expect(b.closed).toBe(true); expect(b.closed_at_timestamp).toBeGreaterThan(0); },
  },
  open: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/open/${fx.id}`),
    check: (b: ChatSummary) => expect(b.closed).toBe(false),
  },
  share: {
    write: true,
    call: (c, fx) => c.put(`/api/chats/share/${fx.id}`, { users: [EXTRA] }),
    check: (b: ChatSummary) => { expect(b.shared_with).toContain(EXTRA); expect(b.encrypted).toBe(false); },
  },
  revokeAll: {
    write: true,
    call: (c, fx) => c.del(`/api/chats/share/${fx.id}?scope=all`),
    check: (b: ChatSummary) => expect(b).toMatchObject({ public: false, shared_with: [], encrypted: true }),
  },
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
};

async function httpCell(state: State, route: Exclude<Route, 'join'>, actor: Actor, expected: string) {
  const { status, code } = parseCell(expected);
  const spec = CALLS[route];
  const fx = spec.write ? await chatIn(state) : await readFixture(state);
  const before = await server.store.events.read(fx.id);
  const res = await spec.call(api(server, tokenOf(actor)), fx);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (status >= 400) {
    expect(res.body).toEqual({ code, detail: expect.stringMatching(/\S/) });
    // a refusal changes nothing: no event appended, no follow recorded
    expect(await server.store.events.read(fx.id)).toHaveLength(before.length);
    const me = nameOf(actor);
    if (route === 'follow' && me) expect((await server.store.follows.listForUser(me)).map((f) => f.chat_id)).not.toContain(fx.id);
    return;
  }
  await spec.check(res.body as never, fx, nameOf(actor));
}

async function joinCell(state: State, actor: Actor, expected: string) {
  const fx = await readFixture(state);
  const result = await sockets[actor].emitWithAck('chat:join', { chatId: fx.id });
  if (expected === 'ok') {
    if (!result.ok) throw new Error(`join refused with ${result.code}`);
    expect(result.chat.id).toBe(fx.id);
    expect(result.timeline?.map((i) => i.id)).toContain(fx.mid);
    await sockets[actor].emitWithAck('chat:leave', { chatId: fx.id });
  } else {
    expect(result).toEqual({ ok: false, code: expected, detail: expect.stringMatching(/\S/) });
  }
}

describe('authorization matrix: state x actor x route', () => {
  for (const { state, route, actor, expected } of cells()) {
    it(`given a ${state} chat, when ${actor} calls ${route}, then ${expected}`, async () => {
      if (route === 'join') await joinCell(state, actor, expected);
      else await httpCell(state, route, actor, expected);
    });
  }
});
