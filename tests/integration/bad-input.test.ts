import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { SignJWT } from 'jose';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY, connectSocket, headers, signUp, startTestServer, type ClientSocket, type TestServer,
} from '../support/server.js';

/*
 * Bad input against the real server: every refusal is a 4xx (never a 5xx) with a JSON `{detail, code}` body,
 * and the server keeps answering afterwards.
 */

const JWT_SECRET = new TextEncoder().encode('bad-input-suite-secret-'.padEnd(48, 'k'));
const PASSWORD = 'Str0ng!pass';

interface Login { username: string; token: string }
interface World {
  alice: Login;
  bob: Login;
  /** a private chat of alice's */
  chatId: string;
  tokens: Record<'random' | 'algNone' | 'otherSecret' | 'tampered' | 'expired' | 'unknownSession' | 'loggedOut' | 'huge', string>;
}

type Lazy<T> = T | ((w: World) => T);
type Method = 'GET' | 'POST';
interface Row {
  name: string;
  method: Method;
  path: Lazy<string>;
  headers?: Lazy<Record<string, string>>;
  body?: Lazy<unknown>;
  rawBody?: string | Buffer;
  /** sent with rawBody; application/json unless given */
  contentType?: string;
  extraHeaders?: Record<string, string>;
  expectStatus: number | number[];
  /** the exact `code` expected, for the rows where it is part of the contract */
  code?: string;
  /** also checked in both languages: the `detail` differs between es and en */
  bilingual?: boolean;
}

let server: TestServer;
let world: World;

const resolve = <T>(value: Lazy<T>, w: World): T => (typeof value === 'function' ? (value as (w: World) => T)(w) : value);

// ---- header sets ---------------------------------------------------------------------------------------
const anonymous = headers();
const noKey = { 'X-LANGUAGE': 'en' };
const wrongKey = { 'X-API-KEY': `${API_KEY}-nope`, 'X-LANGUAGE': 'en' };
const asAlice = (w: World) => headers(w.alice.token);
const asBob = (w: World) => headers(w.bob.token);
const withToken = (name: keyof World['tokens']) => (w: World) => headers(w.tokens[name]);

// ---- bodies --------------------------------------------------------------------------------------------
const registration = (over: Record<string, unknown> = {}) => ({
  email: 'newcomer@example.com', username: 'newcomer1', password: PASSWORD, password2: PASSWORD, privacyPolicy: true, ...over,
});
const weak = (password: string) => registration({ password, password2: password });
const reset = (over: Record<string, unknown> = {}) => ({ token: 'x'.repeat(43), password: PASSWORD, password2: PASSWORD, ...over });
const huge = 'x'.repeat(70_000);
const bomb = gzipSync(JSON.stringify({ message: 'a'.repeat(300_000) }));
const MISSING_CHAT = '00000000-0000-4000-8000-000000000000';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string; role: string };

// ---- the table -----------------------------------------------------------------------------------------
const R = (method: Method, path: Lazy<string>, name: string, rest: Omit<Row, 'name' | 'method' | 'path'>): Row => ({ name, method, path, ...rest });

const REGISTER = '/api/auth/register/user';
const LOGIN = '/api/auth/login';
const GOOGLE = '/api/auth/oauth/google/login';
const REMEMBER = '/api/auth/remember/password';
const RESET = '/api/auth/remember/password/verify';
const VERIFY = '/api/auth/signup/verify';
const LOGOUT = '/api/auth/logout';
const MY_CHATS = '/api/chats/me';
const NEW_BOT = '/api/chats/new/bot';
const NEW_PRIVATE = '/api/chats/new/private';
const info = (id: string) => `/api/chats/info/${id}`;
const explore = (id: string) => `/api/chats/explore/info/${id}`;
const messages = (id: string) => `/api/chats/${id}/messages`;
const aliceMessages = (w: World) => messages(w.chatId);

