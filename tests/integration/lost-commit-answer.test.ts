import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';
import { StoreUnavailable, type Store } from '../../server/application/ports.js';
import { api, messageItems, type User } from '../support/chat-fixtures.js';
import { signUp, startTestServer, tempDir, type TestServer } from '../support/server.js';

type Loss = 'none' | 'after-commit' | 'before-commit';

/**
 * The store, except that the next append that starts a bot reply loses its answer: after it committed (the
 * reply is in the log) or before (it is not). Either way the caller hears StoreUnavailable(mayHaveCommitted).
 */
function losingAnswers(store: Store) {
  let next: Loss = 'none';
  const append: Store['events']['append'] = async (chatId, expected, events) => {
    const loss = events.some((e) => e.type === 'bot_reply_started') ? next : 'none';
    if (loss === 'none') return store.events.append(chatId, expected, events);
    next = 'none';
    if (loss === 'after-commit') await store.events.append(chatId, expected, events);
    throw new StoreUnavailable(true);
  };
  return { store: { ...store, events: { ...store.events, append } }, lose: (loss: Loss) => { next = loss; } };
}

describe('a post whose append loses its answer', () => {
  let server: TestServer;
  let store: Store;
  let lose: (loss: Loss) => void;
  let user: User;
  let chatId: string;

  beforeAll(async () => {
    store = await openSqliteStore(path.join(tempDir(), 'psycare.sqlite'));
    const losing = losingAnswers(store);
    lose = losing.lose;
    server = await startTestServer({ store: losing.store });
    user = await signUp(server, 'lostanswer');
    chatId = (await api(server, user.token).post('/api/chats/new/bot', { user_message: 'hello' })).body.id;
    await server.app.services.bots.idle();
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const used = async () => (await api(server, user.token).get('/api/usage/today')).body.used as number;
  const botReplies = async () => messageItems(((await api(server, user.token).get(`/api/chats/info/${chatId}`)).body as ChatInfo).messages)
    .filter((m) => m.sender === 'bot');
  /** Until every settling and every reply it started has finished. */
  const settled = async () => {
    for (let round = 0; round < 3; round++) await server.app.services.bots.idle();
  };

  it('given the reply was recorded, when the store answers again, then the reply gets its runner and the allowance stays spent', async () => {
    expect(await used()).toBe(1);
    lose('after-commit');

    const post = await api(server, user.token).post(`/api/chats/${chatId}/messages`, { message: 'are you there?' });
    expect([post.status, post.body.code]).toEqual([503, 'store_unavailable']);
    await settled();

    const replies = await botReplies();
    expect(replies).toHaveLength(2);
    expect(replies.map((r) => r.status)).toEqual(['OK', 'OK']);
    expect(replies[1].message).toBeTruthy();
    expect(await used()).toBe(2);
  });

  it('given the reply was not recorded, when the store answers again, then the allowance goes back and no reply waits', async () => {
    lose('before-commit');

    const post = await api(server, user.token).post(`/api/chats/${chatId}/messages`, { message: 'still there?' });
    expect(post.status).toBe(503);
    expect(await used()).toBe(3);
    await settled();

    expect(await used()).toBe(2);
    expect((await botReplies()).map((r) => r.status)).toEqual(['OK', 'OK']);
  });
});
