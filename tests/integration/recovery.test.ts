import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { createSealer } from '../../server/adapters/crypto/sealer.js';
import { sealedSummaries } from '../../server/application/chats/sealed-summaries.js';
import type { BotProvider, StoredChat } from '../../server/application/ports.js';
import { api, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
import { headers, signUp, startTestServer, type TestServer } from '../support/server.js';

/** A provider that says one word, then waits until the test lets it go: a node that dies mid-stream. */
function stuckProvider() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => { release = resolve; });
  const provider: BotProvider = {
    name: 'stuck',
    async *stream() {
      yield { type: 'text', delta: 'Hmm' };
      await released;
    },
  };
  return { provider, release };
}

const servers: TestServer[] = [];
afterAll(async () => { for (const s of servers.reverse()) await s.close(); });

describe('recovery after a crash', () => {
  it('given a summary lost behind the log, when the node recovers, then the summary is refolded from the events', async () => {
    const server = await startTestServer();
    servers.push(server);
    const user = await signUp(server, 'carol');
    const created = (await server.http.post('/api/chats/new/private').set(headers(user.token)).send({ message: 'note to self' })).body;
    await server.app.services.bots.idle();
    const chat = (await server.http.get(`/api/chats/info/${created.id}`).set(headers(user.token))).body;
    await server.store.chats.delete(chat.id);
    expect((await server.http.get('/api/chats/me').set(headers(user.token))).body).toHaveLength(0);
    const result = await server.app.recover();
    expect(result.rebuilt).toBe(1);
    const mine = (await server.http.get('/api/chats/me').set(headers(user.token))).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: chat.id, owner: 'carol', messages_count: 1, version: chat.version });
  });

  it('given a chat whose deletion was cut after its key was shredded, when the node recovers, then it starts and the owner can delete the chat again', async () => {
    const server = await startTestServer();
    servers.push(server);
    const user = await signUp(server, 'halfgone');
    const as = headers(user.token);
    const kept = (await server.http.post('/api/chats/new/private').set(as).send({ message: 'kept' })).body;
    const cut = (await server.http.post('/api/chats/new/private').set(as).send({ message: 'cut' })).body;
    expect((await server.http.put(`/api/chats/edit/${cut.id}`).set(as).send({ title: 'Half gone', description: '', tags: ['stress'] })).status).toBe(200);
    await server.app.services.bots.idle();
    await server.store.keys.delete(cut.id);
    await server.store.chats.delete(cut.id);
    await server.store.chats.delete(kept.id);

    // a node started afresh: no key of the cut chat is left in any cache
    const restarted = await startTestServer({ store: server.store, dataDir: server.dataDir });
    servers.push(restarted);
    expect(await restarted.app.recover()).toMatchObject({ rebuilt: 2 });
    expect((await restarted.http.delete(`/api/chats/delete/${cut.id}`).set(as)).status).toBe(204);
    expect(await restarted.store.events.read(cut.id)).toEqual([]);
    expect((await restarted.http.get('/api/chats/me').set(as)).body.map((c: { id: string }) => c.id)).toEqual([kept.id]);
  });

  it('given a pending reply with no lease (cut before leases were kept), when a node recovers, then it ends as ERROR; with a lease it is left to its node', async () => {
    const stuck = stuckProvider();
    const first = await startTestServer({ bots: stuck.provider });
    servers.push(first);
    const user = await signUp(first, 'dave');
    const chat = (await first.http.post('/api/chats/new/bot').set(headers(user.token)).send({ user_message: 'hello' })).body;
    expect(chat.messages.at(-1).status).toBe('PENDING');

    const later = await startTestServer({ store: first.store, dataDir: first.dataDir });
    servers.push(later);
    expect((await later.app.recover()).failed).toBe(0);
    expect(await first.store.leases.release(chat.messages.at(-1).id)).toBe(true);
    expect((await later.app.recover()).failed).toBe(1);
    const info = (await later.http.get(`/api/chats/info/${chat.id}`).set(headers(user.token))).body;
    expect(info.messages.at(-1)).toMatchObject({ sender: 'bot', status: 'ERROR', error_code: 'interrupted' });
    stuck.release();
    await first.app.services.bots.idle();
  });
});

/** The summaries as the application reads them: personal fields opened with the test master key. */
const summariesOf = (server: TestServer) => sealedSummaries(server.store.chats, createSealer(Buffer.alloc(32, 7), server.store.keys));

interface Seeded { owner: User; ids: string[]; summaries: (StoredChat | null)[]; sharedWithSam: string[]; mine: unknown }

