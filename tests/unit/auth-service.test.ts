import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthService, type AuthLimits, type AuthService } from '../../server/application/auth/auth-service.js';
import { usernameCandidate } from '../../server/application/auth/google.js';
import type { GoogleIdentity, GoogleVerifier } from '../../server/application/auth/ports.js';
import type { Mail, Store } from '../../server/application/ports.js';
import { createGoogleVerifier } from '../../server/adapters/google/userinfo.js';
import { authRouter } from '../../server/transport/http/auth-routes.js';
import { errorHandler } from '../../server/transport/http/errors.js';
import { requestContext } from '../../server/transport/http/middleware.js';

const { openSqliteStore } = await import('../../server/adapters/sqlite/index.js');

const PUBLIC_URL = 'https://psycare.test';
const TTL = 24 * 3600_000;
const MINUTE = 60_000;

interface World {
  store: Store;
  auth: AuthService;
  mails: Mail[];
  google: Map<string, GoogleIdentity>;
  logs: string[];
  clock: { now: number };
}

const dirs: string[] = [];
const stores: Store[] = [];

async function world(limits: Partial<AuthLimits> = {}): Promise<World> {
  const dir = mkdtempSync(join(tmpdir(), 'psycare-auth-'));
  dirs.push(dir);
  const store = await openSqliteStore(join(dir, 'psycare.db'));
  stores.push(store);
  const mails: Mail[] = [];
  const google = new Map<string, GoogleIdentity>();
  const logs: string[] = [];
  const clock = { now: Date.UTC(2030, 0, 1, 10, 1) };
  const verifier: GoogleVerifier = { identify: async (token) => google.get(token) ?? null };
  const auth = createAuthService({
    store, clock: () => clock.now, jwtSecret: new Uint8Array(48).fill(7), tokenTtlMs: TTL, publicUrl: PUBLIC_URL,
    mailer: { send: async (mail) => void mails.push(mail) }, google: verifier, log: (line) => logs.push(line), limits,
  });
  return { store, auth, mails, google, logs, clock };
}

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PASSWORD = 'Secret#123';
const body = (username: string, email: string, extra: Record<string, unknown> = {}) =>
  ({ username, email, password: PASSWORD, password2: PASSWORD, privacyPolicy: true as const, ...extra });
const tokenIn = (mail: Mail | undefined) => /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

async function verifiedUser(w: World, username = 'alice', email = 'alice@example.com') {
  await w.auth.register(body(username, email), 'en', '1.1.1.1');
  await w.auth.verify(tokenIn(w.mails.at(-1)));
}

