import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, ChatSummary } from '../../shared/api.js';
import { api, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { acceptInvitation } from '../support/invitations.js';
import { headers, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let alice: User;
let users: Record<string, User>;
const chats = {} as Record<'aliceOwn' | 'examStress' | 'botTalk' | 'bobAlone' | 'sleep', ChatInfo>;

/** Distinct creation times, so every order below is decided by the sort and not by the id tie-break. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function newChat(owner: User, edit: { title: string; tags: string[] }, shareWith: string[], language: 'es' | 'en' = 'en', bot = false) {
  await tick();
  const path = bot ? '/api/chats/new/bot' : '/api/chats/new/private';
  const body = bot ? { user_message: 'hello there' } : { message: 'hello there' };
  const chat = await ok<ChatInfo>(server.http.post(path).set(headers(owner.token, language)).send(body), 201);
  // the bot's reply and the topic tagger append to the chat: let them finish so update times are settled
  await server.app.services.bots.idle();
  await ok(api(server, owner.token).put(`/api/chats/edit/${chat.id}`, { ...edit, description: '' }));
  if (shareWith.length) await ok(api(server, owner.token).put(`/api/chats/share/${chat.id}`, { users: shareWith }));
  for (const name of shareWith) await acceptInvitation(server, users[name].token, chat.id);
  return chat;
}

beforeAll(async () => {
  server = await startTestServer();
  users = await signUpAll(server, ['alice1', 'bobby1', 'carol1']);
  alice = users.alice1;
  chats.aliceOwn = await newChat(alice, { title: 'My own exam stress', tags: ['stress'] }, []);
  chats.examStress = await newChat(users.bobby1, { title: 'Exam stress', tags: ['stress'] }, ['alice1']);
  chats.botTalk = await newChat(users.bobby1, { title: 'Talking with the bot', tags: ['stress', 'anxiety'] }, ['alice1'], 'en', true);
  chats.bobAlone = await newChat(users.bobby1, { title: 'Exam stress, not shared', tags: ['stress'] }, []);
  chats.sleep = await newChat(users.carol1, { title: 'Sueño y ansiedad', tags: ['anxiety'] }, ['alice1'], 'es');
});
afterAll(async () => { await server?.close(); });

async function external(filters: object = {}) {
  const found = await ok<{ items: ChatSummary[]; total: number }>(
    api(server, alice.token).post('/api/chats/search', { only_external_chats: true, ...filters }),
  );
  return { ids: found.items.map((c) => c.id), total: found.total };
}

describe('POST /api/chats/search with only_external_chats', () => {
  it('given no filters, then only others\' chats shared with me, newest first', async () => {
    expect(await external()).toEqual({ ids: [chats.sleep.id, chats.botTalk.id, chats.examStress.id], total: 3 });
  });

  it('given text, tags, bot or language, then each filters the shared chats as in the other searches', async () => {
    expect((await external({ text: 'EXAM' })).ids).toEqual([chats.examStress.id]);
    expect((await external({ text: 'sueño' })).ids).toEqual([chats.sleep.id]);
    expect((await external({ tags: ['anxiety'] })).ids).toEqual([chats.sleep.id, chats.botTalk.id]);
    expect((await external({ tags: ['anxiety', 'stress'] })).ids).toEqual([chats.botTalk.id]);
    expect((await external({ bot: null })).ids).toEqual([chats.sleep.id, chats.examStress.id]);
    expect((await external({ bot: chats.botTalk.bot })).ids).toEqual([chats.botTalk.id]);
    expect((await external({ language: 'es' })).ids).toEqual([chats.sleep.id]);
  });

  it('given a creation date range, then only chats created inside it, both ends included', async () => {
    const from = chats.botTalk.created_at_timestamp;
    const to = chats.sleep.created_at_timestamp - 1;
    expect(await external({ from, to })).toEqual({ ids: [chats.botTalk.id], total: 1 });
    expect((await external({ from: chats.sleep.created_at_timestamp })).ids).toEqual([chats.sleep.id]);
  });

  it('given a sort and a page, then the order and the page follow them, and total counts every match', async () => {
    expect((await external({ sort: 'oldest' })).ids).toEqual([chats.examStress.id, chats.botTalk.id, chats.sleep.id]);
    expect(await external({ sort: 'oldest', offset: 1, limit: 1 })).toEqual({ ids: [chats.botTalk.id], total: 3 });
    await tick();
    await ok(api(server, alice.token).post(`/api/chats/${chats.examStress.id}/messages`, { message: 'bumping this one' }), 201);
    expect((await external({ sort: 'updated' })).ids).toEqual([chats.examStress.id, chats.sleep.id, chats.botTalk.id]);
  });

  it('given the same filters without only_external_chats, then my own chat matches too', async () => {
    const found = await ok<{ items: ChatSummary[] }>(api(server, alice.token).post('/api/chats/search', { text: 'exam', sort: 'oldest' }));
    expect(found.items.map((c) => c.id)).toEqual([chats.aliceOwn.id, chats.examStress.id]);
  });
});