/** Chats in every shape a summary records: edited, tagged, shared then closed; public; with a bot; shared then revoked. */
async function seedChats(server: TestServer): Promise<Seeded> {
  const { rowan1: owner, samsam1: sam } = await signUpAll(server, ['rowan1', 'samsam1']);
  const as = api(server, owner.token);
  const privateChat = async (message: string) => {
    const { id } = await ok<ChatInfo>(as.post('/api/chats/new/private', { message }), 201);
    await server.app.services.bots.idle(); // the topic tagger may add a tag after the answer
    return id;
  };
  const worries = await privateChat('a hard week');
  await ok(as.put(`/api/chats/edit/${worries}`, { title: 'Worries at work', description: 'long week', tags: ['stress', 'anxiety'] }));
  await ok(as.put(`/api/chats/share/${worries}`, { users: ['samsam1'] }));
  await acceptInvitation(server, sam.token, worries);
  await ok(api(server, sam.token).post(`/api/chats/${worries}/messages`, { message: 'I hear you' }), 201);
  await ok(as.put(`/api/chats/close/${worries}`));
  const open = await privateChat('notes for everyone');
  await ok(as.put(`/api/chats/share/${open}`, { public: true }));
  await ok(as.post(`/api/chats/${open}/tags`, { tag: 'depression' }), 201);
  const bot = (await ok<ChatInfo>(as.post('/api/chats/new/bot', { user_message: 'hello bot' }), 201)).id;
  const revoked = await privateChat('only for a while');
  await ok(as.put(`/api/chats/share/${revoked}`, { users: ['samsam1'], public: true }));
  await acceptInvitation(server, sam.token, revoked);
  await ok(as.del(`/api/chats/share/${revoked}?scope=all`));
  await server.app.services.bots.idle();
  const ids = [worries, open, bot, revoked];
  return {
    owner, ids,
    summaries: await Promise.all(ids.map((id) => summariesOf(server).get(id))),
    sharedWithSam: (await summariesOf(server).listSharedWith('samsam1')).map((c) => c.id),
    mine: await ok(as.get('/api/chats/me')),
  };
}

/** Damage straight in the SQLite file: a summary rewritten, one gone, one tampered with a version ahead of its log. */
function damage(dataDir: string, [worries, open, bot]: string[]) {
  const db = new Database(path.join(dataDir, 'psycare.sqlite'));
  try {
    db.prepare("UPDATE chats SET title = 'garbage', sealed = NULL, tags = '[]', shared_with = '[]', closed = 0, closed_at = NULL, messages_count = 0 WHERE id = ?").run(worries);
    db.prepare('DELETE FROM chat_shares WHERE chat_id = ?').run(worries);
    db.prepare('DELETE FROM chats WHERE id = ?').run(open);
    db.prepare("UPDATE chats SET public = 1, description = 'tampered', sealed = NULL, version = version + 100 WHERE id = ?").run(bot);
  } finally {
    db.close();
  }
}

async function expectAsSeeded(server: TestServer, seeded: Seeded) {
  expect(await Promise.all(seeded.ids.map((id) => summariesOf(server).get(id)))).toEqual(seeded.summaries);
  expect((await summariesOf(server).listSharedWith('samsam1')).map((c) => c.id)).toEqual(seeded.sharedWithSam);
  expect(await ok(api(server, seeded.owner.token).get('/api/chats/me'))).toEqual(seeded.mine);
}

describe('rebuilding every chat summary from the log (npm run rebuild-projections)', () => {
  it('given summaries corrupted and deleted in the SQLite file, when recover runs with rebuildAll, then each is as it was', async () => {
    const server = await startTestServer();
    servers.push(server);
    const seeded = await seedChats(server);
    expect(seeded.summaries[0]).toMatchObject({ title: 'Worries at work', tags: expect.arrayContaining(['stress', 'anxiety']), shared_with: ['samsam1'], closed: true, messages_count: 2 });
    expect(seeded.summaries[3]).toMatchObject({ public: false, shared_with: [], encrypted: true });
    damage(server.dataDir, seeded.ids);
    expect(await summariesOf(server).get(seeded.ids[0])).toMatchObject({ title: 'garbage', closed: false, messages_count: 0 });

    // catch-up alone trusts a stored version that is not behind the log: only the full rebuild repairs those
    await server.app.recover();
    expect(await summariesOf(server).get(seeded.ids[2])).toMatchObject({ description: 'tampered', public: true });
    expect(await server.app.recover(true)).toEqual({ chats: 4, rebuilt: 4, failed: 0 });
    await expectAsSeeded(server, seeded);
  });

  it('given the same damage, when the script runs as a child process on the data folder, then each summary is as it was', async () => {
    const first = await startTestServer();
    const seeded = await seedChats(first);
    await first.close();
    damage(first.dataDir, seeded.ids);

    const { stdout } = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['scripts/rebuild-projections.ts'], {
      env: { ...process.env, STORE: 'sqlite', DATA_DIR: first.dataDir, MASTER_KEY: Buffer.alloc(32, 7).toString('hex') },
      timeout: 60_000,
    });
    expect(stdout).toContain('rebuilt 4 of 4 chats; 0 interrupted replies closed');
    const again = await startTestServer({ dataDir: first.dataDir });
    servers.push(again);
    await expectAsSeeded(again, seeded);
  }, 90_000);
});
