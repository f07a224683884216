import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import type { ReportGroup } from '../../shared/moderation.js';
import { createSealer } from '../../server/adapters/crypto/sealer.js';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';
import type { Sealer, Store } from '../../server/application/ports.js';
import { api, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { shareAndAccept } from '../support/invitations.js';
import { signUpAs } from '../support/people-fixtures.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Staff see a reported message with the few before it wherever it sits in its chat: a node holds only the latest
 * 200 items of a chat after a cold load, so an older message is read by position from the timeline read model,
 * and only the items of that excerpt are decrypted.
 */

const POSTS = 230;
let server: TestServer;
let store: Store | null = null;

afterAll(async () => {
  await server?.close();
  await store?.close();
});

/** The test server's sealer, counting the timeline items (sealed under -seq) it opens while `counting` is on. */
function countingSealer(inner: Sealer) {
  const seen = { counting: false, items: 0 };
  const isItem = (seq: number | string) => typeof seq === 'number' && seq < 0 && seq > -(2 ** 40);
  const sealer: Sealer = {
    ...inner,
    open: (chatId, seq, sealed) => {
      if (seen.counting && isItem(seq)) seen.items += 1;
      return inner.open(chatId, seq, sealed);
    },
    openAll: (chatId, items) => {
      if (seen.counting) seen.items += items.filter((i) => isItem(i.seq)).length;
      return inner.openAll(chatId, items);
    },
  };
  return { sealer, seen };
}

let owner: User;
let member: User;
let admin: User;
let chatId: string;
let ids: string[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAs(server, 'ctxadm', 'admin');
  ({ ctxown: owner, ctxmem: member } = await signUpAll(server, ['ctxown', 'ctxmem']));
  const chat = await ok<ChatInfo>(api(server, owner.token).post('/api/chats/new/private', { message: 'post 0' }), 201);
  chatId = chat.id;
  ids = [(chat.messages[0] as MessageItem).id];
  for (let n = 1; n < POSTS; n++) {
    ids.push((await ok<MessageItem>(api(server, owner.token).post(`/api/chats/${chatId}/messages`, { message: `post ${n}` }), 201)).id);
  }
  // a private chat shared with one member: its items are sealed at rest
  await shareAndAccept(server, owner.token, chatId, { users: ['ctxmem'] }, [member.token]);
  await ok(api(server, member.token).post('/api/reports', { target: { type: 'message', id: ids[5], chat_id: chatId }, reason: 'harassment' }), 201);
  await ok(api(server, member.token).post('/api/reports', { target: { type: 'message', id: ids[1], chat_id: chatId }, reason: 'spam' }), 201);
  await ok(api(server, member.token).post('/api/reports', { target: { type: 'message', id: ids[POSTS - 1], chat_id: chatId }, reason: 'other' }), 201);

  // a fresh node: its copy of the chat holds only the latest 200 items
  const dataDir = server.dataDir;
  await server.close();
  store = await openSqliteStore(path.join(dataDir, 'psycare.sqlite'));
  const counting = countingSealer(createSealer(Buffer.alloc(32, 7), store.keys));
  server = await startTestServer({ dataDir, store, sealer: counting.sealer });
  seenBySealer = counting.seen;
}, 120_000);

let seenBySealer: { counting: boolean; items: number };

const texts = (group: ReportGroup | undefined) => group?.content.messages.map((m) => [m.text, m.reported]);

it('a message older than the latest 200 items reaches staff with its words and the few before it, opening only those', async () => {
  const queue = await ok<ReportGroup[]>(api(server, admin.token).get('/api/admin/reports?status=open'));
  expect(texts(queue.find((g) => g.target.id === ids[5]))).toEqual([
    ['post 2', false], ['post 3', false], ['post 4', false], ['post 5', true],
  ]);
  // near the beginning: only what there is before it
  expect(texts(queue.find((g) => g.target.id === ids[1]))).toEqual([['post 0', false], ['post 1', true]]);
  // the latest message, from the node's own copy
  expect(texts(queue.find((g) => g.target.id === ids[POSTS - 1]))).toEqual([
    [`post ${POSTS - 4}`, false], [`post ${POSTS - 3}`, false], [`post ${POSTS - 2}`, false], [`post ${POSTS - 1}`, true],
  ]);

  // with the chat's latest items held, reading the queue again decrypts the two old excerpts and nothing else
  seenBySealer.items = 0;
  seenBySealer.counting = true;
  await ok(api(server, admin.token).get('/api/admin/reports?status=open'));
  seenBySealer.counting = false;
  const [post5AndThreeBefore, post1AndOneBefore] = [1 + 3, 1 + 1];
  expect(seenBySealer.items).toBe(post5AndThreeBefore + post1AndOneBefore);
});
