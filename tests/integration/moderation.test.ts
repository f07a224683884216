import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import type { AuditPage, ReportGroup } from '../../shared/moderation.js';
import { api, join, makeProfessional, ok, recordSocket, signUpAll, type User } from '../support/chat-fixtures.js';
import { mailsTo, signUpAs } from '../support/people-fixtures.js';
import { connectSocket, headers, waitFor, type ClientSocket, type TestServer, startTestServer } from '../support/server.js';

let server: TestServer;
let admin: User;
let root: User;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAs(server, 'staff01', 'admin');
  root = await signUpAs(server, 'root01', 'superadmin');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

const socketOf = async (user: User) => {
  const socket = await connectSocket(server, user.token);
  sockets.push(socket);
  return socket;
};

/** A public chat of `owner` with one message; returns the chat and the message. */
async function publicPost(owner: User, words: string) {
  const chat = await ok<ChatInfo>(api(server, owner.token).post('/api/chats/new/private', { message: words }), 201);
  await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { public: true }));
  return { chatId: chat.id, messageId: (chat.messages[0] as MessageItem).id };
}

const report = (user: User, chatId: string, messageId: string, reason = 'harassment') =>
  api(server, user.token).post('/api/reports', { target: { type: 'message', id: messageId, chat_id: chatId }, reason, note: 'this hurts' });

describe('blocks', () => {
  it("a blocked person's share, DM and reply are refused, with a code that does not say blocked", async () => {
    const { alice1: alice, bully1: bully } = await signUpAll(server, ['alice1', 'bully1']);
    await makeProfessional(server, 'bully1');
    const { chatId, messageId } = await publicPost(alice, 'my own words');
    await ok(api(server, alice.token).put('/api/users/blocks/BULLY1'));
    expect(await ok(api(server, alice.token).get('/api/users/blocks'))).toEqual([{ username: 'bully1', created_at_timestamp: expect.any(Number) }]);

    const theirs = await ok<ChatInfo>(api(server, bully.token).post('/api/chats/new/private', { message: 'to share' }), 201);
    const share = await api(server, bully.token).put(`/api/chats/share/${theirs.id}`, { users: ['alice1'] });
    const shareUnknown = await api(server, bully.token).put(`/api/chats/share/${theirs.id}`, { users: ['nobody99'] });
    const dm = await api(server, bully.token).post('/api/users/alice1/direct', { message: 'hello' });
    const dmUnknown = await api(server, bully.token).post('/api/users/nobody99/direct', { message: 'hello' });
    const reply = await api(server, bully.token).post(`/api/chats/${chatId}/messages`, { message: 'reply', answer_message_id: messageId });
    // each refusal is the very answer an unknown person or message gets
    expect([share.status, share.body]).toEqual([shareUnknown.status, shareUnknown.body]);
    expect([dm.status, dm.body]).toEqual([dmUnknown.status, dmUnknown.body]);
    expect([reply.status, reply.body.code]).toEqual([404, 'message_not_found']);
    for (const res of [share, dm, reply]) expect(JSON.stringify(res.body)).not.toMatch(/block/i);
    // the blocker's chat is untouched and the person is not told anything else
    const items = (await ok<ChatInfo>(api(server, alice.token).get(`/api/chats/info/${chatId}`))).messages;
    expect(items.filter((m) => m.kind === 'message')).toHaveLength(1);

    await ok(api(server, alice.token).del('/api/users/blocks/bully1'), 204);
    expect(await ok(api(server, alice.token).get('/api/users/blocks'))).toEqual([]);
    await ok(api(server, bully.token).post(`/api/chats/${chatId}/messages`, { message: 'reply', answer_message_id: messageId }), 201);
  });
});

