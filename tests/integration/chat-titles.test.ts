import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, ChatSummary } from '../../shared/api.js';
import { api, join, makeProfessional, ok, recordSocket, signUpAll, type User } from '../support/chat-fixtures.js';
import { PRIVATE_METADATA_NEEDLES, scanDataFiles } from '../support/disk-scan.js';
import { shareAndAccept } from '../support/invitations.js';
import { API_KEY, connectSocket, startTestServer, waitFor, type ClientSocket, type TestServer } from '../support/server.js';

/*
 * Titles (issue 18) on a real server: the first message titles a chat, the owner renames it from its header
 * (PUT /api/chats/{id}/title), the new title reaches another reader at once, and a private chat's title is
 * never in the raw bytes of the data folder.
 */
const FIRST = 'Zq I keep waking up at four in the morning and cannot fall asleep again before work';
const EXCERPT = 'Zq I keep waking up at four in the morning and cannot fall…';
const RENAMED = 'Zq four o\'clock wakings';

let server: TestServer;
let ana: User;
let bob: User;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ({ ana1: ana, bob1: bob } = await signUpAll(server, ['ana1', 'bob1', 'drtitle1']));
  await makeProfessional(server, 'drtitle1');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

const as = (user?: User) => api(server, user?.token);

async function socketOf(user: User) {
  const socket = await connectSocket(server, user.token);
  sockets.push(socket);
  return socket;
}

describe('a chat titled by its first message', () => {
  it('given a new bot chat, then its title is an excerpt of the first message, in the answer and in the owner\'s list', async () => {
    const chat = await ok<ChatInfo>(as(ana).post('/api/chats/new/bot', { user_message: FIRST }), 201);
    await server.app.services.bots.idle();
    expect(chat.title).toBe(EXCERPT);
    expect(chat.bot).not.toBeNull();
    const mine = await ok<ChatSummary[]>(as(ana).get('/api/chats/me'));
    expect(mine.find((c) => c.id === chat.id)?.title).toBe(EXCERPT);
  });

  it('given two no-bot chats with different first messages, then their titles tell them apart', async () => {
    const one = await ok<ChatInfo>(as(ana).post('/api/chats/new/private', { message: 'Exams next week' }), 201);
    const two = await ok<ChatInfo>(as(ana).post('/api/chats/new/private', { message: 'My sister called' }), 201);
    expect([one.title, two.title]).toEqual(['Exams next week', 'My sister called']);
  });

  it('given a titled chat, when its first message is edited and then deleted, then the title follows and then goes', async () => {
    const chat = await ok<ChatInfo>(as(ana).post('/api/chats/new/private', { message: 'Teh first words' }), 201);
    const first = chat.messages[0].id;
    await ok(as(ana).put(`/api/chats/${chat.id}/messages/${first}`, { message: 'The first words' }));
    expect((await ok<ChatInfo>(as(ana).get(`/api/chats/info/${chat.id}`))).title).toBe('The first words');
    await ok(as(ana).del(`/api/chats/${chat.id}/messages/${first}`));
    const after = await ok<ChatInfo>(as(ana).get(`/api/chats/info/${chat.id}`));
    expect(after.title).toBe('');
    expect(JSON.stringify(await ok(as(ana).get('/api/chats/me')))).not.toContain('first words');
  });

  it('given a direct message to a professional, then the chat takes no excerpt: each side titles it by the other person', async () => {
    const chat = await ok<ChatInfo>(as(ana).post('/api/users/drtitle1/direct', { message: 'Hello doctor, a question' }), 201);
    expect(chat).toMatchObject({ title: '', bot: null, owner: 'ana1', shared_with: ['drtitle1'] });
  });
});