describe('register and verify', () => {
  let w: World;
  beforeEach(async () => { w = await world(); });

  it('checks the body again in the service', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [body('ab', 'a@example.com'), 'username_length'],
      [body('bad name', 'a@example.com'), 'username_alphanumeric'],
      [body('alice', 'not-an-email'), 'email_invalid'],
      [body('alice', 'a@example.com', { password: 'short', password2: 'short' }), 'password_length'],
      [body('alice', 'a@example.com', { password: 'secret#123', password2: 'secret#123' }), 'password_uppercase'],
      [body('alice', 'a@example.com', { password: 'Secret123', password2: 'Secret123' }), 'password_special'],
      [body('alice', 'a@example.com', { password2: 'Secret#124' }), 'password_mismatch'],
      [body('alice', 'a@example.com', { privacyPolicy: false }), 'privacy_required'],
    ];
    for (const [input, code] of cases) {
      await expect(w.auth.register(input as never, 'en', '1.1.1.1')).rejects.toMatchObject({ kind: 'invalid', code });
    }
    expect(await w.store.users.count()).toBe(0);
  });

  it('creates an unverified basic user in the request language and refuses duplicates case-insensitively', async () => {
    expect(await w.auth.register(body('Alice', 'Alice@Example.com'), 'es', '1.1.1.1')).toEqual({ username: 'Alice', created: true });
    expect(await w.store.users.byUsername('alice')).toMatchObject({
      username: 'Alice', role: 'user', subscription: 'basic', verified: false, googleSub: null, language: 'es',
    });
    expect((await w.store.users.byUsername('alice'))?.passwordHash).toMatch(/^scrypt\$/);
    await expect(w.auth.register(body('ALICE', 'other@example.com'), 'en', '1.1.1.1')).rejects.toMatchObject({ kind: 'conflict', code: 'username_taken' });
    expect(await w.auth.register(body('bob1', 'alice@EXAMPLE.com'), 'en', '1.1.1.1')).toEqual({ username: 'bob1', created: false });
    expect(w.mails.map((m) => m.to)).toEqual(['Alice@Example.com', 'Alice@Example.com']);
    expect(w.mails[1].subject).toMatch(/alguien intentó registrarse/);
  });

  it('mails a link in the user language whose token verifies exactly once', async () => {
    await w.auth.register(body('alice', 'alice@example.com'), 'es', '1.1.1.1');
    const mail = w.mails[0];
    expect(mail.to).toBe('alice@example.com');
    expect(mail.subject).toMatch(/confirma/);
    expect(mail.text).toContain(`${PUBLIC_URL}/signup/verify?token=`);
    const token = tokenIn(mail);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    await expect(w.auth.login('alice', PASSWORD, '1.1.1.1')).rejects.toMatchObject({ kind: 'forbidden', code: 'email_not_verified' });
    expect(await w.auth.verify(token)).toEqual({ username: 'alice' });
    await expect(w.auth.verify(token)).rejects.toMatchObject({ kind: 'invalid', code: 'token_invalid' });
    await expect(w.auth.verify('x'.repeat(43))).rejects.toMatchObject({ code: 'token_invalid' });
    expect((await w.auth.login('alice', PASSWORD, '1.1.1.1')).username).toBe('alice');
    await w.auth.register(body('bob1', 'bob@example.com'), 'en', '1.1.1.1');
    expect(w.mails[1].subject).toMatch(/confirm your/);
  });

  it('lets the verify link expire after 48 hours', async () => {
    await w.auth.register(body('alice', 'alice@example.com'), 'en', '1.1.1.1');
    w.clock.now += 48 * 3600_000 + 1;
    await expect(w.auth.verify(tokenIn(w.mails[0]))).rejects.toMatchObject({ code: 'token_invalid' });
  });

  it('undoes the registration when the mail cannot be sent', async () => {
    const failing = createAuthService({
      store: w.store, clock: () => w.clock.now, jwtSecret: new Uint8Array(48), tokenTtlMs: TTL, publicUrl: PUBLIC_URL,
      mailer: { send: async () => { throw new Error('smtp down'); } }, google: { identify: async () => null }, log: () => {},
    });
    await expect(failing.register(body('alice', 'alice@example.com'), 'en', '1.1.1.1')).rejects.toMatchObject({ kind: 'unavailable', code: 'mail_unavailable' });
    expect(await w.store.users.byUsername('alice')).toBeNull();
    await w.auth.register(body('alice', 'alice@example.com'), 'en', '1.1.1.1');
  });
});