describe('reports and the staff desk', () => {
  it('a report reaches the queue, staff hide the message, it vanishes live for readers and stays for its author, and the hide is in the audit log', async () => {
    const { author1: author, reader1: reader, witness1: witness, pro001: pro } = await signUpAll(server, ['author1', 'reader1', 'witness1', 'pro001']);
    await makeProfessional(server, 'pro001');
    const { chatId, messageId } = await publicPost(author, 'words that hurt');
    const [readerSocket, authorSocket] = [await socketOf(reader), await socketOf(author)];
    await join(readerSocket, chatId);
    await join(authorSocket, chatId);
    const seenByReader = recordSocket(readerSocket);
    const seenByAuthor = recordSocket(authorSocket);

    expect(await ok(report(witness, chatId, messageId), 201)).toEqual({ id: expect.any(String), status: 'open' });
    expect((await report(witness, chatId, messageId)).status).toBe(409);
    for (const who of [witness, pro]) expect((await api(server, who.token).get('/api/admin/reports?status=open')).status).toBe(403);
    const queue = await ok<ReportGroup[]>(api(server, admin.token).get('/api/admin/reports?status=open'));
    const group = queue.find((g) => g.target.id === messageId) as ReportGroup;
    expect(group).toMatchObject({ subject: 'author1', reporters: 1, reasons: ['harassment'], notes: ['this hurts'], hidden: false });
    expect(group.content.messages).toEqual([expect.objectContaining({ id: messageId, text: 'words that hurt', reported: true })]);
    expect(JSON.stringify(queue)).not.toContain('witness1');

    expect((await api(server, pro.token).post(`/api/admin/reports/${messageId}/actions`, { action: 'hide', reason: 'x' })).status).toBe(403);
    await ok(api(server, admin.token).post(`/api/admin/reports/${messageId}/actions`, { action: 'hide', reason: 'Harassment of another member' }));

    const live = await waitFor(() => seenByReader.events.find((e) => e.item?.id === messageId));
    expect(live.item).toMatchObject({ hidden: true, message: null });
    const own = await waitFor(() => seenByAuthor.events.find((e) => e.item?.id === messageId));
    expect(own.item).toMatchObject({ hidden: true, message: 'words that hurt' });
    const readerView = await ok<ChatInfo>(api(server, reader.token).get(`/api/chats/info/${chatId}`));
    expect(readerView.messages.find((m) => m.id === messageId)).toMatchObject({ hidden: true, message: null });
    const authorView = await ok<ChatInfo>(api(server, author.token).get(`/api/chats/info/${chatId}`));
    expect(authorView.messages.find((m) => m.id === messageId)).toMatchObject({ hidden: true, message: 'words that hurt' });
    expect(mailsTo(server, 'author1@').at(-1)?.text).toContain('Harassment of another member');
    expect((await ok<ReportGroup[]>(api(server, admin.token).get('/api/admin/reports'))).some((g) => g.target.id === messageId)).toBe(false);

    expect((await api(server, admin.token).get('/api/admin/audit')).status).toBe(403);
    const audit = await ok<AuditPage>(api(server, root.token).get('/api/admin/audit?limit=5'));
    expect(audit.items[0]).toMatchObject({ actor: 'staff01', action: 'hide', target_id: messageId, subject: 'author1', reason: 'Harassment of another member' });

    // reversible: restoring shows it to readers again
    await ok(api(server, admin.token).post(`/api/admin/reports/${messageId}/actions`, { action: 'restore', reason: 'On appeal' }));
    const back = await ok<ChatInfo>(api(server, reader.token).get(`/api/chats/info/${chatId}`));
    expect(back.messages.find((m) => m.id === messageId)).toMatchObject({ message: 'words that hurt' });
    expect((back.messages.find((m) => m.id === messageId) as MessageItem | undefined)?.hidden).toBeUndefined();
  });

  it('3 distinct reports auto-hide a public message', async () => {
    const { poster1: poster, rep001: a, rep002: b, rep003: c } = await signUpAll(server, ['poster1', 'rep001', 'rep002', 'rep003']);
    const { chatId, messageId } = await publicPost(poster, 'spam spam spam');
    await ok(report(a, chatId, messageId, 'spam'), 201);
    await ok(report(b, chatId, messageId, 'spam'), 201);
    const visitor = () => ok<ChatInfo>(server.http.get(`/api/chats/explore/info/${chatId}`).set(headers()));
    expect((await visitor()).messages.find((m) => m.id === messageId)).toMatchObject({ message: 'spam spam spam' });
    await ok(report(c, chatId, messageId, 'other'), 201);
    expect((await visitor()).messages.find((m) => m.id === messageId)).toMatchObject({ hidden: true, message: null });
    const group = (await ok<ReportGroup[]>(api(server, admin.token).get('/api/admin/reports'))).find((g) => g.target.id === messageId);
    expect(group).toMatchObject({ reporters: 3, hidden: true, reasons: ['spam', 'other'] });
    const audit = await ok<AuditPage>(api(server, root.token).get('/api/admin/audit'));
    expect(audit.items.find((e) => e.target_id === messageId)).toMatchObject({ actor: 'system', action: 'auto_hide' });
  });

  it('refuses bad reports with a clear 4xx', async () => {
    const { rude001: rude } = await signUpAll(server, ['rude001']);
    const { chatId, messageId } = await publicPost(rude, 'mine');
    const bad = [
      { target: { type: 'message', id: messageId, chat_id: chatId }, reason: 'because' },
      { target: { type: 'message', id: messageId }, reason: 'spam' },
      { target: { type: 'user', id: 'rude001' }, reason: 'spam', note: 'x'.repeat(1001) },
    ];
    for (const body of bad) expect((await api(server, rude.token).post('/api/reports', body)).status).toBe(400);
    expect((await report(rude, chatId, messageId)).body.code).toBe('cannot_report_self');
    expect((await api(server).post('/api/reports', bad[0])).status).toBe(401);
  });
});

