import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import type { ProfessionalSearchResponse, RecommendationsResponse } from '../../shared/people.js';
import { api, newPrivateChat, ok, type User } from '../support/chat-fixtures.js';
import { approvedProfessional, signUpAs } from '../support/people-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
import { headers, signUp, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: User;
let pro: User;
let ana: User;
let bob: User;
let carol: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAs(server, 'admin1', 'admin');
  pro = await approvedProfessional(server, 'DrPro1', admin);
  [ana, bob, carol] = await Promise.all(['ana1', 'bob1', 'carol1'].map((n) => signUp(server, n)));
});
afterAll(async () => { await server?.close(); });

const as = (user?: User) => api(server, user?.token);

/** A chat with one message, then edited, tagged and shared as asked. */
async function chatOf(owner: User, message: string, opts: { title?: string; description?: string; tags?: string[]; public?: boolean; users?: string[] } = {}) {
  const chat = await newPrivateChat(server, owner, message);
  if (opts.title) await as(owner).put(`/api/chats/edit/${chat.id}`, { title: opts.title, description: opts.description ?? '', tags: opts.tags ?? [] });
  else for (const tag of opts.tags ?? []) await as(owner).post(`/api/chats/${chat.id}/tags`, { tag });
  if (opts.public || opts.users) await as(owner).put(`/api/chats/share/${chat.id}`, { public: opts.public ?? false, users: opts.users ?? [] });
  return chat;
}

const search = async (user: User, body: object) => (await as(user).post('/api/professionals/search', body)).body as ProfessionalSearchResponse;

describe('advanced search for professionals', () => {
  let publicChat: ChatInfo;
  let sharedChat: ChatInfo;

  beforeAll(async () => {
    publicChat = await chatOf(ana, 'I keep thinking about the <b>final</b> EXAM & my grades', {
      title: '<i>Exam</i> panic & more', description: 'Notes before the exam', tags: ['anxiety'], public: true,
    });
    // titled apart from its message (a chat is otherwise titled by its first message), so the hit is in the message only
    sharedChat = await chatOf(bob, 'The exam is on Monday', { title: 'Monday', users: ['DrPro1'] });
    await acceptInvitation(server, pro.token, sharedChat.id);
    await chatOf(carol, 'My exam is private');
  });

  it('finds public chats and chats shared with me by title, description and message text, with escaped <mark> snippets', async () => {
    const found = await search(pro, { text: 'exam' });
    expect(found.items.map((h) => h.chat.id).sort()).toEqual([publicChat.id, sharedChat.id].sort());
    expect(found.total).toBe(2);
    expect(found.message_scan_limit).toBe(50);
    const hit = found.items.find((h) => h.chat.id === publicChat.id)!;
    expect(hit.highlights.find((h) => h.field === 'title')?.snippet).toBe('&lt;i&gt;<mark>Exam</mark>&lt;/i&gt; panic &amp; more');
    expect(hit.highlights.find((h) => h.field === 'description')?.snippet).toBe('Notes before the <mark>exam</mark>');
    const inMessage = hit.highlights.find((h) => h.field === 'message')!;
    expect(inMessage.snippet).toBe('I keep thinking about the &lt;b&gt;final&lt;/b&gt; <mark>EXAM</mark> &amp; my grades');
    expect(inMessage.message_id).toBe(publicChat.messages[0].id);
    const shared = found.items.find((h) => h.chat.id === sharedChat.id)!;
    expect(shared.highlights).toEqual([{ field: 'message', snippet: 'The <mark>exam</mark> is on Monday', message_id: sharedChat.messages[0].id }]);
  });

  it('filters by scope, tags and message scanning, and lists everything without text', async () => {
    expect((await search(pro, { text: 'exam', scope: 'public' })).items.map((h) => h.chat.id)).toEqual([publicChat.id]);
    expect((await search(pro, { text: 'exam', scope: 'shared' })).items.map((h) => h.chat.id)).toEqual([sharedChat.id]);
    expect((await search(pro, { text: 'exam', tags: ['anxiety'] })).items.map((h) => h.chat.id)).toEqual([publicChat.id]);
    const titlesOnly = await search(pro, { text: 'exam', messages: false });
    expect(titlesOnly.items.map((h) => h.chat.id)).toEqual([publicChat.id]);
    expect(titlesOnly.scanned_chats).toBe(0);
    const all = await search(pro, {});
    expect(all.items.map((h) => h.chat.id).sort()).toEqual([publicChat.id, sharedChat.id].sort());
    expect(all.items.every((h) => h.highlights.length === 0)).toBe(true);
  });

  it('is for professionals only', async () => {
    const refused = await as(ana).post('/api/professionals/search', { text: 'exam' });
    expect([refused.status, refused.body.code]).toEqual([403, 'professional_only']);
    expect((await as().post('/api/professionals/search', { text: 'exam' })).status).toBe(401);
    expect((await as(pro).post('/api/professionals/search', { limit: 51 })).status).toBe(400);
  });

  it('opens at most the 50 most recently updated candidates to look inside messages', async () => {
    const owners = [ana, bob, carol];
    for (let i = 0; i < 52; i++) await chatOf(owners[i % 3], `zebra number ${i}`, { title: `Chat ${i}`, public: true });
    const found = await search(pro, { text: 'zebra', limit: 50 });
    expect(found.scanned_chats).toBe(50);
    expect(found.total).toBe(50);
    const numbers = found.items.map((h) => Number(/number (\d+)/.exec(h.highlights[0].snippet)?.[1]));
    // the two oldest are left out (a tie on the same millisecond may swap 1 and 2)
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(1);
    expect(numbers).toContain(51);
    expect(new Set(numbers).size).toBe(50);
  });
});

