import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, ChatSummary } from '../../shared/api.js';
import { api, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { shareAndAccept } from '../support/invitations.js';
import { PRIVATE_METADATA_NEEDLES, scanDataFiles } from '../support/disk-scan.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * A private chat says who someone is and what they go through: its title, description, tags (the automatic
 * `suicide` tag among them), safety flags and edits are sealed under the chat's key, in the log and in the
 * summary rows, so not one of them is in the raw bytes of the data folder.
 */
const TITLE = 'Zq my brother and the hospital';
const DESCRIPTION = 'Zq notes after the night at the ward';
const AT_RISK = 'I want to kill myself tonight';

let server: TestServer;
let owner: User;
let friend: User;

beforeAll(async () => {
  server = await startTestServer();
  ({ sealer: owner, sealfriend: friend } = await signUpAll(server, ['sealer', 'sealfriend']));
});
afterAll(async () => server?.close());

/** A private chat flagged at risk (so tagged `suicide`), then given a telling title and description. */
async function privateChatAtRisk(): Promise<ChatInfo> {
  const as = api(server, owner.token);
  const chat = await ok<ChatInfo>(as.post('/api/chats/new/private', { message: AT_RISK }), 201);
  await server.app.services.bots.idle();
  const flagged = await ok<ChatInfo>(as.get(`/api/chats/info/${chat.id}`));
  expect(flagged.tags).toContain('suicide');
  expect(flagged.messages.some((m) => m.kind === 'safety')).toBe(true);
  await ok(as.put(`/api/chats/edit/${chat.id}`, { title: TITLE, description: DESCRIPTION, tags: ['suicide', 'depression'] }));
  return chat;
}

describe('a private chat on disk', () => {
  it('given a private chat titled by its first message and shared, when its members are notified, then the excerpt is not in the raw bytes', async () => {
    const FIRST = 'Zq the night my sister left home';
    const as = api(server, owner.token);
    const chat = await ok<ChatInfo>(as.post('/api/chats/new/private', { message: FIRST }), 201);
    expect((await ok<ChatInfo>(as.get(`/api/chats/info/${chat.id}`))).title).toBe(FIRST);
    await shareAndAccept(server, owner.token, chat.id, { users: [friend.username] }, [friend.token]);
    await ok(as.post(`/api/chats/${chat.id}/messages`, { message: 'one more line' }), 201);
    const entries = await ok<{ items: { chat_id: string; title: string }[] }>(api(server, friend.token).get('/api/notification/all'));
    expect(entries.items.filter((n) => n.chat_id === chat.id)).toEqual([expect.objectContaining({ title: '' })]);
    expect(scanDataFiles(server.dataDir, [FIRST, 'the night my sister'])).toEqual([]);
  });

  it('given a private chat flagged at risk, titled and tagged, then neither its title, its tags nor its flag are in the raw bytes', async () => {
    const chat = await privateChatAtRisk();

    expect(scanDataFiles(server.dataDir, [TITLE, DESCRIPTION, ...PRIVATE_METADATA_NEEDLES])).toEqual([]);
    const stored = await server.store.chats.get(chat.id);
    expect(stored).toMatchObject({ owner: 'sealer', title: '', description: '', tags: [], sealed: expect.any(Object) });
    const types = (await server.store.events.read(chat.id)).map((e) => e.type);
    expect(types).not.toContain('safety_flagged');
    expect(types).toContain('sealed');
  });

  it('given sealed chats, when the owner lists and searches them by words and topics, then they are found with their titles', async () => {
    const chat = await privateChatAtRisk();
    const as = api(server, owner.token);

    const mine = await ok<ChatSummary[]>(as.get('/api/chats/me'));
    const byWords = await ok<{ items: ChatSummary[]; total: number }>(as.post('/api/chats/search', { text: 'HOSPITAL' }));
    const byTopic = await ok<{ items: ChatSummary[] }>(as.post('/api/chats/search', { tags: ['depression'], limit: 100 }));
    const none = await ok<{ items: ChatSummary[]; total: number }>(as.post('/api/chats/search', { text: 'nowhere in any title' }));

    expect(mine.find((c) => c.id === chat.id)).toMatchObject({ title: TITLE, description: DESCRIPTION, tags: ['suicide', 'depression'] });
    expect(byWords.items.map((c) => c.id)).toContain(chat.id);
    expect(byWords.items.every((c) => c.title === TITLE)).toBe(true);
    expect(byTopic.items.map((c) => c.id)).toContain(chat.id);
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('given a sealed chat made public, then the public finds it in clear; made private again, then it is sealed again', async () => {
    const chat = await privateChatAtRisk();
    const as = api(server, owner.token);

    await ok(as.put(`/api/chats/share/${chat.id}`, { public: true }));
    const found = await ok<{ items: ChatSummary[] }>(api(server).post('/api/chats/explore/search', { text: 'hospital', limit: 100 }));
    expect(found.items.find((c) => c.id === chat.id)).toMatchObject({ title: TITLE, tags: ['suicide', 'depression'] });
    const clear = await server.store.chats.get(chat.id);
    expect(clear).toMatchObject({ title: TITLE, description: DESCRIPTION });
    expect(clear?.sealed ?? null).toBeNull();

    await ok(as.del(`/api/chats/share/${chat.id}?scope=public`));
    expect(await server.store.chats.get(chat.id)).toMatchObject({ title: '', description: '', tags: [], sealed: expect.any(Object) });
    expect((await ok<ChatInfo>(as.get(`/api/chats/info/${chat.id}`))).title).toBe(TITLE);
  });

  it('given the node restarts, when it folds the sealed log afresh, then the chat reads as before', async () => {
    const chat = await privateChatAtRisk();
    const other = await startTestServer({ store: server.store, dataDir: server.dataDir });
    try {
      const info = await ok<ChatInfo>(api(other, owner.token).get(`/api/chats/info/${chat.id}`));
      expect(info).toMatchObject({ title: TITLE, description: DESCRIPTION, tags: ['suicide', 'depression'] });
      expect(info.messages.some((m) => m.kind === 'safety')).toBe(true);
      await server.store.chats.delete(chat.id);
      expect((await other.app.recover()).rebuilt).toBeGreaterThan(0);
      expect(await server.store.chats.get(chat.id)).toMatchObject({ title: '', sealed: expect.any(Object) });
    } finally {
      await other.close();
    }
  });
});