describe('login, sessions and logout', () => {
  let w: World;
  beforeEach(async () => { w = await world(); await verifiedUser(w, 'Alice', 'alice@example.com'); });

  it('logs in by username or e-mail, case-insensitively', async () => {
    const byName = await w.auth.login('aLiCe', PASSWORD, '1.1.1.1');
    expect(byName).toMatchObject({ username: 'Alice', role: 'user', subscription: 'basic', expiredAt: w.clock.now + TTL });
    const byEmail = await w.auth.login('ALICE@example.COM', PASSWORD, '1.1.1.1');
    expect(byEmail.username).toBe('Alice');
    expect(byEmail.token).not.toBe(byName.token);
    const who = await w.auth.authenticate(byName.token);
    expect(who).toEqual({ username: 'Alice', sessionId: expect.any(String), expiresAt: Math.floor((w.clock.now + TTL) / 1000) * 1000 });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const attempts: [string, string][] = [['nobody', PASSWORD], ['nobody@example.com', PASSWORD], ['alice', 'Secret#999']];
    const errors = [];
    for (const [name, password] of attempts) errors.push(await w.auth.login(name, password, '1.1.1.1').catch((e) => e));
    for (const error of errors) expect(error).toMatchObject({ kind: 'unauthorized', code: 'bad_credentials', params: {} });
    expect(new Set(errors.map((e) => JSON.stringify([e.kind, e.code, e.params, e.message]))).size).toBe(1);
  });

  it('refuses a wrong password on an unverified account without revealing it is unverified', async () => {
    await w.auth.register(body('carol', 'carol@example.com'), 'en', '1.1.1.1');
    await expect(w.auth.login('carol', 'Wrong#1234', '1.1.1.1')).rejects.toMatchObject({ code: 'bad_credentials' });
    await expect(w.auth.login('carol', PASSWORD, '1.1.1.1')).rejects.toMatchObject({ code: 'email_not_verified' });
  });

  it('ends the token at logout and at expiry', async () => {
    const first = await w.auth.login('alice', PASSWORD, '1.1.1.1');
    const second = await w.auth.login('alice', PASSWORD, '1.1.1.1');
    const who = await w.auth.authenticate(first.token);
    await w.auth.logout(who!.sessionId);
    expect(await w.auth.authenticate(first.token)).toBeNull();
    expect(await w.auth.authenticate(second.token)).not.toBeNull();
    w.clock.now += TTL + 1000;
    expect(await w.auth.authenticate(second.token)).toBeNull();
    expect(await w.auth.authenticate('not.a.token')).toBeNull();
  });
});

describe('login throttling', () => {
  let w: World;
  beforeEach(async () => {
    w = await world({ loginPerAccountAndIp: 3, loginPerIp: 5 });
    await verifiedUser(w, 'alice', 'alice@example.com');
    await verifiedUser(w, 'bob1', 'bob@example.com');
  });

  it('counts every attempt per account and address, refusing even the right password there, never elsewhere', async () => {
    for (let i = 0; i < 3; i++) await expect(w.auth.login('alice', 'Wrong#1234', '10.0.0.1')).rejects.toMatchObject({ code: 'bad_credentials' });
    await expect(w.auth.login('ALICE', PASSWORD, '10.0.0.1')).rejects.toMatchObject({ kind: 'rate_limited', code: 'rate_limited' });
    expect((await w.auth.login('bob1', PASSWORD, '10.0.0.1')).username).toBe('bob1');
    expect((await w.auth.login('alice', PASSWORD, '10.0.1.1')).username).toBe('alice');
    w.clock.now += 15 * MINUTE;
    expect((await w.auth.login('alice', PASSWORD, '10.0.0.1')).username).toBe('alice');
  });

  it('limits attempts per IP across accounts', async () => {
    const names = ['alice', 'bob1', 'nobody', 'alice@example.com', 'bob@example.com'];
    for (const name of names) await w.auth.login(name, 'Wrong#1234', '9.9.9.9').catch(() => undefined);
    await expect(w.auth.login('someone', PASSWORD, '9.9.9.9')).rejects.toMatchObject({ code: 'rate_limited' });
    expect((await w.auth.login('bob@example.com', PASSWORD, '8.8.8.8')).username).toBe('bob1');
    w.clock.now += 15 * MINUTE;
    expect((await w.auth.login('alice', PASSWORD, '9.9.9.9')).username).toBe('alice');
  });
});

