import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleVerifier } from '../../server/adapters/google/userinfo.js';
import { loadConfig } from '../../server/config.js';
import { api } from '../support/chat-fixtures.js';
import { connectSocket, signUp, startTestServer, type TestServer } from '../support/server.js';

/*
 * Google sign-in through the real app: a loopback HTTP server plays Google's userinfo endpoint and is wired in
 * as GOOGLE_USERINFO_URL, the way server/main.ts wires the real one.
 */
interface FakeGoogle { url: string; identities: Map<string, object>; seen: string[]; close: () => Promise<void> }

/** Answers `Authorization: Bearer <token>` with the identity registered for that token, or 401 like Google. */
async function startFakeGoogle(): Promise<FakeGoogle> {
  const identities = new Map<string, object>();
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    seen.push(token);
    const identity = identities.get(token);
    if (!identity) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_token"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(identity));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/userinfo`;
  return { url, identities, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const GOOGLE_LOGIN = '/api/auth/oauth/google/login';
let google: FakeGoogle;
let server: TestServer;

beforeAll(async () => {
  google = await startFakeGoogle();
  const config = loadConfig({ GOOGLE_USERINFO_URL: google.url });
  server = await startTestServer({ google: createGoogleVerifier(config.googleUserinfoUrl) });
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

const googleLogin = (accessToken: string) => api(server).post(GOOGLE_LOGIN, { access_token: accessToken });

describe('Google sign-in against a fake userinfo endpoint', () => {
  it('given a new Google account, when it signs in, then a user is made and a working session returned', async () => {
    google.identities.set('ya29.first', { sub: 'g-100', email: 'jane.g@example.com', email_verified: true });

    const res = await googleLogin('ya29.first');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: expect.stringMatching(/^user[0-9]{8}$/), role: 'user', subscription: 'basic',
      token: expect.any(String), expiredAt: expect.any(Number),
    });
    expect(google.seen).toContain('ya29.first');
    expect(await server.store.users.byUsername(res.body.username)).toMatchObject({
      email: 'jane.g@example.com', googleSub: 'g-100', passwordHash: null, verified: true,
    });
    expect((await api(server, res.body.token).get('/api/chats/me')).status).toBe(200);
    (await connectSocket(server, res.body.token)).disconnect();
  });

  it('given a known Google account, when it signs in again with a new access token, then it is the same user', async () => {
    google.identities.set('ya29.once', { sub: 'g-200', email: 'sam.g@example.com', email_verified: true });
    google.identities.set('ya29.again', { sub: 'g-200', email: 'sam.g@example.com', email_verified: 'true' });

    const first = await googleLogin('ya29.once');
    const again = await googleLogin('ya29.again');

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.username).toBe(first.body.username);
    expect(again.body.token).not.toBe(first.body.token);
  });

  it('given a password account with that e-mail, when Google signs in with it, then 409 and the account is untouched', async () => {
    const owner = await signUp(server, 'pwowner1');
    google.identities.set('ya29.takeover', { sub: 'g-300', email: 'PWOwner1@Example.com', email_verified: true });

    const res = await googleLogin('ya29.takeover');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'account_exists', detail: expect.any(String) });
    expect(await server.store.users.byGoogleSub('g-300')).toBeNull();
    expect(await server.store.users.byUsername(owner.username)).toMatchObject({ googleSub: null });
    const login = await api(server).post('/api/auth/login', { username_email: 'pwowner1@example.com', password: 'Str0ng!pass' });
    expect(login.body.username).toBe(owner.username);
  });

  it('given a token the endpoint refuses, when it is used, then 401 google_token_invalid', async () => {
    const res = await googleLogin('ya29.revoked');

    expect(google.seen).toContain('ya29.revoked');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'google_token_invalid', detail: expect.any(String) });
  });

  it('given an answer without the fields Google sends, when it is used, then 401 and no user', async () => {
    google.identities.set('ya29.odd', { sub: 'g-400', email: 'not-an-email', email_verified: true });

    const res = await googleLogin('ya29.odd');

    expect(res.status).toBe(401);
    expect(await server.store.users.byGoogleSub('g-400')).toBeNull();
  });

  it('given an unverified Google e-mail, when it signs in, then 403 google_email_unverified and no user', async () => {
    google.identities.set('ya29.unverified', { sub: 'g-500', email: 'new.g@example.com', email_verified: false });

    const res = await googleLogin('ya29.unverified');

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'google_email_unverified', detail: expect.any(String) });
    expect(await server.store.users.byGoogleSub('g-500')).toBeNull();
    expect(await server.store.users.byEmail('new.g@example.com')).toBeNull();
  });
});