const rows: Row[] = [
  // register: body shapes
  R('POST', REGISTER, 'register: malformed JSON', { headers: anonymous, rawBody: '{"a":', expectStatus: 400, code: 'invalid_json', bilingual: true }),
  R('POST', REGISTER, 'register: a JSON array', { headers: anonymous, rawBody: '[1,2,3]', expectStatus: [400, 422] }),
  R('POST', REGISTER, 'register: a JSON null', { headers: anonymous, rawBody: 'null', expectStatus: [400, 422] }),
  R('POST', REGISTER, 'register: a JSON string', { headers: anonymous, rawBody: '"hello"', expectStatus: [400, 422] }),
  R('POST', REGISTER, 'register: a JSON number', { headers: anonymous, rawBody: '42', expectStatus: [400, 422] }),
  R('POST', REGISTER, 'register: a text/plain body', { headers: anonymous, rawBody: 'username=x', contentType: 'text/plain', expectStatus: [400, 415, 422] }),
  R('POST', REGISTER, 'register: {"$where": "1"}', { headers: anonymous, body: { $where: '1' }, expectStatus: [400, 422], code: 'field_required' }),
  R('POST', REGISTER, 'register: no fields', { headers: anonymous, body: {}, expectStatus: [400, 422], code: 'field_required', bilingual: true }),
  R('POST', REGISTER, 'register: body over 64 kB', { headers: anonymous, body: registration({ username: huge }), expectStatus: 413, code: 'body_too_large' }),
  // register: wrong types
  R('POST', REGISTER, 'register: username is a number', { headers: anonymous, body: registration({ username: 12345 }), expectStatus: [400, 422], code: 'invalid_input' }),
  R('POST', REGISTER, 'register: email is an array', { headers: anonymous, body: registration({ email: ['a@example.com'] }), expectStatus: [400, 422] }),
  R('POST', REGISTER, 'register: password is an object', { headers: anonymous, body: registration({ password: { $gt: '' } }), expectStatus: [400, 422] }),
  R('POST', REGISTER, 'register: privacyPolicy "true" as a string', { headers: anonymous, body: registration({ privacyPolicy: 'true' }), expectStatus: [400, 422], code: 'privacy_required' }),
  R('POST', REGISTER, 'register: privacyPolicy false', { headers: anonymous, body: registration({ privacyPolicy: false }), expectStatus: [400, 422], code: 'privacy_required', bilingual: true }),
  R('POST', REGISTER, 'register: privacyPolicy missing', { headers: anonymous, body: registration({ privacyPolicy: undefined }), expectStatus: [400, 422] }),
  // register: usernames
  R('POST', REGISTER, 'register: username of 31 characters', { headers: anonymous, body: registration({ username: 'a'.repeat(31) }), expectStatus: [400, 422], code: 'username_length' }),
  R('POST', REGISTER, 'register: username "ab"', { headers: anonymous, body: registration({ username: 'ab' }), expectStatus: [400, 422], code: 'username_length' }),
  R('POST', REGISTER, 'register: username "has space"', { headers: anonymous, body: registration({ username: 'has space' }), expectStatus: [400, 422], code: 'username_alphanumeric' }),
  R('POST', REGISTER, 'register: username "ñandú"', { headers: anonymous, body: registration({ username: 'ñandú' }), expectStatus: [400, 422], code: 'username_alphanumeric' }),
  R('POST', REGISTER, 'register: username "<script>"', { headers: anonymous, body: registration({ username: '<script>' }), expectStatus: [400, 422], code: 'username_alphanumeric' }),
  R('POST', REGISTER, 'register: username already taken', { headers: anonymous, body: registration({ username: 'alice01' }), expectStatus: [400, 409], code: 'username_taken' }),
  // register: passwords
  R('POST', REGISTER, 'register: password under 8 characters', { headers: anonymous, body: weak('Sh0rt!'), expectStatus: [400, 422], code: 'password_length' }),
  R('POST', REGISTER, 'register: password with no uppercase', { headers: anonymous, body: weak('n0upper!case'), expectStatus: [400, 422], code: 'password_uppercase', bilingual: true }),
  R('POST', REGISTER, 'register: password with no number', { headers: anonymous, body: weak('NoNumbers!!'), expectStatus: [400, 422], code: 'password_number' }),
  R('POST', REGISTER, 'register: password with no special character', { headers: anonymous, body: weak('NoSpecial123'), expectStatus: [400, 422], code: 'password_special' }),
  R('POST', REGISTER, 'register: password of 257 characters', { headers: anonymous, body: weak(`A1!${'a'.repeat(254)}`), expectStatus: [400, 422], code: 'password_length' }),
  R('POST', REGISTER, 'register: password2 does not match', { headers: anonymous, body: registration({ password2: 'Str0ng!pasS' }), expectStatus: [400, 422], code: 'password_mismatch' }),
  // register: e-mails
  R('POST', REGISTER, 'register: e-mail "not-an-email"', { headers: anonymous, body: registration({ email: 'not-an-email' }), expectStatus: [400, 422], code: 'email_invalid' }),
  R('POST', REGISTER, 'register: e-mail "a@b"', { headers: anonymous, body: registration({ email: 'a@b' }), expectStatus: [400, 422], code: 'email_invalid' }),
  R('POST', REGISTER, 'register: e-mail "two@@example.com"', { headers: anonymous, body: registration({ email: 'two@@example.com' }), expectStatus: [400, 422], code: 'email_invalid' }),
  R('POST', REGISTER, 'register: e-mail of 300 characters', { headers: anonymous, body: registration({ email: `${'a'.repeat(288)}@example.com` }), expectStatus: [400, 422], code: 'email_invalid' }),
  R('POST', REGISTER, 'register: no X-API-KEY', { headers: noKey, body: registration(), expectStatus: 401, code: 'bad_api_key' }),

  // login
  R('POST', LOGIN, 'login: operator objects', { headers: anonymous, body: { username_email: { $gt: '' }, password: { $gt: '' } }, expectStatus: [400, 422], code: 'invalid_input' }),
  R('POST', LOGIN, 'login: {"$where": "1"}', { headers: anonymous, body: { $where: '1' }, expectStatus: [400, 422], code: 'field_required' }),
  R('POST', LOGIN, 'login: malformed JSON', { headers: anonymous, rawBody: '{"a":', expectStatus: 400, code: 'invalid_json' }),
  R('POST', LOGIN, 'login: a JSON array', { headers: anonymous, rawBody: '[{"username_email":"alice01"}]', expectStatus: [400, 422] }),
  R('POST', LOGIN, 'login: password missing', { headers: anonymous, body: { username_email: 'alice01' }, expectStatus: [400, 422], code: 'field_required' }),
  R('POST', LOGIN, 'login: password is a number', { headers: anonymous, body: { username_email: 'alice01', password: 12345678 }, expectStatus: [400, 422] }),
  R('POST', LOGIN, 'login: username_email of 255 characters', { headers: anonymous, body: { username_email: 'a'.repeat(255), password: PASSWORD }, expectStatus: [400, 422] }),
  R('POST', LOGIN, 'login: body over 64 kB', { headers: anonymous, body: { username_email: 'alice01', password: huge }, expectStatus: 413, code: 'body_too_large', bilingual: true }),
  R('POST', LOGIN, 'login: gzip body that inflates past 64 kB', { headers: anonymous, rawBody: bomb, extraHeaders: { 'Content-Encoding': 'gzip' }, expectStatus: 413, code: 'body_too_large' }),
  R('POST', LOGIN, 'login: unknown Content-Encoding', { headers: anonymous, rawBody: '{}', extraHeaders: { 'Content-Encoding': 'bogus' }, expectStatus: [400, 415] }),
  R('POST', LOGIN, 'login: unsupported charset', { headers: anonymous, rawBody: '{}', contentType: 'application/json; charset=klingon', expectStatus: [400, 415] }),
  R('POST', LOGIN, 'login: wrong password', { headers: anonymous, body: { username_email: 'alice01', password: 'Wr0ng!pass' }, expectStatus: 401, code: 'bad_credentials', bilingual: true }),
  R('POST', LOGIN, 'login: unknown account', { headers: anonymous, body: { username_email: 'nobody99', password: PASSWORD }, expectStatus: 401, code: 'bad_credentials' }),
  R('POST', LOGIN, 'login: no X-API-KEY', { headers: noKey, body: { username_email: 'alice01', password: PASSWORD }, expectStatus: 401, code: 'bad_api_key' }),
  R('POST', LOGIN, 'login: wrong X-API-KEY', { headers: wrongKey, body: { username_email: 'alice01', password: PASSWORD }, expectStatus: 401, code: 'bad_api_key', bilingual: true }),

  // google login
  R('POST', GOOGLE, 'google: no access_token', { headers: anonymous, body: {}, expectStatus: [400, 422], code: 'field_required' }),
  R('POST', GOOGLE, 'google: access_token is a number', { headers: anonymous, body: { access_token: 42 }, expectStatus: [400, 422] }),
  R('POST', GOOGLE, 'google: access_token of 4,097 characters', { headers: anonymous, body: { access_token: 'a'.repeat(4097) }, expectStatus: [400, 422] }),
  R('POST', GOOGLE, 'google: a JSON array', { headers: anonymous, rawBody: '["token"]', expectStatus: [400, 422] }),
  R('POST', GOOGLE, 'google: a token Google does not know', { headers: anonymous, body: { access_token: 'ya29.unknown' }, expectStatus: [400, 401], code: 'google_token_invalid' }),

  // remember password / reset
  R('POST', REMEMBER, 'remember: no fields', { headers: anonymous, body: {}, expectStatus: [400, 422], code: 'field_required' }),
  R('POST', REMEMBER, 'remember: operator object', { headers: anonymous, body: { username_email: { $ne: null } }, expectStatus: [400, 422] }),
  R('POST', REMEMBER, 'remember: username_email of 255 characters', { headers: anonymous, body: { username_email: 'a'.repeat(255) }, expectStatus: [400, 422] }),
  R('POST', REMEMBER, 'remember: malformed JSON', { headers: anonymous, rawBody: '{"a":', expectStatus: 400, code: 'invalid_json' }),
  R('POST', RESET, 'reset: no fields', { headers: anonymous, body: {}, expectStatus: [400, 422], code: 'field_required' }),
  R('POST', RESET, 'reset: token too short', { headers: anonymous, body: reset({ token: 'abc' }), expectStatus: [400, 422] }),
  R('POST', RESET, 'reset: token is a number', { headers: anonymous, body: reset({ token: 1234567890123456 }), expectStatus: [400, 422] }),
  R('POST', RESET, 'reset: weak new password', { headers: anonymous, body: reset({ password: 'weakpass1!', password2: 'weakpass1!' }), expectStatus: [400, 422], code: 'password_uppercase' }),
  R('POST', RESET, 'reset: password2 does not match', { headers: anonymous, body: reset({ password2: 'Other!pass1' }), expectStatus: [400, 422], code: 'password_mismatch' }),
  R('POST', RESET, 'reset: a well-formed token nobody issued', { headers: anonymous, body: reset(), expectStatus: [400, 404], code: 'token_invalid' }),

  // signup verify
  R('GET', VERIFY, 'verify: no token', { headers: anonymous, expectStatus: [400, 422], code: 'field_required' }),
  R('GET', `${VERIFY}?token=abc`, 'verify: token too short', { headers: anonymous, expectStatus: [400, 422] }),
  R('GET', `${VERIFY}?token=${'a'.repeat(20)}&token=${'b'.repeat(20)}`, 'verify: token given twice', { headers: anonymous, expectStatus: [400, 422] }),
  R('GET', `${VERIFY}?token=${'a'.repeat(300)}`, 'verify: token of 300 characters', { headers: anonymous, expectStatus: [400, 422] }),
  R('GET', `${VERIFY}?token=${'z'.repeat(43)}`, 'verify: a well-formed token nobody issued', { headers: anonymous, expectStatus: [400, 404], code: 'token_invalid', bilingual: true }),

  // logout and forged tokens
  R('GET', LOGOUT, 'logout: no token', { headers: anonymous, expectStatus: 401, code: 'unauthorized' }),
  R('GET', LOGOUT, 'logout: a random string token', { headers: withToken('random'), expectStatus: 401, code: 'unauthorized', bilingual: true }),
  R('GET', MY_CHATS, 'my chats: no token', { headers: anonymous, expectStatus: 401, code: 'unauthorized' }),
  R('GET', MY_CHATS, 'my chats: a random string token', { headers: withToken('random'), expectStatus: 401, code: 'unauthorized' }),
  R('GET', MY_CHATS, 'my chats: JWT with alg none', { headers: withToken('algNone'), expectStatus: 401, code: 'unauthorized' }),
  R('GET', MY_CHATS, 'my chats: JWT signed with another secret', { headers: withToken('otherSecret'), expectStatus: 401, code: 'unauthorized' }),
  R('GET', MY_CHATS, 'my chats: real token with a flipped payload character', { headers: withToken('tampered'), expectStatus: 401, code: 'unauthorized' }),
  R('GET', MY_CHATS, 'my chats: expired token (right secret, real session)', { headers: withToken('expired'), expectStatus: 401, code: 'unauthorized' }),
  R('GET', MY_CHATS, 'my chats: right secret but a session that never existed', { headers: withToken('unknownSession'), expectStatus: 401, code: 'unauthorized' }),
  R('GET', MY_CHATS, 'my chats: token of a logged-out session', { headers: withToken('loggedOut'), expectStatus: 401, code: 'unauthorized' }),
  R('GET', MY_CHATS, 'my chats: token of 8,000 characters', { headers: withToken('huge'), expectStatus: 401, code: 'unauthorized' }),
  R('GET', MY_CHATS, 'my chats: real token but no X-API-KEY', { headers: (w) => ({ 'X-TOKEN': w.alice.token, 'X-LANGUAGE': 'en' }), expectStatus: 401, code: 'bad_api_key' }),
  R('GET', '/api/usage/today', 'usage: no token', { headers: anonymous, expectStatus: 401, code: 'unauthorized' }),
  R('GET', '/api/usage/today', 'usage: JWT with alg none', { headers: withToken('algNone'), expectStatus: 401, code: 'unauthorized' }),
  R('GET', '/api/bots', 'bots: no X-API-KEY', { headers: noKey, expectStatus: 401, code: 'bad_api_key', bilingual: true }),
  R('GET', '/api/bots', 'bots: wrong X-API-KEY', { headers: wrongKey, expectStatus: 401, code: 'bad_api_key' }),
  R('GET', '/api/bots', 'bots: a forged token is refused even where none is needed', { headers: withToken('otherSecret'), expectStatus: 401, code: 'unauthorized' }),

  // new bot chat
  R('POST', NEW_BOT, 'new bot chat: no token', { headers: anonymous, body: { user_message: 'hi' }, expectStatus: 401, code: 'unauthorized' }),
  R('POST', NEW_BOT, 'new bot chat: JWT with alg none', { headers: withToken('algNone'), body: { user_message: 'hi' }, expectStatus: 401, code: 'unauthorized' }),
  R('POST', NEW_BOT, 'new bot chat: malformed JSON', { headers: asAlice, rawBody: '{"a":', expectStatus: 400, code: 'invalid_json' }),
  R('POST', NEW_BOT, 'new bot chat: a JSON array', { headers: asAlice, rawBody: '[]', expectStatus: [400, 422] }),
  R('POST', NEW_BOT, 'new bot chat: a JSON null', { headers: asAlice, rawBody: 'null', expectStatus: [400, 422] }),
  R('POST', NEW_BOT, 'new bot chat: no user_message', { headers: asAlice, body: {}, expectStatus: [400, 422], code: 'field_required' }),
  R('POST', NEW_BOT, 'new bot chat: blank user_message', { headers: asAlice, body: { user_message: '   ' }, expectStatus: [400, 422], code: 'message_empty' }),
  R('POST', NEW_BOT, 'new bot chat: user_message of 8,001 characters', { headers: asAlice, body: { user_message: 'a'.repeat(8001) }, expectStatus: [400, 422], code: 'message_too_long' }),
  R('POST', NEW_BOT, 'new bot chat: bot_key is a number', { headers: asAlice, body: { bot_key: 7, user_message: 'hi' }, expectStatus: [400, 422] }),
  R('POST', NEW_BOT, 'new bot chat: unknown bot_key', { headers: asAlice, body: { bot_key: 'no-such-bot', user_message: 'hi' }, expectStatus: [400, 404], code: 'bot_not_found' }),
  R('POST', NEW_BOT, 'new bot chat: date "yesterday"', { headers: asAlice, body: { user_message: 'hi', date: 'yesterday' }, expectStatus: [400, 422], code: 'date_invalid' }),
  R('POST', NEW_BOT, 'new bot chat: date 2024-13-45 (no such day)', { headers: asBob, body: { user_message: 'hi', date: '2024-13-45' }, expectStatus: [400, 422], code: 'date_invalid' }),
  R('POST', NEW_BOT, 'new bot chat: diary date in the future', { headers: asBob, body: { user_message: 'hi', date: '2999-01-01' }, expectStatus: [400, 422], code: 'date_in_future' }),
  R('POST', NEW_BOT, 'new bot chat: diary date before 2000-01-01', { headers: asBob, body: { user_message: 'hi', date: '1999-12-31' }, expectStatus: [400, 422], code: 'date_too_early' }),

  // new private chat
  R('POST', NEW_PRIVATE, 'new private chat: no token', { headers: anonymous, body: { message: 'hi' }, expectStatus: 401, code: 'unauthorized' }),
  R('POST', NEW_PRIVATE, 'new private chat: JWT signed with another secret', { headers: withToken('otherSecret'), body: { message: 'hi' }, expectStatus: 401, code: 'unauthorized' }),
  R('POST', NEW_PRIVATE, 'new private chat: no message', { headers: asAlice, body: {}, expectStatus: [400, 422], code: 'field_required' }),
  R('POST', NEW_PRIVATE, 'new private chat: message is a number', { headers: asAlice, body: { message: 12 }, expectStatus: [400, 422] }),
  R('POST', NEW_PRIVATE, 'new private chat: message of 8,001 characters', { headers: asAlice, body: { message: 'a'.repeat(8001) }, expectStatus: [400, 422], code: 'message_too_long', bilingual: true }),
  R('POST', NEW_PRIVATE, 'new private chat: a JSON string', { headers: asAlice, rawBody: '"hi"', expectStatus: [400, 422] }),
  R('POST', NEW_PRIVATE, 'new private chat: body over 64 kB', { headers: asAlice, body: { message: huge }, expectStatus: 413, code: 'body_too_large' }),

  // chat info: odd ids
  R('GET', info('not-a-uuid'), 'info: id "not-a-uuid"', { headers: asAlice, expectStatus: [400, 404], code: 'id_invalid', bilingual: true }),
  R('GET', info(encodeURIComponent('../../etc/passwd')), 'info: id "../../etc/passwd" (URL-encoded)', { headers: asAlice, expectStatus: [400, 404], code: 'id_invalid' }),
  R('GET', info('a'.repeat(5000)), 'info: id of 5,000 characters', { headers: asAlice, expectStatus: [400, 404, 414], code: 'id_invalid' }),
  R('GET', info('%00'), 'info: id "%00"', { headers: asAlice, expectStatus: [400, 404], code: 'id_invalid' }),
  R('GET', info('%zz'), 'info: id with a broken %-escape', { headers: asAlice, expectStatus: [400, 404] }),
  R('GET', info(`${MISSING_CHAT}'--`), 'info: uuid followed by SQL', { headers: asAlice, expectStatus: [400, 404], code: 'id_invalid' }),
  R('GET', info(MISSING_CHAT), 'info: a uuid that does not exist', { headers: asAlice, expectStatus: 404, code: 'chat_not_found', bilingual: true }),
  R('GET', (w) => info(w.chatId), 'info: someone else\'s private chat (same answer as missing)', { headers: asBob, expectStatus: 404, code: 'chat_not_found' }),
  R('GET', (w) => info(w.chatId), 'info: no token', { headers: anonymous, expectStatus: 401, code: 'unauthorized' }),
  R('GET', explore('not-a-uuid'), 'explore: id "not-a-uuid"', { headers: anonymous, expectStatus: [400, 404], code: 'id_invalid' }),
  R('GET', explore(MISSING_CHAT), 'explore: a uuid that does not exist', { headers: anonymous, expectStatus: 404, code: 'chat_not_found' }),
  R('GET', (w) => explore(w.chatId), 'explore: a private chat, anonymously', { headers: anonymous, expectStatus: 404, code: 'chat_not_found' }),
  R('GET', (w) => explore(w.chatId), 'explore: a random string token', { headers: withToken('random'), expectStatus: 401, code: 'unauthorized' }),

  // post a message
  R('POST', aliceMessages, 'post: no token', { headers: anonymous, body: { message: 'hi' }, expectStatus: 401, code: 'unauthorized' }),
  R('POST', aliceMessages, 'post: tampered token', { headers: withToken('tampered'), body: { message: 'hi' }, expectStatus: 401, code: 'unauthorized' }),
  R('POST', messages('not-a-uuid'), 'post: chat id "not-a-uuid"', { headers: asAlice, body: { message: 'hi' }, expectStatus: [400, 404], code: 'id_invalid' }),
  R('POST', messages(MISSING_CHAT), 'post: a chat that does not exist', { headers: asAlice, body: { message: 'hi' }, expectStatus: 404, code: 'chat_not_found' }),
  R('POST', aliceMessages, 'post: into someone else\'s private chat', { headers: asBob, body: { message: 'hi' }, expectStatus: 404, code: 'chat_not_found' }),
  R('POST', aliceMessages, 'post: malformed JSON', { headers: asAlice, rawBody: '{"message":', expectStatus: 400, code: 'invalid_json' }),
  R('POST', aliceMessages, 'post: a JSON array', { headers: asAlice, rawBody: '[{"message":"hi"}]', expectStatus: [400, 422] }),
  R('POST', aliceMessages, 'post: no message', { headers: asAlice, body: {}, expectStatus: [400, 422], code: 'field_required' }),
  R('POST', aliceMessages, 'post: blank message', { headers: asAlice, body: { message: ' \n\t ' }, expectStatus: [400, 422], code: 'message_empty' }),
  R('POST', aliceMessages, 'post: message of 8,001 characters', { headers: asAlice, body: { message: 'a'.repeat(8001) }, expectStatus: [400, 422], code: 'message_too_long' }),
  R('POST', aliceMessages, 'post: message is an object', { headers: asAlice, body: { message: { $gt: '' } }, expectStatus: [400, 422] }),
  R('POST', aliceMessages, 'post: message is a boolean', { headers: asAlice, body: { message: true }, expectStatus: [400, 422], code: 'invalid_input' }),
  R('POST', aliceMessages, 'post: answer_message_id "not-a-uuid"', { headers: asAlice, body: { message: 'hi', answer_message_id: 'not-a-uuid' }, expectStatus: [400, 422], code: 'id_invalid' }),
  R('POST', aliceMessages, 'post: answer_message_id that does not exist', { headers: asAlice, body: { message: 'hi', answer_message_id: MISSING_CHAT }, expectStatus: 404, code: 'message_not_found' }),
  R('POST', aliceMessages, 'post: client_id of 65 characters', { headers: asAlice, body: { message: 'hi', client_id: 'c'.repeat(65) }, expectStatus: [400, 422] }),
  R('POST', aliceMessages, 'post: body over 64 kB', { headers: asAlice, body: { message: huge }, expectStatus: 413, code: 'body_too_large' }),

  // unknown route
  R('GET', '/api/no/such/route', 'an unknown /api route', { headers: anonymous, expectStatus: 404, code: 'route_not_found' }),
];

