import fs from 'node:fs';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newPrivateChat } from '../support/chat-fixtures.js';
import { API_KEY, headers, signUp, startTestServer, tempDir, type ClientSocket, type TestServer } from '../support/server.js';

const PASSWORD = 'Str0ng!pass';
let server: TestServer;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  const dataDir = tempDir();
  const clientDir = path.join(dataDir, 'client');
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<meta property="csp-nonce" nonce="__CSP_NONCE__"><style nonce="__CSP_NONCE__"></style>');
  server = await startTestServer({ dataDir, clientDir });
});
afterAll(async () => { await server?.close(); });
afterEach(() => { for (const socket of sockets.splice(0)) socket.disconnect(); });

const login = (name: string, extra: Record<string, string> = {}) =>
  server.http.post('/api/auth/login').set({ ...headers(), ...extra }).send({ username_email: name, password: PASSWORD });

/** The last Set-Cookie for the token: browsers apply them in order (a stale cookie is cleared, then a login sets one). */
const sessionCookieOf = (res: { headers: Record<string, unknown> }) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).filter((c) => c.startsWith('token=')).at(-1);

const asCookie = (setCookie: string) => setCookie.split(';')[0];

/** A socket whose handshake carries only the Cookie header, as a browser page on this host sends it. */
function cookieSocket(cookie: string, origin = server.url): Promise<ClientSocket> {
  const socket: ClientSocket = connect(server.url, {
    path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie, origin },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('the session cookie', () => {
  it('is set at login HttpOnly, SameSite=Strict and, behind https, Secure', async () => {
    await signUp(server, 'cookie1', PASSWORD);
    const plain = await login('cookie1');
    const cookie = sessionCookieOf(plain)!;
    expect(cookie).toMatch(new RegExp(`^token=${plain.body.token.replace(/\./g, '\\.')};`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    // a browser-session cookie, as the client's own: it ends when the browser closes (the JWT ends at its exp)
    expect(cookie).not.toMatch(/Expires=|Max-Age=/);
    expect(cookie).not.toMatch(/Secure/);
    expect(sessionCookieOf(await login('cookie1', { 'X-Forwarded-Proto': 'https' }))).toMatch(/; Secure/);
  });

  it('signs requests in by itself, but only with the custom API header (the CSRF guard), and X-TOKEN still works', async () => {
    await signUp(server, 'cookie2', PASSWORD);
    const cookie = asCookie(sessionCookieOf(await login('cookie2'))!);
    const me = await server.http.get('/api/users/me').set({ ...headers(), Cookie: cookie });
    expect([me.status, me.body.user.username]).toEqual([200, 'cookie2']);
    const forged = await server.http.get('/api/users/me').set({ Cookie: cookie });
    expect([forged.status, forged.body.code]).toEqual([401, 'bad_api_key']);
    const token = (await login('cookie2')).body.token as string;
    expect((await server.http.get('/api/users/me').set(headers(token))).body.user.username).toBe('cookie2');
  });

  it('is cleared at logout, and a stale one is dropped without keeping its owner from signing in again', async () => {
    await signUp(server, 'cookie3', PASSWORD);
    const cookie = asCookie(sessionCookieOf(await login('cookie3'))!);
    const out = await server.http.get('/api/auth/logout').set({ ...headers(), Cookie: cookie });
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);

    const stale = await server.http.get('/api/users/me').set({ ...headers(), Cookie: cookie });
    expect([stale.status, stale.body.code]).toEqual([401, 'unauthorized']);
    expect(sessionCookieOf(stale)).toMatch(/^token=;/);
    const again = await login('cookie3', { Cookie: cookie });
    expect(again.status).toBe(200);
    expect(sessionCookieOf(again)).toMatch(/^token=ey/);
  });

  it('authenticates the socket at the handshake, from this host only', async () => {
    const owner = await signUp(server, 'cookie4', PASSWORD);
    const chat = await newPrivateChat(server, owner, 'only mine');
    const cookie = asCookie(sessionCookieOf(await login('cookie4'))!);

    const own = await cookieSocket(cookie);
    expect(await own.emitWithAck('chat:join', { chatId: chat.id })).toMatchObject({ ok: true });
    const foreign = await cookieSocket(cookie, 'https://evil.example');
    expect(await foreign.emitWithAck('chat:join', { chatId: chat.id })).toMatchObject({ ok: false });
    // behind a proxy that passes Host without the public port (nginx's $host), the page's Origin still matches
    const proxied = await cookieSocket(cookie, server.url.replace(/:\d+$/, ':3000'));
    expect(await proxied.emitWithAck('chat:join', { chatId: chat.id })).toMatchObject({ ok: true });
    const anonymous = await cookieSocket('');
    expect(await anonymous.emitWithAck('chat:join', { chatId: chat.id })).toMatchObject({ ok: false });

    const ended = new Promise((resolve) => own.once('disconnect', resolve));
    await server.http.get('/api/auth/logout').set({ ...headers(), Cookie: cookie });
    expect(await ended).toBe('io server disconnect');
  });
});

describe('the Content-Security-Policy', () => {
  it('gives the app page a strict policy with a fresh style nonce, and everything else a policy that loads nothing', async () => {
    const pages = [await server.http.get('/chats/explore'), await server.http.get('/')];
    const nonces = pages.map((page) => {
      const policy = page.headers['content-security-policy'] as string;
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("connect-src 'self'");
      expect(policy).not.toContain('unsafe');
      const nonce = /'nonce-([^']+)'/.exec(policy)![1];
      expect(page.text).toBe(`<meta property="csp-nonce" nonce="${nonce}"><style nonce="${nonce}"></style>`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    const json = await server.http.get('/api/bots').set({ 'X-API-KEY': API_KEY });
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
