import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { api, type User } from '../support/chat-fixtures.js';
import { scanDataFiles, sealedProjections, snapshotCount } from '../support/disk-scan.js';
import { signUp, startTestServer, type TestServer } from '../support/server.js';

/* A deleted chat is gone from the disk too: a public chat's title and description are stored in clear in the summary. */
const TITLE = 'Zq título borrado';
const DESCRIPTION = 'Zq a description that must not survive';

let server: TestServer;
let owner: User;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'shredder1');
});
afterAll(async () => { await server?.close(); });

describe('deleting a chat', () => {
  it('given a public chat with a title and description on disk, when its owner deletes it, then no byte of them is left in the data folder', async () => {
    const as = api(server, owner.token);
    const chat = (await as.post('/api/chats/new/private', { message: 'hello' })).body as ChatInfo;
    expect((await as.put(`/api/chats/edit/${chat.id}`, { title: TITLE, description: DESCRIPTION, tags: ['stress'] })).status).toBe(200);
    expect((await as.put(`/api/chats/share/${chat.id}`, { public: true })).status).toBe(200);
    expect(scanDataFiles(server.dataDir, [TITLE, DESCRIPTION])).not.toEqual([]);

    expect((await as.del(`/api/chats/delete/${chat.id}`)).status).toBe(204);

    expect(scanDataFiles(server.dataDir, [TITLE, DESCRIPTION])).toEqual([]);
  });

  it('given a long chat, when it is deleted, then its timeline read model and snapshots are gone from the disk, not only unreadable', async () => {
    const as = api(server, owner.token);
    const chat = (await as.post('/api/chats/new/private', { message: 'm0' })).body as ChatInfo;
    for (let i = 1; i < 110; i++) expect((await as.post(`/api/chats/${chat.id}/messages`, { message: `m${i}` })).status).toBe(201);
    const sealed = sealedProjections(server.dataDir, chat.id);
    expect(snapshotCount(server.dataDir, chat.id)).toBeGreaterThan(0);
    // the items saved at version 100 (98 messages: the title taken from m0 is the third event) and a snapshot
    expect(sealed.length).toBeGreaterThanOrEqual(99);
    expect(scanDataFiles(server.dataDir, sealed).length).toBeGreaterThan(0);

    expect((await as.del(`/api/chats/delete/${chat.id}`)).status).toBe(204);

    expect(sealedProjections(server.dataDir, chat.id)).toEqual([]);
    expect(scanDataFiles(server.dataDir, sealed)).toEqual([]);
  });
});
