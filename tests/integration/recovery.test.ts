import { afterAll, describe, expect, it } from 'vitest';
import type { BotProvider } from '../../server/application/ports.js';
import { ABANDONED_AFTER_MS } from '../../server/application/recovery.js';
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

  it('given a reply left pending by a dead node, when another node recovers later, then it ends as ERROR, not pending forever', async () => {
    const stuck = stuckProvider();
    const first = await startTestServer({ bots: stuck.provider });
    servers.push(first);
    const user = await signUp(first, 'dave');
    const chat = (await first.http.post('/api/chats/new/bot').set(headers(user.token)).send({ user_message: 'hello' })).body;
    expect(chat.messages.at(-1).status).toBe('PENDING');

    const soon = await startTestServer({ store: first.store, dataDir: first.dataDir });
    servers.push(soon);
    expect((await soon.app.recover()).failed).toBe(0);

    const later = await startTestServer({ store: first.store, dataDir: first.dataDir, clock: () => Date.now() + ABANDONED_AFTER_MS + 1000 });
    servers.push(later);
    expect((await later.app.recover()).failed).toBe(1);
    const info = (await later.http.get(`/api/chats/info/${chat.id}`).set(headers(user.token))).body;
    expect(info.messages.at(-1)).toMatchObject({ sender: 'bot', status: 'ERROR', error_code: 'interrupted' });
    stuck.release();
    await first.app.services.bots.idle();
  });
});
