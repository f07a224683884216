import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import { api, messageItems, newPrivateChat, type User } from '../support/chat-fixtures.js';
import { approvedProfessional, attachment, FILES, multipart, PASSWORD, signUpAs } from '../support/people-fixtures.js';
import { scanDataFiles, sealedProjections } from '../support/disk-scan.js';
import { acceptInvitation } from '../support/invitations.js';
import { connectSocket, headers, signUp, startTestServer, waitFor, type TestServer } from '../support/server.js';

const NAME = 'Zqvictim7';
const EMAIL = 'zqvictim7@example.com';
// not ASCII, so the raw scan looks for UTF-8 bytes
const SECRET = 'zq señal secreta';
/** bytes inside the avatar picture, which is stored in clear */
const AVATAR = 'zq avatar pixels';

let server: TestServer;
let victim: User;
let olga: User;
let other: User;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await signUpAs(server, 'admin1', 'admin');
  victim = await approvedProfessional(server, NAME, admin);
  other = await approvedProfessional(server, 'DrOther1', admin);
  olga = await signUp(server, 'olga1');
});
afterAll(async () => { await server?.close(); });

const as = (user?: User) => api(server, user?.token);

/** Every text and blob value of every table, as SQLite holds them. */
function scanDatabase(needles: string[]): string[] {
  const db = new Database(path.join(server.dataDir, 'psycare.sqlite'), { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    const found: string[] = [];
    for (const { name } of tables) {
      for (const row of db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]) {
        for (const [column, value] of Object.entries(row)) {
          const text = Buffer.isBuffer(value) ? value.toString('utf8') : typeof value === 'string' ? value : '';
          for (const needle of needles) if (text.toLowerCase().includes(needle.toLowerCase())) found.push(`${name}.${column}: ${needle}`);
        }
      }
    }
    return found;
  } finally {
    db.close();
  }
}

const scanData = (needles: string[]) => scanDataFiles(server.dataDir, needles);

