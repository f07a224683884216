import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';
import { StoreUnavailable, type Store } from '../../server/application/ports.js';
import { api, messageItems, newPrivateChat, type User } from '../support/chat-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
import { signUp, startTestServer, tempDir, type TestServer } from '../support/server.js';

/** The store, except that the first `author_erased` append fails as if the database had gone away. */
function failingFirstErasureMark(store: Store): Store {
  let failed = false;
  const append: Store['events']['append'] = async (chatId, expected, events) => {
    if (!failed && events.some((e) => e.type === 'author_erased')) {
      failed = true;
      throw new StoreUnavailable();
    }
    return store.events.append(chatId, expected, events);
  };
  return { ...store, events: { ...store.events, append } };
}

describe('an erasure retried after a failure half-way', () => {
  let server: TestServer;
  let store: Store;
  let olga: User;
  let victim: User;

  beforeAll(async () => {
    store = await openSqliteStore(path.join(tempDir(), 'psycare.sqlite'));
    server = await startTestServer({ store: failingFirstErasureMark(store) });
    olga = await signUp(server, 'olgaretry');
    victim = await signUp(server, 'victimretry');
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it('given a chat rewritten but not yet marked, when the person retries, then the same pseudonym finds it and their messages end deleted', async () => {
    const chat: ChatInfo = await newPrivateChat(server, olga, 'olga asks');
    await api(server, olga.token).put(`/api/chats/share/${chat.id}`, { users: ['victimretry'] });
    await acceptInvitation(server, victim.token, chat.id);
    for (const message of ['first words', 'second words']) {
      expect((await api(server, victim.token).post(`/api/chats/${chat.id}/messages`, { message })).status).toBe(201);
    }

    const failed = await api(server, victim.token).del('/api/users/me');
    expect([failed.status, failed.body.code]).toEqual([503, 'store_unavailable']);
    const retried = await api(server, victim.token).del('/api/users/me');
    expect(retried.status).toBeLessThan(300);

    const info = (await api(server, olga.token).get(`/api/chats/info/${chat.id}`)).body as ChatInfo;
    const theirs = messageItems(info.messages).filter((m) => m.author.startsWith('deleted-'));
    expect(theirs).toHaveLength(2);
    expect(new Set(theirs.map((m) => m.author)).size).toBe(1);
    for (const message of theirs) expect(message).toMatchObject({ message: null, deleted_at_timestamp: expect.any(Number) });
    expect(JSON.stringify(info)).not.toContain('victimretry');
  });
});