describe('password reset', () => {
  let w: World;
  beforeEach(async () => { w = await world({ rememberPerAccount: 2, rememberPerIp: 4 }); await verifiedUser(w); w.mails.length = 0; });
  const NEW = 'Changed#456';

  it('answers the same for an unknown account and mails nothing', async () => {
    expect(await w.auth.rememberPassword('nobody@example.com', '1.1.1.1', 'en')).toBeUndefined();
    expect(await w.auth.rememberPassword('nobody', '1.1.1.1', 'en')).toBeUndefined();
    expect(w.mails).toHaveLength(0);
    expect(await w.auth.rememberPassword('alice', '1.1.1.1', 'es')).toBeUndefined();
    expect(w.mails).toHaveLength(1);
    expect(w.mails[0]).toMatchObject({ to: 'alice@example.com', subject: expect.stringMatching(/contraseña/) });
    expect(w.mails[0].text).toContain(`${PUBLIC_URL}/remember/password/verify?token=`);
  });

  it('uses the token once, kills old sessions and sets the new password', async () => {
    const old = await w.auth.login('alice', PASSWORD, '1.1.1.1');
    await w.auth.rememberPassword('ALICE@example.com', '1.1.1.1', 'en');
    const token = tokenIn(w.mails[0]);
    await expect(w.auth.resetPassword(token, 'weak')).rejects.toMatchObject({ kind: 'invalid', code: 'password_length' });
    expect(await w.auth.resetPassword(token, NEW)).toEqual({ username: 'alice' });
    await expect(w.auth.resetPassword(token, 'Another#789')).rejects.toMatchObject({ kind: 'invalid', code: 'token_invalid' });
    expect(await w.auth.authenticate(old.token)).toBeNull();
    await expect(w.auth.login('alice', PASSWORD, '1.1.1.1')).rejects.toMatchObject({ code: 'bad_credentials' });
    expect((await w.auth.login('alice', NEW, '1.1.1.1')).username).toBe('alice');
  });

  it('expires the token after 30 minutes and replaces older tokens', async () => {
    await w.auth.rememberPassword('alice', '1.1.1.1', 'en');
    await w.auth.rememberPassword('alice', '1.1.1.1', 'en');
    const [older, newer] = w.mails.map(tokenIn);
    await expect(w.auth.resetPassword(older, NEW)).rejects.toMatchObject({ code: 'token_invalid' });
    w.clock.now += 30 * MINUTE + 1;
    await expect(w.auth.resetPassword(newer, NEW)).rejects.toMatchObject({ code: 'token_invalid' });
  });

  it('verifies the e-mail of an account that never clicked the verify link', async () => {
    await w.auth.register(body('carol', 'carol@example.com'), 'en', '1.1.1.1');
    await w.auth.rememberPassword('carol', '1.1.1.1', 'en');
    await w.auth.resetPassword(tokenIn(w.mails.at(-1)), NEW);
    expect((await w.auth.login('carol', NEW, '1.1.1.1')).username).toBe('carol');
  });

  it('throttles requests per account and per IP, whether or not the account exists', async () => {
    await w.auth.rememberPassword('alice', '1.1.1.1', 'en');
    await w.auth.rememberPassword('alice', '1.1.1.2', 'en');
    await expect(w.auth.rememberPassword('alice', '1.1.1.3', 'en')).rejects.toMatchObject({ code: 'rate_limited' });
    for (const name of ['x1', 'x2', 'x3', 'x4']) await w.auth.rememberPassword(name, '2.2.2.2', 'en');
    await expect(w.auth.rememberPassword('x5', '2.2.2.2', 'en')).rejects.toMatchObject({ code: 'rate_limited' });
    w.clock.now += 15 * MINUTE;
    await w.auth.rememberPassword('alice', '1.1.1.3', 'en');
    expect(w.mails).toHaveLength(3);
  });
});

