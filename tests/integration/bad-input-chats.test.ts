import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo } from '../../shared/api.js';
import { api, newPrivateChat, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { headers, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let owner: User;
let chat: ChatInfo;
let eventsBefore: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ owner1: owner } = await signUpAll(server, ['owner1', 'bobby1']));
  chat = await newPrivateChat(server, owner, 'keep me');
  await ok(api(server, owner.token).post(`/api/chats/${chat.id}/tags`, { tag: 'anxiety' }), 201);
  eventsBefore = (await server.store.events.read(chat.id)).length;
});
afterAll(async () => { await server?.close(); });

interface Row {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** built from the fixture chat id and its first message id */
  path: (id: string, mid: string) => string;
  body?: unknown;
  /** sent as-is with a JSON content type */
  raw?: string;
  status?: number;
  code?: string;
}

const SEARCH_BODIES: [string, unknown, string?][] = [
  ['text of the wrong type', { text: 42 }],
  ['tags that are not an array', { tags: 'anxiety' }],
  ['a negative offset', { offset: -1 }],
  ['an offset given as a string', { offset: '0' }],
  ['limit 0', { limit: 0 }],
  ['limit 1000', { limit: 1000 }],
  ['a fractional limit', { limit: 2.5 }],
  ['an unknown sort', { sort: 'random' }],
  ['tags not in the topic list', { tags: ['happy'] }],
  ['a text of 10k chars', { text: 'x'.repeat(10_000) }],
  ['a date that is not a number', { from: 'yesterday' }],
  ['an unknown language', { language: 'fr' }],
  ['only_external_chats that is not a boolean', { only_external_chats: 'yes' }],
  ['an array instead of an object', [1, 2]],
];

const bad = (s: string) => encodeURIComponent(s);
const users51 = Array.from({ length: 51 }, (_, i) => `user${String(i).padStart(4, '0')}`);