describe('advanced search filters: date range, language and bot, on both scopes', () => {
  const DAY = Date.UTC(2024, 2, 10);
  const LAST_MS = DAY + 86_400_000 - 1;
  let now = DAY - 2 * 86_400_000;
  let dated: TestServer;
  let searcher: User;
  /** per scope, the chats in creation order: before, first, last, after */
  const made: Record<'public' | 'shared', Record<string, string>> = { public: {}, shared: {} };

  /** A chat made at `at` (the server's clock), in `language`, with `botKey` or none, then made public or shared with the professional. */
  async function chatAt(at: number, owner: User, scope: 'public' | 'shared', language: 'es' | 'en', botKey: string | null) {
    now = at;
    const created = botKey
      ? await dated.http.post('/api/chats/new/bot').set(headers(owner.token, language)).send({ bot_key: botKey, user_message: 'hello there' })
      : await dated.http.post('/api/chats/new/private').set(headers(owner.token, language)).send({ message: 'hello there' });
    expect(created.status).toBe(201);
    const chat = created.body as ChatInfo;
    const share = scope === 'public' ? { public: true } : { users: [searcher.username] };
    expect((await api(dated, owner.token).put(`/api/chats/share/${chat.id}`, share)).status).toBe(200);
    if (scope === 'shared') await acceptInvitation(dated, searcher.token, chat.id);
    return chat.id;
  }

  beforeAll(async () => {
    dated = await startTestServer({ clock: () => now, tokenTtlMs: 365 * 86_400_000 });
    const boss = await signUpAs(dated, 'admin3', 'admin');
    searcher = await approvedProfessional(dated, 'DrDates', boss);
    const [publicOwner, sharingOwner] = await Promise.all(['pubowner', 'shareowner'].map((n) => signUp(dated, n)));
    const plan = [
      ['before', DAY - 1, 'en', null], ['first', DAY, 'es', null], ['last', LAST_MS, 'en', 'psycarebot-r'], ['after', LAST_MS + 1, 'es', 'psycarebot'],
    ] as const;
    for (const [name, at, language, botKey] of plan) {
      made.public[name] = await chatAt(at, publicOwner, 'public', language, botKey);
      made.shared[name] = await chatAt(at, sharingOwner, 'shared', language, botKey);
    }
  });
  afterAll(async () => { await dated?.close(); });

  const idsFor = async (scope: 'public' | 'shared' | 'all', filters: object) =>
    (await ok<ProfessionalSearchResponse>(api(dated, searcher.token).post('/api/professionals/search', { ...filters, scope, sort: 'oldest' }))).items.map((h) => h.chat.id);

  const cases: [string, object, string[]][] = [
    ['one UTC day, both bounds inclusive to the millisecond', { from: DAY, to: LAST_MS }, ['first', 'last']],
    ['only a lower bound', { from: DAY }, ['first', 'last', 'after']],
    ['only an upper bound, one millisecond before the day', { to: DAY - 1 }, ['before']],
    // the bounds are instants: a Madrid viewer's 10 March (UTC+1) starts and ends an hour earlier than the UTC day
    ['the day as a Madrid viewer sends it', { from: DAY - 3_600_000, to: LAST_MS - 3_600_000 }, ['before', 'first']],
    ['language', { language: 'es' }, ['first', 'after']],
    ['no bot (null)', { bot: null }, ['before', 'first']],
    ['a bot key', { bot: 'psycarebot-r' }, ['last']],
    ['every filter at once', { from: DAY, to: LAST_MS, language: 'es', bot: null }, ['first']],
    ['words in messages within the day', { text: 'hello', from: DAY, to: LAST_MS }, ['first', 'last']],
    ['filters nothing passes', { bot: 'psycarebot', language: 'en' }, []],
  ];

  it.each(cases)('given chats on both sides of a day, when filtering by %s, then the public and shared scopes keep the same chats', async (_, filters, names) => {
    expect(await idsFor('public', filters)).toEqual(names.map((n) => made.public[n]));
    expect(await idsFor('shared', filters)).toEqual(names.map((n) => made.shared[n]));
    expect((await idsFor('all', filters)).sort()).toEqual(names.flatMap((n) => [made.public[n], made.shared[n]]).sort());
  });
});