describe('account deletion', () => {
  let sharedWithVictim: ChatInfo;
  let revokedChat: ChatInfo;
  let olgaPublic: ChatInfo;
  let direct: ChatInfo;
  let victimOwn: ChatInfo;
  let projectionsBefore: string[];

  beforeAll(async () => {
    // the victim's own things: a profile with an avatar, a bot chat (usage), a chat shared with olga and followed
    await as(victim).put('/api/users/me/profile', { description: `I am ${NAME}: ${SECRET}`, show_contact: true });
    const picture = Buffer.concat([FILES.png(), Buffer.from(AVATAR)]);
    await multipart(server.http.put('/api/users/me/avatar').set(headers(victim.token)), {}, [attachment(picture, 'me.png', 'image/png')], 'avatar');
    expect((await as(victim).post('/api/chats/new/bot', { user_message: `${SECRET} to the bot` })).status).toBe(201);
    victimOwn = await newPrivateChat(server, victim, `${SECRET} in my own chat`);
    await as(victim).put(`/api/chats/share/${victimOwn.id}`, { public: true, users: ['olga1'] });
    await acceptInvitation(server, olga.token, victimOwn.id);
    await as(olga).post(`/api/chats/follow/${victimOwn.id}`);

    // olga's chat shared with the victim, who writes, edits, votes and is answered; then olga closes it
    sharedWithVictim = await newPrivateChat(server, olga, 'olga asks something');
    await as(olga).put(`/api/chats/share/${sharedWithVictim.id}`, { users: [NAME] });
    await acceptInvitation(server, victim.token, sharedWithVictim.id);
    const written = await as(victim).post(`/api/chats/${sharedWithVictim.id}/messages`, { message: `${SECRET} one`, client_id: `${NAME}-c1` });
    await as(victim).put(`/api/chats/${sharedWithVictim.id}/messages/${written.body.id}`, { message: `${SECRET} one, edited` });
    await as(victim).put(`/api/chats/${sharedWithVictim.id}/messages/${sharedWithVictim.messages[0].id}/feedback`, { positive: true });
    await as(olga).post(`/api/chats/${sharedWithVictim.id}/messages`, { message: 'thanks for that', answer_message_id: written.body.id });
    await as(olga).put(`/api/chats/close/${sharedWithVictim.id}`);

    // a share that was revoked still names the victim in the log
    revokedChat = await newPrivateChat(server, olga, 'briefly shared');
    await as(olga).put(`/api/chats/share/${revokedChat.id}`, { users: [NAME] });
    await acceptInvitation(server, victim.token, revokedChat.id);
    await as(olga).del(`/api/chats/share/${revokedChat.id}?scope=private`);

    // an invitation the victim never answers (issue 14): the invitation list names them
    const pendingInvite = await newPrivateChat(server, olga, 'would you read this?');
    await as(olga).put(`/api/chats/share/${pendingInvite.id}`, { users: [NAME] });

    // olga's public chat that the victim follows and writes in (olga is notified)
    olgaPublic = await newPrivateChat(server, olga, 'open to all');
    await as(olga).put(`/api/chats/share/${olgaPublic.id}`, { public: true });
    await as(victim).post(`/api/chats/follow/${olgaPublic.id}`);
    await as(victim).post(`/api/chats/${olgaPublic.id}/messages`, { message: `${SECRET} two` });
    await as(olga).post(`/api/chats/${olgaPublic.id}/messages`, { message: 'a reply from olga' });
    // the victim mutes it: a mute row names the person and must go with the account
    expect((await as(victim).put(`/api/chats/${olgaPublic.id}/mute`)).status).toBe(204);
    expect(await server.store.mutes.listForUser(NAME)).toEqual([olgaPublic.id]);

    // a direct chat olga started, the victim answered; ratings both ways; newsletter and contact with the e-mail
    direct = (await as(olga).post(`/api/users/${NAME}/direct`, { message: 'hello doctor' })).body as ChatInfo;
    await as(victim).post('/api/users/olga1/direct', { message: `${SECRET} three` });
    await as(olga).put(`/api/users/profile/${NAME}/rating`, { stars: 5 });
    await as(victim).put('/api/users/profile/DrOther1/rating', { stars: 4 });
    await as().post('/api/newsletter', { email: EMAIL });
    await as().post('/api/contact', { email: EMAIL, body: `hello from ${NAME}, ${SECRET}` });
    await server.http.post('/api/auth/login').set(headers()).send({ username_email: EMAIL, password: 'Wrong!pass1' });

    expect((await as(olga).get('/api/notification/all')).body.items.some((n: { message: string }) => n.message === NAME)).toBe(true);
    expect(scanDatabase([NAME, EMAIL]).length).toBeGreaterThan(10);
    expect(scanDatabase([NAME])).toEqual(expect.arrayContaining(['invitations.username: ' + NAME]));
    // the raw scan sees plain text on disk before the deletion (the profile, the avatar, the contact message)
    expect(scanData([NAME, EMAIL, SECRET, AVATAR])).toEqual(expect.arrayContaining([expect.stringContaining(SECRET), expect.stringContaining(AVATAR)]));
    // the timeline read model (sealed) of every chat that names the person, as they were; short chats are saved
    // to it every 100 events or at shutdown, so the rebuild of every projection writes them here first
    await server.app.recover(true);
    projectionsBefore = [sharedWithVictim, revokedChat, olgaPublic, direct, victimOwn].flatMap((c) => sealedProjections(server.dataDir, c.id));
    expect(scanData(projectionsBefore).length).toBeGreaterThan(0);
  });

  it('erases the person: no login, nothing of them in any table, their words gone from others\' timelines, the name free again', async () => {
    const socket = await connectSocket(server, victim.token);
    let disconnected = false;
    socket.on('disconnect', () => { disconnected = true; });

    const deleted = await as(victim).del('/api/users/me');
    expect(deleted.status).toBe(200);
    await waitFor(() => disconnected);

    // scanned before anything below types the name again (a login attempt is counted under what was typed)
    expect(scanDatabase([NAME, EMAIL, SECRET])).toEqual([]);
    expect(scanData([NAME, EMAIL, SECRET, AVATAR])).toEqual([]);
    // projected again from the rewritten log under fresh IVs: the bytes that named the person are gone
    expect(scanData(projectionsBefore)).toEqual([]);

    expect((await as(victim).get('/api/users/me')).status).toBe(401);
    const login = await server.http.post('/api/auth/login').set(headers()).send({ username_email: NAME, password: PASSWORD });
    expect([login.status, login.body.code]).toEqual([401, 'bad_credentials']);
    expect((await as(olga).get(`/api/users/profile/${NAME}`)).status).toBe(404);
    expect((await server.http.get(`/api/users/avatar/${NAME}`)).status).toBe(404);

    for (const chat of [sharedWithVictim, revokedChat, olgaPublic, direct]) {
      const info = (await as(olga).get(`/api/chats/info/${chat.id}`)).body as ChatInfo;
      const json = JSON.stringify(info);
      expect(json).not.toMatch(new RegExp(`${NAME}|${SECRET}`, 'i'));
      expect(info.shared_with).toEqual([]);
    }
    const closed = (await as(olga).get(`/api/chats/info/${sharedWithVictim.id}`)).body as ChatInfo;
    expect(closed.closed).toBe(true);
    const theirs = messageItems(closed.messages).filter((m: MessageItem) => m.author.startsWith('deleted-'));
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ message: null, deleted_at_timestamp: expect.any(Number), encrypted: false });
    expect(messageItems(closed.messages).find((m) => m.message === 'thanks for that')?.answer_message).toMatchObject({ message: null });
    expect(messageItems(closed.messages)[0].positive_feedback_count).toBe(1);
    expect((await as(olga).get(`/api/chats/info/${victimOwn.id}`)).status).toBe(404);
    expect((await as(olga).get('/api/chats/follow/me')).body).toEqual([]);
    expect((await as(olga).get('/api/notification/all')).body.items.some((n: { message: string }) => n.message === NAME)).toBe(false);
    expect(await server.store.mutes.listForUser(NAME)).toEqual([]);
    expect((await as(other).get('/api/users/profile/DrOther1')).body.rating).toMatchObject({ count: 0 });

    const again = await server.http.post('/api/auth/register/user').set(headers())
      .send({ email: EMAIL, username: NAME, password: PASSWORD, password2: PASSWORD, privacyPolicy: true });
    expect(again.status).toBe(201);
    expect((await as(olga).get(`/api/chats/info/${sharedWithVictim.id}`)).body.shared_with).toEqual([]);
    socket.close();
  });
});
