import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { headers, startTestServer, type TestServer } from '../support/server.js';

const PASSWORD = 'Str0ng!pass';
const MINUTE = 60_000;
const HOUR = 3600_000;
const REGISTER = '/api/auth/register/user';
const LOGIN = '/api/auth/login';

let server: TestServer | undefined;
afterEach(async () => { await server?.close(); server = undefined; });

/** A clock the test moves by hand, starting at a window's first minute so no attempt crosses into the next. */
function manualClock() {
  const clock = { now: Math.ceil(Date.now() / (15 * MINUTE)) * 15 * MINUTE + MINUTE };
  return { clock, read: () => clock.now };
}

const signUpBody = (username: string, email: string, password = PASSWORD) =>
  ({ username, email, password, password2: password, privacyPolicy: true });

/** Requests from a given client address: the test server trusts X-Forwarded-For from loopback, as behind a proxy. */
const from = (ip: string, language: 'es' | 'en' = 'en') => ({ ...headers(undefined, language), 'X-Forwarded-For': ip });

const register = (s: TestServer, username: string, email: string, ip = '198.51.100.1', language: 'es' | 'en' = 'en') =>
  s.http.post(REGISTER).set(from(ip, language)).send(signUpBody(username, email));

const login = (s: TestServer, name: string, password: string, ip: string) =>
  s.http.post(LOGIN).set(from(ip)).send({ username_email: name, password });

async function verifiedAccount(s: TestServer, username: string, email: string) {
  expect((await register(s, username, email, '192.0.2.200')).status).toBe(201);
  const mail = s.outbox().reverse().find((m) => m.to === email)!;
  const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token');
  expect((await s.http.get('/api/auth/signup/verify').query({ token }).set(headers())).status).toBe(200);
}