const ROWS: Row[] = [
  ...SEARCH_BODIES.flatMap(([what, body]): Row[] => [
    { name: `search with ${what}`, method: 'post', path: () => '/api/chats/search', body },
    { name: `explore search with ${what}`, method: 'post', path: () => '/api/chats/explore/search', body },
  ]),
  { name: 'search with a body over 64kb', method: 'post', path: () => '/api/chats/search', body: { text: 'x'.repeat(70_000) }, status: 413, code: 'body_too_large' },
  { name: 'search with malformed JSON', method: 'post', path: () => '/api/chats/search', raw: '{"text": ', code: 'invalid_json' },

  { name: 'share with users that is not an array', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { users: 'bobby1' } },
  { name: 'share with 51 users', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { users: users51 } },
  { name: 'share with an unknown username', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { users: ['nobody99'] }, code: 'unknown_users' },
  { name: 'share with a known and an unknown username', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { users: ['bobby1', 'nobody99'] }, code: 'unknown_users' },
  { name: 'share with the owner themself', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { users: ['owner1'] }, code: 'cannot_share_with_owner' },
  { name: 'share with the owner in other case', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { users: ['OWNER1'] }, code: 'cannot_share_with_owner' },
  { name: 'share with a username that is not alphanumeric', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { users: ['bob!by'] }, code: 'username_alphanumeric' },
  { name: 'share with public that is not a boolean', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { public: 'yes' } },
  { name: 'share with a professional who is a plain user', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { professional: 'bobby1' }, status: 422, code: 'not_professional' },
  { name: 'share with a professional nobody has as username', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { professional: 'nobody99' }, status: 422, code: 'not_professional' },
  { name: 'share with a professional given as a number', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { professional: 42 } },
  { name: 'share with a professional given as a list', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { professional: ['bobby1'] } },
  { name: 'share with a professional that is not alphanumeric', method: 'put', path: (id) => `/api/chats/share/${id}`, body: { professional: 'dr.who' }, code: 'username_alphanumeric' },
  { name: 'share with nothing to share', method: 'put', path: (id) => `/api/chats/share/${id}`, body: {}, status: 409, code: 'nothing_to_share' },

  { name: 'revoke without a scope', method: 'delete', path: (id) => `/api/chats/share/${id}`, code: 'field_required' },
  { name: 'revoke with an unknown scope', method: 'delete', path: (id) => `/api/chats/share/${id}?scope=everyone` },
  { name: 'revoke with a repeated scope', method: 'delete', path: (id) => `/api/chats/share/${id}?scope=all&scope=public` },
  { name: 'revoke on a chat shared with nobody', method: 'delete', path: (id) => `/api/chats/share/${id}?scope=all`, status: 409, code: 'nothing_to_revoke' },

  { name: 'edit with an empty title', method: 'put', path: (id) => `/api/chats/edit/${id}`, body: { title: '' } },
  { name: 'edit with a blank title', method: 'put', path: (id) => `/api/chats/edit/${id}`, body: { title: '   ' } },
  { name: 'edit with a 121-char title', method: 'put', path: (id) => `/api/chats/edit/${id}`, body: { title: 't'.repeat(121) } },
  { name: 'edit without a title', method: 'put', path: (id) => `/api/chats/edit/${id}`, body: { description: 'no title' }, code: 'field_required' },
  { name: 'edit with tags outside the list', method: 'put', path: (id) => `/api/chats/edit/${id}`, body: { title: 'ok', tags: ['happy'] } },
  { name: 'edit with tags as a string', method: 'put', path: (id) => `/api/chats/edit/${id}`, body: { title: 'ok', tags: 'anxiety' } },
  { name: 'edit with a 1001-char description', method: 'put', path: (id) => `/api/chats/edit/${id}`, body: { title: 'ok', description: 'd'.repeat(1001) } },
  { name: 'edit with a JSON string body', method: 'put', path: (id) => `/api/chats/edit/${id}`, raw: '"just a title"' },

  { name: 'feedback with positive "yes"', method: 'put', path: (id, mid) => `/api/chats/${id}/messages/${mid}/feedback`, body: { positive: 'yes' } },
  { name: 'feedback with positive 1', method: 'put', path: (id, mid) => `/api/chats/${id}/messages/${mid}/feedback`, body: { positive: 1 } },
  { name: 'feedback without positive', method: 'put', path: (id, mid) => `/api/chats/${id}/messages/${mid}/feedback`, body: {}, code: 'field_required' },

  { name: 'add a tag outside the list', method: 'post', path: (id) => `/api/chats/${id}/tags`, body: { tag: 'happy' } },
  { name: 'add a tag without a tag', method: 'post', path: (id) => `/api/chats/${id}/tags`, body: {}, code: 'field_required' },
  { name: 'add a tag the chat already has', method: 'post', path: (id) => `/api/chats/${id}/tags`, body: { tag: 'anxiety' }, status: 409, code: 'tag_exists' },
  { name: 'remove a tag outside the list', method: 'delete', path: (id) => `/api/chats/${id}/tags/happy` },
  { name: 'remove a tag the chat does not have', method: 'delete', path: (id) => `/api/chats/${id}/tags/stress`, status: 404, code: 'tag_not_found' },

  { name: 'edit a message whose id is not a uuid', method: 'put', path: (id) => `/api/chats/${id}/messages/not-a-uuid`, body: { message: 'x' }, code: 'id_invalid' },
  { name: 'delete a message whose id is not a uuid', method: 'delete', path: (id) => `/api/chats/${id}/messages/123`, code: 'id_invalid' },
  { name: 'feedback on a message whose id is not a uuid', method: 'put', path: (id) => `/api/chats/${id}/messages/xyz/feedback`, body: { positive: true }, code: 'id_invalid' },
  { name: 'edit a message with an injection-like id', method: 'put', path: (id) => `/api/chats/${id}/messages/${bad("' OR 1=1 --")}`, body: { message: 'x' }, code: 'id_invalid' },
  { name: 'edit a message that does not exist', method: 'put', path: (id) => `/api/chats/${id}/messages/${randomUUID()}`, body: { message: 'x' }, status: 404, code: 'message_not_found' },
  { name: 'edit a message to empty text', method: 'put', path: (id, mid) => `/api/chats/${id}/messages/${mid}`, body: { message: '  ' }, code: 'message_empty' },
  { name: 'edit a message to 8001 chars', method: 'put', path: (id, mid) => `/api/chats/${id}/messages/${mid}`, body: { message: 'm'.repeat(8001) }, code: 'message_too_long' },
  { name: 'edit a message with a number as text', method: 'put', path: (id, mid) => `/api/chats/${id}/messages/${mid}`, body: { message: 42 } },
  { name: 'post with an answer id that is not a uuid', method: 'post', path: (id) => `/api/chats/${id}/messages`, body: { message: 'x', answer_message_id: 'nope' }, code: 'id_invalid' },

  { name: 'chat info with an id that is not a uuid', method: 'get', path: () => '/api/chats/info/abc', code: 'id_invalid' },
  { name: 'close with an id that is not a uuid', method: 'put', path: () => '/api/chats/close/abc', code: 'id_invalid' },
  { name: 'open with an id that is not a uuid', method: 'put', path: () => '/api/chats/open/abc', code: 'id_invalid' },
  { name: 'tags of an id that is not a uuid', method: 'post', path: () => '/api/chats/abc/tags', body: { tag: 'stress' }, code: 'id_invalid' },
  { name: 'share of an id that is not a uuid', method: 'put', path: () => '/api/chats/share/abc', body: { public: true }, code: 'id_invalid' },
  { name: 'delete of an id that is not a uuid', method: 'delete', path: () => `/api/chats/delete/${bad('../../etc')}`, code: 'id_invalid' },
  { name: 'follow of a missing chat', method: 'post', path: () => `/api/chats/follow/${randomUUID()}`, status: 404, code: 'chat_not_found' },
  { name: 'follow of an id that is not a uuid', method: 'post', path: () => '/api/chats/follow/nope', code: 'id_invalid' },
  { name: 'unfollow of an id that is not a uuid', method: 'delete', path: () => '/api/chats/follow/nope', code: 'id_invalid' },
  { name: 'mark read with an id that is not a uuid', method: 'put', path: () => '/api/notification/read/nope', code: 'id_invalid' },
];

