import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import { api, messageItems, ok, type User } from '../support/chat-fixtures.js';
import { startNode, type NodeProcess } from '../support/cluster.js';
import { API_KEY, signUp, tempDir } from '../support/server.js';

/*
 * The real server as a child process (tsx server/main.ts) is killed with SIGKILL while a slow bot reply
 * streams, then started again on the same data folder: the reply must not stay PENDING.
 */
const dataDir = tempDir('psycare-kill9-');
const env = {
  API_KEY, MASTER_KEY: Buffer.alloc(32, 11).toString('base64'), JWT_SECRET: 'k'.repeat(48), BOT_CHUNK_DELAY_MS: '400',
};
const nodes: NodeProcess[] = [];
afterAll(async () => {
  for (const node of nodes) await node.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(name: string) {
  const node = await startNode(name, dataDir, env);
  nodes.push(node);
  return node;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('kill -9 in the middle of a bot reply', () => {
  it('given a reply streaming when the server is killed, when it restarts, then the reply is ERROR within 10 s, usage is back and retry works', async () => {
    const first = await start('first');
    const { username, token } = await signUp(first.server, 'killnine');
    const user: User = { username, token };
    const usage = async (node: NodeProcess) => (await ok<{ used: number }>(api(node.server, user.token).get('/api/usage/today'))).used;
    const before = await usage(first);
    const chat = await ok<ChatInfo>(api(first.server, user.token).post('/api/chats/new/bot', { user_message: 'I had a long day at work' }), 201);
    const reply = messageItems(chat.messages).find((m) => m.sender === 'bot') as MessageItem;
    expect(reply.status).toBe('PENDING');
    expect(await usage(first)).toBe(before + 1);
    await sleep(800); // a few chunks are out
    const streaming = messageItems((await ok<ChatInfo>(api(first.server, user.token).get(`/api/chats/info/${chat.id}`))).messages);
    expect(streaming.find((m) => m.id === reply.id)?.status).toBe('PENDING');

    await first.kill();
    const second = await start('second');
    const restarted = Date.now();
    const readReply = async () =>
      messageItems((await ok<ChatInfo>(api(second.server, user.token).get(`/api/chats/info/${chat.id}`))).messages).find((m) => m.id === reply.id);
    let after = await readReply();
    while (after?.status === 'PENDING' && Date.now() - restarted < 15_000) {
      await sleep(200);
      after = await readReply();
    }

    expect(after).toMatchObject({ status: 'ERROR', error_code: 'interrupted' });
    console.log(`[kill-nine] the reply was ERROR ${Date.now() - restarted} ms after the restart`);
    expect(Date.now() - restarted).toBeLessThan(10_000);
    expect(await usage(second)).toBe(before);
    const retried = await ok<MessageItem>(api(second.server, user.token).post(`/api/chats/${chat.id}/messages/${reply.id}/retry`), 201);
    expect(retried.status).toBe('PENDING');
    expect(await usage(second)).toBe(before + 1);
  }, 90_000);
});
