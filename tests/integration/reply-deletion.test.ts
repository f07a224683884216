import { afterAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { api, messageItems, ok, signUpAll } from '../support/chat-fixtures.js';
import { heldProvider } from '../support/held-provider.js';
import { startTestServer, waitFor, type TestServer } from '../support/server.js';

const servers: TestServer[] = [];
afterAll(async () => { for (const s of servers.reverse()) await s.close(); });

describe('a bot reply deleted while it streams', () => {
  it('given the owner deleted the reply mid-stream, then it is stopped at once, the deletion marker stays and no text comes back', async () => {
    const held = heldProvider('Words that were ', 'deleted before the end');
    const server = await startTestServer({ bots: held.provider });
    servers.push(server);
    const { deleter } = await signUpAll(server, ['deleter']);
    const as = api(server, deleter.token);
    const chat = await ok<ChatInfo>(as.post('/api/chats/new/bot', { user_message: 'hello' }), 201);
    const reply = messageItems(chat.messages).find((m) => m.sender === 'bot');
    expect(reply?.status).toBe('PENDING');
    await waitFor(() => server.app.services.live.textOf(chat.id, reply!.id).length > 0);

    await ok(as.del(`/api/chats/${chat.id}/messages/${reply!.id}`));
    held.release();
    await server.app.services.bots.idle();

    const info = await ok<ChatInfo>(as.get(`/api/chats/info/${chat.id}`));
    const after = messageItems(info.messages).find((m) => m.id === reply!.id);
    // deleting it stopped it (issue 18): its stream ends there
    expect(after).toMatchObject({ message: null, deleted_by: 'deleter', status: 'STOPPED' });
    expect(after?.deleted_at_timestamp).toEqual(expect.any(Number));
    // the stored completion keeps no text either, and a node folding the log afresh agrees
    const completion = (await server.store.events.read(chat.id)).find((e) => e.type === 'bot_reply_completed');
    expect((completion?.data as { sealed: unknown }).sealed).toBeNull();
    const other = await startTestServer({ store: server.store, dataDir: server.dataDir });
    servers.push(other);
    const refolded = messageItems((await ok<ChatInfo>(api(other, deleter.token).get(`/api/chats/info/${chat.id}`))).messages);
    expect(refolded.find((m) => m.id === reply!.id)).toMatchObject({ message: null, deleted_by: 'deleter' });
  });
});