describe('google login', () => {
  let w: World;
  beforeEach(async () => { w = await world(); });
  const identity = (sub: string, email: string, emailVerified = true): GoogleIdentity => ({ sub, email, emailVerified });

  it('creates a verified user without password and finds it again by sub', async () => {
    w.google.set('tok-1', identity('g-1', 'jane.doe+x@gmail.com'));
    const first = await w.auth.googleLogin('tok-1', 'en');
    expect(first.username).toMatch(/^[A-Za-z0-9]{4,30}$/);
    expect(first.username).toMatch(/^user[0-9]{8}$/);
    expect(first.username.toLowerCase()).not.toContain('jane');
    expect(await w.auth.authenticate(first.token)).toMatchObject({ username: first.username });
    expect(await w.store.users.byUsername(first.username)).toMatchObject({ verified: true, passwordHash: null, googleSub: 'g-1', language: 'en' });
    w.google.set('tok-2', identity('g-1', 'jane.doe+x@gmail.com'));
    expect((await w.auth.googleLogin('tok-2', 'es')).username).toBe(first.username);
    await expect(w.auth.login(first.username, PASSWORD, '1.1.1.1')).rejects.toMatchObject({ code: 'bad_credentials' });
  });

  it('lets a Google user set a password through the reset mail', async () => {
    w.google.set('tok', identity('g-9', 'sam@example.com'));
    const { username } = await w.auth.googleLogin('tok', 'en');
    await w.auth.rememberPassword('sam@example.com', '1.1.1.1', 'en');
    await w.auth.resetPassword(tokenIn(w.mails.at(-1)), 'Chosen#2024');
    expect((await w.auth.login(username, 'Chosen#2024', '1.1.1.1')).username).toBe(username);
    expect((await w.auth.googleLogin('tok', 'en')).username).toBe(username);
  });

  it('never takes over an account registered with the same e-mail', async () => {
    await verifiedUser(w, 'alice', 'alice@example.com');
    w.google.set('tok', identity('g-2', 'ALICE@example.com'));
    await expect(w.auth.googleLogin('tok', 'en')).rejects.toMatchObject({ kind: 'conflict', code: 'account_exists' });
    expect((await w.store.users.byUsername('alice'))?.googleSub).toBeNull();
  });

  it('refuses unknown tokens and unverified Google e-mails', async () => {
    await expect(w.auth.googleLogin('nope', 'en')).rejects.toMatchObject({ kind: 'unauthorized', code: 'google_token_invalid' });
    w.google.set('tok', identity('g-3', 'x@example.com', false));
    await expect(w.auth.googleLogin('tok', 'en')).rejects.toMatchObject({ kind: 'forbidden', code: 'google_email_unverified' });
    expect(await w.store.users.count()).toBe(0);
  });

  it('gives every Google account its own anonymous, valid username', async () => {
    const names = new Set<string>();
    for (const n of [1, 2, 3, 4, 5]) {
      w.google.set(`t${n}`, identity(`g-${n}`, `jane.doe${n}@gmail.com`));
      names.add((await w.auth.googleLogin(`t${n}`, 'en')).username);
    }
    expect(names.size).toBe(5);
    for (const name of names) expect(name).toMatch(/^user[0-9]{8}$/);
    for (let i = 0; i < 50; i++) expect(usernameCandidate()).toMatch(/^[A-Za-z0-9]{4,30}$/);
  });
});