// ---- running a row -------------------------------------------------------------------------------------
interface Answer { status: number; contentType: string; body: { detail?: unknown; code?: unknown; [key: string]: unknown } }

/** Raw fetch, so bodies (buffers, broken JSON, gzip) reach the server exactly as written. */
async function send(row: Row, language?: 'es' | 'en'): Promise<Answer> {
  const set: Record<string, string> = {
    ...(row.headers ? resolve(row.headers, world) : anonymous), ...row.extraHeaders, ...(language ? { 'X-LANGUAGE': language } : {}),
  };
  let body: BodyInit | undefined;
  if (row.rawBody !== undefined) {
    body = typeof row.rawBody === 'string' ? row.rawBody : new Uint8Array(row.rawBody);
    set['Content-Type'] = row.contentType ?? 'application/json';
  } else if (row.body !== undefined) {
    body = JSON.stringify(resolve(row.body, world));
    set['Content-Type'] = 'application/json';
  }
  const res = await fetch(`${server.url}${resolve(row.path, world)}`, { method: row.method, headers: set, body });
  const text = await res.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { unparsed: text.slice(0, 200) };
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: parsed };
}

async function loginAgain(username: string) {
  const res = await server.http.post(LOGIN).set(headers()).send({ username_email: username, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

beforeAll(async () => {
  server = await startTestServer({
    jwtSecret: JWT_SECRET,
    authLimits: { loginPerAccountAndIp: 10_000, loginPerIp: 10_000, rememberPerAccount: 10_000, rememberPerIp: 10_000 },
  });
  const alice = await signUp(server, 'alice01', PASSWORD);
  const bob = await signUp(server, 'bob01', PASSWORD);
  const created = await server.http.post(NEW_PRIVATE).set(headers(alice.token)).send({ message: 'just for me' });
  expect(created.status).toBe(201);

  const claims = claimsOf(alice.token);
  const now = Math.floor(Date.now() / 1000);
  const [h, p, s] = alice.token.split('.');
  const i = Math.floor(p.length / 2);
  const tampered = `${h}.${p.slice(0, i)}${p[i] === 'A' ? 'B' : 'A'}${p.slice(i + 1)}.${s}`;
  const sign = (secret: Uint8Array, sid: string, exp: number, iat = now) =>
    new SignJWT({ sid, role: 'user' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(alice.username)
      .setIssuer('psycare').setIssuedAt(iat).setExpirationTime(exp).sign(secret);
  const loggedOut = await loginAgain('bob01');
  expect((await server.http.get(LOGOUT).set(headers(loggedOut))).status).toBe(200);

  world = {
    alice, bob, chatId: created.body.id,
    tokens: {
      random: 'not-a-jwt-at-all',
      algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: alice.username, sid: claims.sid, role: 'admin', iss: 'psycare', iat: now, exp: now + 3600 })}.`,
      otherSecret: await sign(new TextEncoder().encode('some-other-secret-'.padEnd(48, 'z')), claims.sid, now + 3600),
      tampered,
      expired: await sign(JWT_SECRET, claims.sid, now - 3600, now - 7200),
      unknownSession: await sign(JWT_SECRET, randomUUID(), now + 3600),
      loggedOut,
      huge: `${h}.${'A'.repeat(8000)}.${s}`,
    },
  };
});

afterAll(async () => {
  await server?.close();
});

describe('bad input over HTTP: a 4xx with {detail, code}, never a 5xx', () => {
  it('has a table that covers every route under test', () => {
    const covered = new Set(rows.map((r) => `${r.method} ${typeof r.path === 'string' ? r.path : r.path({ chatId: MISSING_CHAT } as World)}`
      .replace(/\?.*$/, '').replace(/\/api\/chats\/(info|explore\/info)\/.*/, '/api/chats/$1/:id').replace(/\/api\/chats\/[^/]+\/messages/, '/api/chats/:id/messages')));
    for (const route of [
      `POST ${REGISTER}`, `POST ${LOGIN}`, `POST ${GOOGLE}`, `POST ${REMEMBER}`, `POST ${RESET}`, `GET ${VERIFY}`, `GET ${LOGOUT}`,
      `GET ${MY_CHATS}`, `POST ${NEW_BOT}`, `POST ${NEW_PRIVATE}`, 'GET /api/chats/info/:id', 'GET /api/chats/explore/info/:id',
      'POST /api/chats/:id/messages', 'GET /api/usage/today', 'GET /api/bots',
    ]) expect(covered, route).toContain(route);
  });

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const res = await send(row);
    const allowed = Array.isArray(row.expectStatus) ? row.expectStatus : [row.expectStatus];
    expect(allowed.every((s) => s >= 400 && s < 500)).toBe(true);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    expect(allowed, `status ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    expect(res.contentType).toMatch(/application\/json/);
    expect(typeof res.body.detail).toBe('string');
    expect(String(res.body.detail).length).toBeGreaterThan(0);
    expect(typeof res.body.code).toBe('string');
    expect(res.body.code).toMatch(/^[a-z_]+$/);
    if (row.code) expect(res.body.code).toBe(row.code);
    expect(JSON.stringify(res.body)).not.toContain(world.alice.token);
  });

  it.each(rows.filter((row) => row.bilingual).map((row) => [row.name, row] as const))('X-LANGUAGE es and en: %s', async (_name, row) => {
    const [es, en] = [await send(row, 'es'), await send(row, 'en')];
    expect(es.status).toBe(en.status);
    expect(es.body.code).toBe(en.body.code);
    expect(typeof es.body.detail).toBe('string');
    expect(typeof en.body.detail).toBe('string');
    expect(es.body.detail).not.toBe(en.body.detail);
  });

  it('answers in Spanish by default and in English when asked', async () => {
    const row = rows.find((r) => r.name === 'register: password with no uppercase') as Row;
    const es = await send(row, 'es');
    const en = await send(row, 'en');
    expect(es.body.detail).toMatch(/contraseña/i);
    expect(en.body.detail).toMatch(/password/i);
    const none = await server.http.post(REGISTER).set({ 'X-API-KEY': API_KEY }).send(weak('n0upper!case'));
    expect(none.body.detail).toBe(es.body.detail);
  });

  it('refused writes left no trace: alice (whose forged and invalid writes were all refused) still has one chat with one message', async () => {
    const mine = await server.http.get(MY_CHATS).set(headers(world.alice.token));
    expect(mine.status).toBe(200);
    expect((mine.body as { id: string }[]).map((c) => c.id)).toEqual([world.chatId]);
    const info = await server.http.get(`/api/chats/info/${world.chatId}`).set(headers(world.alice.token));
    expect(info.body.messages.map((m: { message: string }) => m.message)).toEqual(['just for me']);
  });

  it('after the table, the server is healthy and a normal login still works', async () => {
    const health = await server.http.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const login = await server.http.post(LOGIN).set(headers()).send({ username_email: 'alice01', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'alice01', role: 'user' });
    expect((await server.http.get(MY_CHATS).set(headers(login.body.token))).status).toBe(200);
  });
});

// ---- the socket ----------------------------------------------------------------------------------------
/** The socket without the typed event map, so malformed payloads can be sent. */
type LooseSocket = {
  emit: (event: string, ...args: unknown[]) => void;
  timeout: (ms: number) => { emitWithAck: (event: string, ...args: unknown[]) => Promise<unknown> };
};
const loose = (socket: ClientSocket) => socket as unknown as LooseSocket;
const ask = (socket: ClientSocket, event: string, ...args: unknown[]) => loose(socket).timeout(3000).emitWithAck(event, ...args);

function expectRefusal(ack: unknown, code?: string) {
  expect(ack).toMatchObject({ ok: false });
  const { code: got, detail } = ack as { code: unknown; detail: unknown };
  expect(typeof got).toBe('string');
  expect(typeof detail).toBe('string');
  expect((detail as string).length).toBeGreaterThan(0);
  if (code) expect(got).toBe(code);
}

function refusedHandshake(auth: Record<string, unknown>): Promise<Error> {
  const socket = connect(server.url, { path: '/socket.io', auth, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.close();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error);
    });
  });
}

