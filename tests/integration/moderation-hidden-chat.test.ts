import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, ChatSummary } from '../../shared/api.js';
import type { InvitationPage } from '../../shared/invitations.js';
import type { NotificationPage } from '../../shared/notifications.js';
import type { ProfessionalSearchResponse, PublicProfile, RecommendationsResponse } from '../../shared/people.js';
import { api, makeProfessional, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { shareAndAccept } from '../support/invitations.js';
import { signUpAs } from '../support/people-fixtures.js';
import { headers, startTestServer, type TestServer } from '../support/server.js';

/*
 * A chat hidden by moderation (staff, or AUTO_HIDE_REPORTS distinct reports) is hidden from everyone but its
 * owner in every place that lists or opens it, and restoring it brings it back everywhere.
 */

let server: TestServer;
let admin: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAs(server, 'deskadm', 'admin');
});
afterAll(async () => {
  await server?.close();
});

const WORD = 'tidewater';

interface Cast { owner: User; member: User; pro: User; chatId: string }

/** A public, tagged chat shared with a member and a professional's case, followed by the member. */
async function sharedPublicChat(prefix: string): Promise<Cast> {
  const people = await signUpAll(server, [`${prefix}own`, `${prefix}mem`, `${prefix}pro`]);
  const [owner, member, pro] = [people[`${prefix}own`], people[`${prefix}mem`], people[`${prefix}pro`]];
  await makeProfessional(server, pro.username);
  const chat = await ok<ChatInfo>(api(server, owner.token).post('/api/chats/new/private', { message: 'how the week went' }), 201);
  await ok(api(server, owner.token).put(`/api/chats/${chat.id}/title`, { title: `${WORD} notes ${prefix}` }));
  await ok(api(server, owner.token).post(`/api/chats/${chat.id}/tags`, { tag: 'anxiety' }), 201);
  await shareAndAccept(server, owner.token, chat.id, { public: true, users: [member.username] }, [member.token]);
  await shareAndAccept(server, owner.token, chat.id, { professional: pro.username }, [pro.token]);
  await ok(api(server, member.token).post(`/api/chats/follow/${chat.id}`), 201);
  // the member's own tagged chat gives the recommendations an interest to match
  const own = await ok<ChatInfo>(api(server, member.token).post('/api/chats/new/private', { message: 'mine' }), 201);
  await ok(api(server, member.token).post(`/api/chats/${own.id}/tags`, { tag: 'anxiety' }), 201);
  return { owner, member, pro, chatId: chat.id };
}

const ids = (chats: { id: string }[]) => chats.map((c) => c.id);

/** Every place a person other than the owner could find or open the chat: true where it shows. */
async function whereOthersSee({ owner, member, pro, chatId }: Cast) {
  const search = (body: object) => ok<{ items: ChatSummary[] }>(api(server, member.token).post('/api/chats/search', body));
  const explore = ok<{ items: ChatSummary[] }>(server.http.post('/api/chats/explore/search').set(headers()).send({ text: WORD, limit: 100 }));
  const follows = ok<{ chat_id: string }[]>(api(server, member.token).get('/api/chats/follow/me'));
  const cases = ok<ProfessionalSearchResponse>(api(server, pro.token).post('/api/professionals/search', { scope: 'shared' }));
  const proText = ok<ProfessionalSearchResponse>(api(server, pro.token).post('/api/professionals/search', { text: WORD }));
  const profile = ok<PublicProfile>(api(server, member.token).get(`/api/users/profile/${owner.username}`));
  const recommended = ok<RecommendationsResponse>(api(server, member.token).get('/api/recommendations'));
  return {
    sharedWithMe: ids((await search({ only_external_chats: true })).items).includes(chatId),
    mineAndShared: ids((await search({})).items).includes(chatId),
    searchByWord: ids((await search({ text: WORD })).items).includes(chatId),
    explore: ids((await explore).items).includes(chatId),
    follows: (await follows).some((f) => f.chat_id === chatId),
    professionalCases: (await cases).items.some((h) => h.chat.id === chatId),
    professionalSearch: (await proText).items.some((h) => h.chat.id === chatId),
    profile: ids((await profile).public_chats).includes(chatId),
    recommendations: (await recommended).chats.some((r) => r.chat.id === chatId),
    memberOpens: (await api(server, member.token).get(`/api/chats/info/${chatId}`)).status === 200,
    anonymousOpens: (await server.http.get(`/api/chats/explore/info/${chatId}`).set(headers())).status === 200,
  };
}

const everywhere = (shown: boolean) => ({
  sharedWithMe: shown, mineAndShared: shown, searchByWord: shown, explore: shown, follows: shown, professionalCases: shown,
  professionalSearch: shown, profile: shown, recommendations: shown, memberOpens: shown, anonymousOpens: shown,
});