describe('google userinfo verifier', () => {
  const respond = (status: number, json: unknown, seen: RequestInit[] = []) =>
    (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(init ?? {});
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;

  it('sends the access token and reads sub, email and email_verified', async () => {
    const seen: RequestInit[] = [];
    const verifier = createGoogleVerifier('https://google.test/userinfo', respond(200, { sub: '1', email: 'a@b.com', email_verified: 'true' }, seen));
    expect(await verifier.identify('abc')).toEqual({ sub: '1', email: 'a@b.com', emailVerified: true });
    expect(new Headers(seen[0].headers).get('authorization')).toBe('Bearer abc');
    expect(seen[0].signal).toBeInstanceOf(AbortSignal);
    const plain = createGoogleVerifier('u', respond(200, { sub: '1', email: 'a@b.com', email_verified: false }));
    expect(await plain.identify('abc')).toMatchObject({ emailVerified: false });
  });

  it('gives null for errors, bad shapes and network failures', async () => {
    const cases = [
      respond(401, { error: 'invalid_token' }),
      respond(200, { sub: '1', email: 'not-an-email', email_verified: true }),
      respond(200, { email: 'a@b.com', email_verified: true }),
      respond(200, [1, 2]),
      (async () => { throw new Error('down'); }) as typeof fetch,
    ];
    for (const fetchImpl of cases) expect(await createGoogleVerifier('u', fetchImpl).identify('abc')).toBeNull();
  });
});

describe('auth routes', () => {
  let w: World;
  let app: express.Express;
  beforeEach(async () => {
    w = await world();
    app = express();
    app.use(express.json());
    app.use('/api/auth', requestContext(w.auth, 'key'), authRouter(w.auth));
    app.use(errorHandler(() => {}));
  });
  const call = () => request(app);
  const headers = { 'x-api-key': 'key', 'x-language': 'en' };

  it('registers, verifies, logs in and out', async () => {
    const registered = await call().post('/api/auth/register/user').set(headers).send(body('alice', 'alice@example.com'));
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ username: 'alice', detail: 'We sent you an e-mail to verify your account.' });
    const verified = await call().get('/api/auth/signup/verify').query({ token: tokenIn(w.mails[0]) }).set(headers);
    expect([verified.status, verified.body.username]).toEqual([200, 'alice']);
    const login = await call().post('/api/auth/login').set(headers).send({ username_email: 'alice', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['expiredAt', 'role', 'subscription', 'token', 'username']);
    expect((await call().get('/api/auth/logout').set(headers)).status).toBe(401);
    const out = await call().get('/api/auth/logout').set({ ...headers, 'x-token': login.body.token });
    expect([out.status, out.body.detail]).toEqual([200, 'Logged out.']);
    expect((await call().get('/api/auth/logout').set({ ...headers, 'x-token': login.body.token })).status).toBe(401);
  });

  it('refuses arrays, null and operator objects with 400', async () => {
    for (const payload of [[], [{ username_email: 'a', password: 'b' }], { username_email: { $gt: '' }, password: { $gt: '' } }, { username_email: 'a' }]) {
      const res = await call().post('/api/auth/login').set(headers).send(payload);
      expect(res.status).toBe(400);
      expect(res.body.code).toMatch(/^(invalid_input|field_required)$/);
    }
    const nul = await call().post('/api/auth/login').set({ ...headers, 'content-type': 'application/json' }).send('null');
    expect(nul.status).toBe(400);
    const bad = await call().get('/api/auth/signup/verify').query('token=a&token=b').set(headers);
    expect(bad.status).toBe(400);
  });

  it('answers password reset requests the same way and resets with the mailed token', async () => {
    await verifiedUser(w);
    const known = await call().post('/api/auth/remember/password').set(headers).send({ username_email: 'alice' });
    const unknown = await call().post('/api/auth/remember/password').set(headers).send({ username_email: 'nobody' });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    const token = tokenIn(w.mails.at(-1));
    const reset = await call().post('/api/auth/remember/password/verify').set(headers).send({ token, password: 'Changed#456', password2: 'Changed#456' });
    expect(reset.status).toBe(200);
    const again = await call().post('/api/auth/remember/password/verify').set(headers).send({ token, password: 'Changed#456', password2: 'Changed#456' });
    expect([again.status, again.body.code]).toEqual([400, 'token_invalid']);
  });

  it('maps google and conflict errors to their statuses', async () => {
    await verifiedUser(w);
    w.google.set('tok', { sub: 'g', email: 'alice@example.com', emailVerified: true });
    expect((await call().post('/api/auth/oauth/google/login').set(headers).send({ access_token: 'tok' })).status).toBe(409);
    expect((await call().post('/api/auth/oauth/google/login').set(headers).send({ access_token: 'bad' })).status).toBe(401);
    const dup = await call().post('/api/auth/register/user').set(headers).send(body('ALICE', 'new@example.com'));
    expect([dup.status, dup.body.code]).toEqual([409, 'username_taken']);
  });
});