describe('suspension', () => {
  it('a suspended account is signed out everywhere at once', async () => {
    const { troll01: troll, judge01: judge } = await signUpAll(server, ['troll01', 'judge01']);
    const second = await ok<{ token: string }>(server.http.post('/api/auth/login').set(headers()).send({ username_email: 'troll01', password: 'Str0ng!pass' }));
    const [one, two] = [await socketOf(troll), await socketOf({ username: 'troll01', token: second.token })];
    const { chatId } = await publicPost(troll, 'public troll words');
    await ok(api(server, judge.token).post('/api/reports', { target: { type: 'user', id: 'troll01' }, reason: 'harassment' }), 201);
    const until = Date.now() + 7 * 86_400_000;
    await ok(api(server, admin.token).post('/api/admin/reports/troll01/actions', { action: 'suspend', reason: 'Repeated harassment', until }));

    await waitFor(() => !one.connected && !two.connected);
    for (const token of [troll.token, second.token]) expect((await api(server, token).get('/api/users/me')).status).toBe(401);
    const login = await server.http.post('/api/auth/login').set(headers()).send({ username_email: 'troll01', password: 'Str0ng!pass' });
    expect([login.status, login.body.code]).toEqual([403, 'account_suspended']);
    await expect(connectSocket(server, troll.token)).rejects.toThrow();
    // their public chats are hidden too
    expect((await server.http.get(`/api/chats/explore/info/${chatId}`).set(headers())).status).toBe(404);
    expect(mailsTo(server, 'troll01@').at(-1)?.text).toContain('Repeated harassment');

    // lifting it lets them in again and shows their chats again
    await ok(api(server, admin.token).post('/api/admin/reports/troll01/actions', { action: 'restore', reason: 'Appeal accepted' }));
    await ok(server.http.post('/api/auth/login').set(headers()).send({ username_email: 'troll01', password: 'Str0ng!pass' }));
    await ok(server.http.get(`/api/chats/explore/info/${chatId}`).set(headers()));
  });
});