async function ownerStillHasIt({ owner, chatId }: Cast, hidden: boolean) {
  const mine = await ok<ChatSummary[]>(api(server, owner.token).get('/api/chats/me'));
  expect(mine.find((c) => c.id === chatId)?.hidden).toBe(hidden ? true : undefined);
  const found = await ok<{ items: ChatSummary[] }>(api(server, owner.token).post('/api/chats/search', { text: WORD }));
  expect(ids(found.items)).toContain(chatId);
  await ok(api(server, owner.token).get(`/api/chats/info/${chatId}`));
}

const notified = async (user: User, chatId: string) =>
  (await ok<NotificationPage>(api(server, user.token).get('/api/notification/all'))).items.some((n) => n.chat_id === chatId);

describe('a hidden chat', () => {
  it('staff hide: gone from every list, search, notification and open but its owner’s; restore brings it back', async () => {
    const cast = await sharedPublicChat('hd');
    expect(await whereOthersSee(cast)).toEqual(everywhere(true));
    await ok(api(server, cast.owner.token).post(`/api/chats/${cast.chatId}/messages`, { message: 'news for my readers' }), 201);
    await expect.poll(() => notified(cast.member, cast.chatId)).toBe(true);
    await expect.poll(() => notified(cast.pro, cast.chatId)).toBe(true);
    const [reporter] = Object.values(await signUpAll(server, ['hdrep']));
    await ok(api(server, reporter.token).post('/api/reports', { target: { type: 'chat', id: cast.chatId }, reason: 'spam' }), 201);

    await ok(api(server, admin.token).post(`/api/admin/reports/${cast.chatId}/actions`, { action: 'hide', reason: 'Spam links' }));
    expect(await whereOthersSee(cast)).toEqual(everywhere(false));
    expect([await notified(cast.member, cast.chatId), await notified(cast.pro, cast.chatId)]).toEqual([false, false]);
    await ownerStillHasIt(cast, true);

    await ok(api(server, admin.token).post(`/api/admin/reports/${cast.chatId}/actions`, { action: 'restore', reason: 'On appeal' }));
    expect(await whereOthersSee(cast)).toEqual(everywhere(true));
    await ownerStillHasIt(cast, false);
  });

  it('auto-hidden by 3 distinct reports: gone from the members’ lists too', async () => {
    const cast = await sharedPublicChat('ah');
    const reporters = Object.values(await signUpAll(server, ['ahrep1', 'ahrep2', 'ahrep3']));
    for (const r of reporters) await ok(api(server, r.token).post('/api/reports', { target: { type: 'chat', id: cast.chatId }, reason: 'hate' }), 201);
    expect(await whereOthersSee(cast)).toEqual(everywhere(false));
    await ownerStillHasIt(cast, true);
  });

  it('keeps a pending invitation to it unlisted until it is restored', async () => {
    const { ivown: owner, ivguest: guest, ivrep: reporter } = await signUpAll(server, ['ivown', 'ivguest', 'ivrep']);
    const chat = await ok<ChatInfo>(api(server, owner.token).post('/api/chats/new/private', { message: 'come in' }), 201);
    await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { public: true, users: ['ivguest'] }));
    const invited = async () => (await ok<InvitationPage>(api(server, guest.token).get('/api/chats/invitations'))).items.some((i) => i.chat_id === chat.id);
    expect(await invited()).toBe(true);
    await ok(api(server, reporter.token).post('/api/reports', { target: { type: 'chat', id: chat.id }, reason: 'spam' }), 201);
    await ok(api(server, admin.token).post(`/api/admin/reports/${chat.id}/actions`, { action: 'hide', reason: 'Spam' }));
    expect(await invited()).toBe(false);
    await ok(api(server, admin.token).post(`/api/admin/reports/${chat.id}/actions`, { action: 'restore', reason: 'Fine' }));
    expect(await invited()).toBe(true);
  });
});

describe('a chat hidden before summaries carried the mark', () => {
  it('leaves its member’s list once the file is migrated and the node recovers at start', async () => {
    const dataDir = server.dataDir;
    const cast = await sharedPublicChat('mg');
    const [reporter] = Object.values(await signUpAll(server, ['mgrep']));
    await ok(api(server, reporter.token).post('/api/reports', { target: { type: 'chat', id: cast.chatId }, reason: 'spam' }), 201);
    await ok(api(server, admin.token).post(`/api/admin/reports/${cast.chatId}/actions`, { action: 'hide', reason: 'Spam' }));
    await server.close();

    // the file as migration 8 left it: no hidden column, the hide only in the chat's stream
    const db = new Database(path.join(dataDir, 'psycare.sqlite'));
    db.exec('ALTER TABLE chats DROP COLUMN hidden; PRAGMA user_version = 8;');
    db.close();

    server = await startTestServer({ dataDir });
    expect((await server.app.recover()).rebuilt).toBeGreaterThan(0);
    const shared = await ok<{ items: ChatSummary[] }>(api(server, cast.member.token).post('/api/chats/search', { only_external_chats: true }));
    expect(ids(shared.items)).not.toContain(cast.chatId);
    await ownerStillHasIt(cast, true);
  });
});