const hitRows = (s: TestServer) => {
  const db = new Database(path.join(s.dataDir, 'psycare.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM hits').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('sign-up', () => {
  it('is throttled per address and per inbox, plus-addressed variants counting as one', async () => {
    server = await startTestServer({ authLimits: { signUpPerIp: 3, signUpPerEmail: 2 } });
    for (let i = 0; i < 3; i++) expect((await register(server, `flood${i}`, `flood${i}@example.com`, '203.0.113.9')).status).toBe(201);
    const refused = await register(server, 'flood9', 'flood9@example.com', '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect((await register(server, 'other1', 'other1@example.com', '203.0.113.10')).status).toBe(201);

    expect((await register(server, 'plus1', 'inbox+1@example.com', '198.51.100.21')).status).toBe(201);
    expect((await register(server, 'plus2', 'Inbox+2@example.com', '198.51.100.22')).status).toBe(201);
    expect((await register(server, 'plus3', 'inbox+3@example.com', '198.51.100.23')).status).toBe(429);
    expect(server.outbox().filter((m) => m.to.startsWith('inbox') || m.to.startsWith('Inbox'))).toHaveLength(2);
  });

  it('answers a known e-mail exactly as a new one, and mails its owner instead of making a second account', async () => {
    server = await startTestServer();
    await verifiedAccount(server, 'owner1', 'owner1@example.com');
    await server.store.users.update('owner1', { language: 'es' });

    const fresh = await register(server, 'newname1', 'fresh1@example.com', '198.51.100.1', 'es');
    const known = await register(server, 'newname2', 'OWNER1@example.com', '198.51.100.1', 'es');
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual({ ...fresh.body, username: 'newname2' });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const toOwner = server.outbox().filter((m) => m.to === 'owner1@example.com');
    expect(toOwner.map((m) => m.subject)).toEqual(['Psycare: confirm your e-mail', 'Psycare: alguien intentó registrarse con tu correo']);
    expect(toOwner[1].text).toContain('http://localhost:0/remember/password');
    expect(toOwner[1].text).not.toContain('token=');
    expect((await server.store.users.byEmail('owner1@example.com'))?.username).toBe('owner1');

    // what follows a sign-up answers the same too: signing in is "not verified", the name is taken
    for (const name of ['newname1', 'newname2']) {
      const res = await login(server, name, PASSWORD, '198.51.100.2');
      expect([res.status, res.body.code]).toEqual([403, 'email_not_verified']);
      const again = await register(server, name, `${name}-b@example.com`, '198.51.100.3');
      expect([again.status, again.body.code]).toEqual([409, 'username_taken']);
    }
  });

  it('takes about as long for a known e-mail as for a new one (both hash, store and mail once)', async () => {
    server = await startTestServer({ authLimits: { signUpPerEmail: 100 } });
    await verifiedAccount(server, 'timed1', 'timed1@example.com');
    const took: Record<'fresh' | 'known', number[]> = { fresh: [], known: [] };
    for (let i = 0; i < 5; i++) {
      for (const kind of ['fresh', 'known'] as const) {
        const started = performance.now();
        const res = await register(server, `${kind}t${i}`, kind === 'known' ? 'timed1@example.com' : `${kind}t${i}@example.com`, `198.51.100.${40 + i}`);
        took[kind].push(performance.now() - started);
        expect(res.status).toBe(201);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2];
    const ratio = median(took.known) / median(took.fresh);
    // generous bounds on a shared machine: the difference this guards against is a missing hash (x10 and more)
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('frees the name and the e-mail of an account left unverified past 48 hours', async () => {
    const { clock, read } = manualClock();
    server = await startTestServer({ clock: read });
    expect((await register(server, 'Lapsed1', 'lapsed1@example.com')).status).toBe(201);
    const oldLink = server.outbox().at(-1)!.text;
    clock.now += 47 * HOUR;
    expect((await register(server, 'lapsed1', 'another@example.com')).body.code).toBe('username_taken');
    clock.now += HOUR + 1;
    expect((await register(server, 'lapsed1', 'lapsed1@example.com', '198.51.100.77')).status).toBe(201);
    const mails = server.outbox().filter((m) => m.to === 'lapsed1@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Psycare: confirm your e-mail', 'Psycare: confirm your e-mail']);
    const token = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token');
    expect((await server.http.get('/api/auth/signup/verify').query({ token: token(oldLink) }).set(headers())).status).toBe(400);
    expect((await server.http.get('/api/auth/signup/verify').query({ token: token(mails[1].text) }).set(headers())).status).toBe(200);
    expect((await login(server, 'lapsed1', PASSWORD, '198.51.100.78')).status).toBe(200);
  });
});

describe('login', () => {
  it('does not let wrong passwords from one address shut the owner out of their own, by name or by e-mail', async () => {
    server = await startTestServer({ authLimits: { loginPerAccountAndIp: 10, loginPerIp: 50 } });
    await verifiedAccount(server, 'victim1', 'victim1@example.com');
    for (const name of ['victim1', 'VICTIM1@example.com']) {
      for (let i = 0; i < 15; i++) await login(server, name, `Wrong!pass${i}`, '203.0.113.66');
    }
    expect((await login(server, 'victim1', PASSWORD, '203.0.113.66')).status).toBe(429);
    expect((await login(server, 'victim1@example.com', PASSWORD, '203.0.113.66')).status).toBe(429);
    expect((await login(server, 'victim1', PASSWORD, '198.51.100.5')).status).toBe(200);
    expect((await login(server, 'victim1@example.com', PASSWORD, '198.51.100.5')).status).toBe(200);
  });

  it('limits one address across accounts, and the owner typing wrong at home is slowed there', async () => {
    server = await startTestServer({ authLimits: { loginPerAccountAndIp: 3, loginPerIp: 8 } });
    await verifiedAccount(server, 'home1', 'home1@example.com');
    for (let i = 0; i < 3; i++) expect((await login(server, 'home1', 'Wrong!pass1', '198.51.100.9')).status).toBe(401);
    expect((await login(server, 'home1', PASSWORD, '198.51.100.9')).status).toBe(429);
    for (let i = 0; i < 4; i++) expect((await login(server, `someone${i}`, 'Wrong!pass1', '198.51.100.9')).status).toBe(401);
    expect((await login(server, 'someone9', 'Wrong!pass1', '198.51.100.9')).status).toBe(429);
  });
});

describe('the throttle table', () => {
  it('gains no rows from refused attempts, and drops the rows of ended windows', async () => {
    const { clock, read } = manualClock();
    server = await startTestServer({ clock: read, authLimits: { loginPerAccountAndIp: 10, loginPerIp: 50 } });
    for (let i = 0; i < 1100; i += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, j) => login(server!, `guess${i + j}`, 'Wrong!pass1', '203.0.113.77')));
    }
    // one row for the address, one per account tried while the address was under its limit
    expect(hitRows(server)).toBe(51);
    for (let i = 0; i < 100; i++) await login(server, 'same1', 'Wrong!pass1', '203.0.113.78');
    expect(hitRows(server)).toBe(53);
    clock.now += 15 * MINUTE;
    expect((await login(server, 'guess0', 'Wrong!pass1', '203.0.113.77')).status).toBe(401);
    expect(hitRows(server)).toBe(2);
  }, 90_000);
});
