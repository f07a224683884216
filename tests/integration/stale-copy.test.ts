import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { api, messageItems, newPrivateChat, signUpAll, type User } from '../support/chat-fixtures.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * A node decides a command on its own copy of the chat first, without reading the log. These are the cases
 * where that copy is stale because the other node changed the chat: the stale copy must never win.
 */
let here: TestServer;
let there: TestServer;
let owner: User;

beforeAll(async () => {
  here = await startTestServer();
  there = await startTestServer({ store: here.store, dataDir: here.dataDir });
  ({ staleowner: owner } = await signUpAll(here, ['staleowner']));
});
afterAll(async () => {
  await there?.close();
  await here?.close();
});

/** A chat both nodes have loaded (each holds a copy at the same version). */
async function chatOnBothNodes(): Promise<ChatInfo> {
  const chat = await newPrivateChat(here, owner, 'shared by two nodes');
  for (const node of [here, there]) expect((await api(node, owner.token).get(`/api/chats/info/${chat.id}`)).status).toBe(200);
  return chat;
}

describe("a node's stale copy of a chat", () => {
  it('given the other node posted, when this node posts, then both messages are stored in order', async () => {
    const chat = await chatOnBothNodes();

    expect((await api(there, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'from there' })).status).toBe(201);
    expect((await api(here, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'from here' })).status).toBe(201);

    const info = (await api(here, owner.token).get(`/api/chats/info/${chat.id}`)).body as ChatInfo;
    expect(messageItems(info.messages).map((m) => m.message)).toEqual(['shared by two nodes', 'from there', 'from here']);
  });

  it('given the other node closed the chat, when this node posts, then it is refused as closed', async () => {
    const chat = await chatOnBothNodes();

    expect((await api(there, owner.token).put(`/api/chats/close/${chat.id}`)).status).toBe(200);
    const refused = await api(here, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'too late' });

    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('chat_closed');
  });

  it('given the other node reopened a chat this node saw closed, when this node posts, then it is accepted', async () => {
    const chat = await chatOnBothNodes();
    expect((await api(here, owner.token).put(`/api/chats/close/${chat.id}`)).status).toBe(200);
    expect((await api(there, owner.token).get(`/api/chats/info/${chat.id}`)).body.closed).toBe(true);

    expect((await api(there, owner.token).put(`/api/chats/open/${chat.id}`)).status).toBe(200);
    const posted = await api(here, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'open again' });

    expect(posted.status).toBe(201);
  });

  it('given the other node deleted the chat, when this node posts, then it is gone: 404 and nothing stored', async () => {
    const chat = await chatOnBothNodes();

    expect((await api(there, owner.token).del(`/api/chats/delete/${chat.id}`)).status).toBe(204);
    const refused = await api(here, owner.token).post(`/api/chats/${chat.id}/messages`, { message: 'into the void' });

    expect(refused.status).toBe(404);
    expect(await here.store.events.read(chat.id)).toHaveLength(0);
  });
});