describe('renaming a chat from its header', () => {
  it('given a private chat shared with bob, when ana renames it, then bob sees the new title live and in his list', async () => {
    const chat = await ok<ChatInfo>(as(ana).post('/api/chats/new/private', { message: 'Something to rename' }), 201);
    await shareAndAccept(server, ana.token, chat.id, { users: ['bob1'] }, [bob.token]);
    const bobSocket = await socketOf(bob);
    const bobSeen = recordSocket(bobSocket);
    await join(bobSocket, chat.id);
    const changedBefore = bobSeen.chatsChanged;

    const renamed = await ok<ChatSummary>(as(ana).put(`/api/chats/${chat.id}/title`, { title: `  ${RENAMED}  ` }));

    expect(renamed).toMatchObject({ id: chat.id, title: RENAMED });
    const live = await waitFor(() => bobSeen.events.find((e) => e.chatId === chat.id && e.chat?.title === RENAMED));
    expect(live.item).toBeNull();
    await waitFor(() => bobSeen.chatsChanged > changedBefore);
    const shared = (await ok<{ items: ChatSummary[] }>(as(bob).post('/api/chats/search', { only_external_chats: true }))).items;
    expect(shared.find((c) => c.id === chat.id)?.title).toBe(RENAMED);
  });

  it('given a renamed chat, when its first message is deleted, then the owner\'s title stays', async () => {
    const chat = await ok<ChatInfo>(as(ana).post('/api/chats/new/private', { message: 'Kept apart' }), 201);
    await ok(as(ana).put(`/api/chats/${chat.id}/title`, { title: 'My own title' }));
    await ok(as(ana).del(`/api/chats/${chat.id}/messages/${chat.messages[0].id}`));
    expect((await ok<ChatInfo>(as(ana).get(`/api/chats/info/${chat.id}`))).title).toBe('My own title');
  });

  it('given bad titles, then a clear 400 in the person\'s language, and a reader who is not the owner gets 403', async () => {
    const chat = await ok<ChatInfo>(as(ana).post('/api/chats/new/private', { message: 'Bad input' }), 201);
    const es = await server.http.put(`/api/chats/${chat.id}/title`).set({ ...headersOf(ana), 'X-LANGUAGE': 'es' }).send({ title: '   ' });
    expect(es.status).toBe(400);
    expect(es.body).toEqual({ code: 'chat_title_required', detail: 'Escribe un título para el chat.', field: 'title' });
    const long = await as(ana).put(`/api/chats/${chat.id}/title`, { title: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'chat_title_too_long', detail: 'The title can be at most 120 characters long.' });
    expect((await as(ana).put(`/api/chats/${chat.id}/title`, {})).body).toMatchObject({ code: 'chat_title_required' });
    expect((await as(ana).put('/api/chats/not-an-id/title', { title: 'ok' })).status).toBe(400);
    await shareAndAccept(server, ana.token, chat.id, { users: ['bob1'] }, [bob.token]);
    expect((await as(bob).put(`/api/chats/${chat.id}/title`, { title: 'Mine now' })).body).toMatchObject({ code: 'not_owner' });
    expect((await as().put(`/api/chats/${chat.id}/title`, { title: 'Anyone' })).status).toBe(401);
    expect((await ok<ChatInfo>(as(ana).get(`/api/chats/info/${chat.id}`))).title).toBe('Bad input');
  });
});

describe('titles on disk', () => {
  it('given a private chat titled by its first message and renamed, then neither title is in the raw bytes; made public, the title is searchable', async () => {
    const chat = await ok<ChatInfo>(as(ana).post('/api/chats/new/private', { message: FIRST }), 201);
    expect(scanDataFiles(server.dataDir, [EXCERPT.slice(0, 40), ...PRIVATE_METADATA_NEEDLES])).toEqual([]);
    await ok(as(ana).put(`/api/chats/${chat.id}/title`, { title: RENAMED }));
    expect(scanDataFiles(server.dataDir, [RENAMED, EXCERPT.slice(0, 40), ...PRIVATE_METADATA_NEEDLES])).toEqual([]);
    expect(await server.store.chats.get(chat.id)).toMatchObject({ title: '', sealed: expect.any(Object) });

    await ok(as(ana).put(`/api/chats/share/${chat.id}`, { public: true }));
    const found = await ok<{ items: ChatSummary[] }>(as().post('/api/chats/explore/search', { text: 'wakings', limit: 100 }));
    expect(found.items.map((c) => c.title)).toContain(RENAMED);
  });
});

describe('the rename bucket', () => {
  it('given the production rate, when a person renames in a burst, then 429 with Retry-After once the bucket is spent', async () => {
    const limited = await startTestServer({ userRateScale: 1 });
    try {
      const [carol] = Object.values(await signUpAll(limited, ['carol1']));
      const chat = await ok<ChatInfo>(api(limited, carol.token).post('/api/chats/new/private', { message: 'Burst' }), 201);
      const answers = [];
      for (let i = 0; i < 15; i++) answers.push(await api(limited, carol.token).put(`/api/chats/${chat.id}/title`, { title: `Title ${i}` }));
      const refused = answers.filter((r) => r.status === 429);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(13);
      expect(refused[0].headers['retry-after']).toMatch(/^\d+$/);
      expect(refused[0].body).toMatchObject({ code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});

function headersOf(user: User) {
  return { 'X-API-KEY': API_KEY, 'X-TOKEN': user.token };
}