describe('recommendations', () => {
  it('recommends to a user the public chats and professionals that fit the tags of their own chats, with a reason', async () => {
    const server2 = await startTestServer();
    try {
      const boss = await signUpAs(server2, 'admin2', 'admin');
      const clinical = await approvedProfessional(server2, 'DrClin', boss, { specialization_area: 'clinical' });
      await approvedProfessional(server2, 'DrHealth', boss, { specialization_area: 'health' });
      await approvedProfessional(server2, 'DrLaw', boss, { specialization_area: 'forensic' });
      const [me, other, third] = await Promise.all(['meuser', 'otheruser', 'thirduser'].map((n) => signUp(server2, n)));
      const own = (tags: string[]) => chatOf2(server2, me, 'just me', { tags });
      await own(['anxiety']);
      await own(['anxiety']);
      await own(['stress']);
      const x = await chatOf2(server2, other, 'x', { tags: ['anxiety'], public: true });
      const y = await chatOf2(server2, third, 'y', { tags: ['anxiety', 'stress'], public: true });
      const w = await chatOf2(server2, other, 'w', { tags: ['stress'], public: true });
      await chatOf2(server2, other, 'z', { tags: ['bullying'], public: true });
      const proChat = await chatOf2(server2, clinical, 'from a pro', { tags: ['anxiety'], public: true });

      const forUser = (await api(server2, me.token).get('/api/recommendations')).body as RecommendationsResponse;
      expect(forUser.audience).toBe('user');
      expect(forUser.chats.map((r) => [r.chat.id, r.score, r.reason.tag])).toEqual([
        [y.id, 3, 'anxiety'], [proChat.id, 2, 'anxiety'], [x.id, 2, 'anxiety'], [w.id, 1, 'stress'],
      ]);
      expect(forUser.professionals.map((r) => [r.professional.username, r.score, r.reason.tag])).toEqual([
        ['DrClin', 6, 'anxiety'], ['DrHealth', 5, 'stress'],
      ]);
      expect(forUser.professionals[0].professional).toMatchObject({ verified: true, specialization_area: 'clinical' });

      const forPro = (await api(server2, clinical.token).get('/api/recommendations')).body as RecommendationsResponse;
      expect(forPro.audience).toBe('professional');
      expect(forPro.professionals).toEqual([]);
      expect(forPro.chats.map((r) => [r.chat.id, r.score, r.reason.tag])).toEqual([[y.id, 3, 'anxiety'], [x.id, 3, 'anxiety']]);
      expect((await api(server2).get('/api/recommendations')).status).toBe(401);
    } finally {
      await server2.close();
    }
  });
});

async function chatOf2(s: TestServer, owner: User, message: string, opts: { tags?: string[]; public?: boolean }) {
  const chat = await newPrivateChat(s, owner, message);
  await api(s, owner.token).put(`/api/chats/edit/${chat.id}`, { title: `chat ${message}`, description: '', tags: opts.tags ?? [] });
  if (opts.public) await api(s, owner.token).put(`/api/chats/share/${chat.id}`, { public: true });
  return chat;
}

describe('advanced search ignores case and accents (issue 18)', () => {
  it('finds "ansiedad" in an upper-case, accented title, description and message, and marks each', async () => {
    const chat = await chatOf(ana, 'Hoy la ANSIÉDAD no me deja dormir', {
      title: 'ANSIEDÁD antes del examen', description: 'Mi Ansiedad', public: true,
    });
    for (const text of ['ansiedad', 'ANSIEDAD', 'ánsiedad']) {
      const hit = (await search(pro, { text })).items.find((h) => h.chat.id === chat.id);
      expect(hit?.highlights.map((h) => [h.field, h.snippet]), text).toEqual([
        ['title', '<mark>ANSIEDÁD</mark> antes del examen'],
        ['description', 'Mi <mark>Ansiedad</mark>'],
        ['message', 'Hoy la <mark>ANSIÉDAD</mark> no me deja dormir'],
      ]);
    }
  });
});