describe('bad input over the socket: {ok:false, code, detail}, and the server stays up', () => {
  let socket: ClientSocket;
  beforeAll(async () => {
    socket = await connectSocket(server, world.alice.token);
  });
  afterAll(() => {
    socket?.close();
  });

  it.each([
    ['null', null, undefined],
    ['{}', {}, 'field_required'],
    ['{chatId: 5}', { chatId: 5 }, 'invalid_input'],
    ["{chatId: 'x'}", { chatId: 'x' }, 'id_invalid'],
    ['a string', 'chat', undefined],
    ['{chatId, afterSeq: -1}', { chatId: MISSING_CHAT, afterSeq: -1 }, undefined],
    ['{chatId, afterSeq: "1"}', { chatId: MISSING_CHAT, afterSeq: '1' }, undefined],
    ['a uuid that does not exist', { chatId: MISSING_CHAT }, 'chat_not_found'],
  ] as const)('chat:join with %s is refused', async (_name, payload, code) => {
    expectRefusal(await ask(socket, 'chat:join', payload), code);
    expect(socket.connected).toBe(true);
  });

  it('chat:join with no payload at all (only the ack) is still answered', async () => {
    expectRefusal(await ask(socket, 'chat:join'));
  });

  it('chat:leave with a bad id is refused', async () => {
    expectRefusal(await ask(socket, 'chat:leave', { chatId: '../x' }), 'id_invalid');
  });

  it('message:send with bad payloads is refused', async () => {
    expectRefusal(await ask(socket, 'message:send', { chatId: world.chatId, clientId: 'c-1', message: 'a'.repeat(8001) }));
    expectRefusal(await ask(socket, 'message:send', { chatId: world.chatId, clientId: '', message: 'hi' }));
    expectRefusal(await ask(socket, 'message:send', { chatId: world.chatId, message: 'hi' }), 'field_required');
    expectRefusal(await ask(socket, 'message:send', { chatId: MISSING_CHAT, clientId: 'c-2', message: 'hi' }), 'chat_not_found');
  });

  it('an emit without an ack callback does not break the socket; a later valid call works', async () => {
    loose(socket).emit('chat:join', { chatId: 'x' });
    loose(socket).emit('message:send', null);
    loose(socket).emit('chat:join', { chatId: world.chatId });
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.connected).toBe(true);
    const join = (await ask(socket, 'chat:join', { chatId: world.chatId })) as { ok: boolean; chat?: { id: string } };
    expect(join).toMatchObject({ ok: true, chat: { id: world.chatId } });
  });

  it('message:send from an anonymous socket is refused as unauthorized, in the handshake\'s language', async () => {
    const anon = await connectSocket(server);
    const ack = await ask(anon, 'message:send', { chatId: world.chatId, clientId: 'c-anon', message: 'hello' });
    expectRefusal(ack, 'unauthorized');
    anon.close();
    const english = connect(server.url, { path: '/socket.io', auth: { language: 'en' }, transports: ['websocket'], forceNew: true, reconnection: false }) as unknown as ClientSocket;
    await new Promise((r) => english.once('connect', () => r(undefined)));
    const enAck = await ask(english, 'message:send', { chatId: world.chatId, clientId: 'c-anon', message: 'hello' });
    expectRefusal(enAck, 'unauthorized');
    expect((enAck as { detail: string }).detail).not.toBe((ack as { detail: string }).detail);
    english.close();
  });

  const forgedHandshakes: [string, () => unknown][] = [
    ['a random string', () => world.tokens.random],
    ['a JWT with alg none', () => world.tokens.algNone],
    ['a JWT signed with another secret', () => world.tokens.otherSecret],
    ['an expired token', () => world.tokens.expired],
    ['a number', () => 42],
    ['an object', () => ({ $gt: '' })],
  ];
  it.each(forgedHandshakes)('a handshake with %s as token is refused with connect_error', async (_name, token) => {
    const error = await refusedHandshake({ token: token() });
    expect(error.message).toBe('unauthorized');
  });

  it('after all of it, a fresh socket joins alice\'s chat and posts; the HTTP side is healthy', async () => {
    const fresh = await connectSocket(server, world.alice.token);
    const join = (await ask(fresh, 'chat:join', { chatId: world.chatId })) as { ok: boolean; timeline?: { message: string }[] };
    expect(join.ok).toBe(true);
    expect(join.timeline?.[0]?.message).toBe('just for me');
    const sent = await ask(fresh, 'message:send', { chatId: world.chatId, clientId: 'c-final', message: 'still here' });
    expect(sent).toMatchObject({ ok: true, message: { message: 'still here', author: 'alice01' } });
    fresh.close();
    expect((await server.http.get('/api/health')).status).toBe(200);
  });
});