function send(row: Row) {
  const path = row.path(chat.id, chat.messages[0].id);
  const req = server.http[row.method](path).set(headers(owner.token));
  if (row.raw !== undefined) return req.set('Content-Type', 'application/json').send(row.raw);
  return row.body === undefined ? req : req.send(row.body as object);
}

describe('bad input to the chat routes', () => {
  for (const row of ROWS) {
    it(`given ${row.name}, then ${row.status ?? 400}${row.code ? ` ${row.code}` : ''} with {detail, code}`, async () => {
      const res = await send(row);
      expect(res.status, JSON.stringify(res.body)).toBe(row.status ?? 400);
      expect(res.body).toEqual(expect.objectContaining({ detail: expect.stringMatching(/\S/), code: expect.stringMatching(/^[a-z_]+$/) }));
      expect(Object.keys(res.body).every((k) => ['detail', 'code', 'field'].includes(k))).toBe(true);
      if (row.code) expect(res.body.code).toBe(row.code);
    });
  }

  it('given all of the above, then the server still answers /api/health and the chat is unchanged', async () => {
    const health = await server.http.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(await server.store.events.read(chat.id)).toHaveLength(eventsBefore);
    const info = await ok<ChatInfo>(api(server, owner.token).get(`/api/chats/info/${chat.id}`));
    expect(info).toMatchObject({ title: chat.title, tags: ['anxiety'], shared_with: [], public: false, closed: false });
    expect(info.messages.map((m) => (m.kind === 'message' ? m.message : null))).toEqual(['keep me']);
  });
});
