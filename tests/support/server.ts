import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/socket.js';
import { createLocalBotProvider } from '../../server/adapters/bots/local.js';
import { createSealer } from '../../server/adapters/crypto/sealer.js';
import { createBlobSealer } from '../../server/adapters/crypto/blob-sealer.js';
import { createMailer, readOutbox } from '../../server/adapters/mail/mailer.js';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';
import { createApplication, type AppDeps } from '../../server/app.js';
import type { GoogleVerifier } from '../../server/application/auth/ports.js';
import type { Store } from '../../server/application/ports.js';

export const API_KEY = 'test-api-key';
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestServer {
  url: string;
  dataDir: string;
  store: Store;
  app: ReturnType<typeof createApplication>;
  http: ReturnType<typeof request>;
  outbox: () => ReturnType<typeof readOutbox>;
  close: () => Promise<void>;
}

export const tempDir = (prefix = 'psycare-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

const noGoogle: GoogleVerifier = { identify: async () => null };

export interface TestServerOptions extends Partial<AppDeps> {
  dataDir?: string;
  /** a MongoDB connection string (tests pass MONGODB_URI): the app runs on the mongo store, in a fresh database dropped at close */
  mongoUri?: string;
}

let mongoDatabases = 0;

/** The mongo store as server/main.ts opens it, in a database of its own; `drop` removes that database. */
async function openMongoTestStore(uri: string): Promise<{ store: Store; drop: () => Promise<void> }> {
  const { withDatabase, dropDatabases } = await import('../contract/store-engines.js');
  const { openMongoStore } = await import('../../server/adapters/mongo/index.js');
  const database = `psycare_app_${process.pid}_${++mongoDatabases}`;
  return { store: await openMongoStore(withDatabase(uri, database), Buffer.alloc(32, 7)), drop: () => dropDatabases(uri, [database]) };
}

/** The real application on a free loopback port, over a real SQLite file in a fresh folder (or MongoDB with `mongoUri`). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { mongoUri, ...overrides } = options;
  const dataDir = overrides.dataDir ?? tempDir();
  const mongo = !overrides.store && mongoUri ? await openMongoTestStore(mongoUri) : null;
  const store = overrides.store ?? mongo?.store ?? (await openSqliteStore(path.join(dataDir, 'psycare.sqlite')));
  const outboxDir = path.join(dataDir, 'outbox');
  const app = createApplication({
    store,
    sealer: createSealer(Buffer.alloc(32, 7), store.keys),
    blobSealer: createBlobSealer(Buffer.alloc(32, 7)),
    mailer: createMailer({ outboxDir }),
    bots: createLocalBotProvider({ chunkDelayMs: 5 }),
    google: noGoogle,
    clock: Date.now,
    log: () => undefined,
    jwtSecret: new TextEncoder().encode('x'.repeat(48)),
    apiKey: API_KEY,
    publicUrl: 'http://localhost:0',
    tokenTtlMs: 3600_000,
    clientDir: path.join(dataDir, 'no-client'),
    apiRateLimit: 100_000,
    // tests that flood on purpose pass userRateScale: 1, the production buckets
    userRateScale: 1000,
    ...overrides,
    // many tests sign up many accounts from loopback; the sign-up throttle has tests of its own (account-abuse)
    authLimits: { signUpPerIp: 10_000, ...overrides.authLimits },
  });
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  return {
    url, dataDir, store, app,
    http: request(url),
    outbox: () => readOutbox(outboxDir),
    async close() {
      await app.close();
      await new Promise<void>((resolve) => app.httpServer.close(() => resolve()));
      if (!overrides.store) await store.close();
      await mongo?.drop();
    },
  };
}

export const headers = (token?: string, language: 'es' | 'en' = 'en') => ({
  'X-API-KEY': API_KEY,
  'X-LANGUAGE': language,
  ...(token ? { 'X-TOKEN': token } : {}),
});

/** Registers, verifies through the mailed link, and logs in; returns the login answer. */
export async function signUp(server: TestServer, username: string, password = 'Str0ng!pass') {
  const email = `${username.toLowerCase()}@example.com`;
  const registered = await server.http.post('/api/auth/register/user').set(headers())
    .send({ email, username, password, password2: password, privacyPolicy: true });
  if (registered.status !== 201) throw new Error(`register ${registered.status} ${JSON.stringify(registered.body)}`);
  const mail = server.outbox().reverse().find((m) => m.to.includes(email));
  const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x').searchParams.get('token');
  const verified = await server.http.get('/api/auth/signup/verify').query({ token }).set(headers());
  if (verified.status !== 200) throw new Error(`verify ${verified.status}`);
  const login = await server.http.post('/api/auth/login').set(headers()).send({ username_email: username, password });
  if (login.status !== 200) throw new Error(`login ${login.status}`);
  return login.body as { username: string; token: string; role: string; subscription: string; expiredAt: number };
}

export function connectSocket(server: TestServer, token?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(server.url, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function waitFor<T>(check: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      const value = check();
      if (value) return resolve(value);
      if (Date.now() - started > timeoutMs) return reject(new Error('waitFor timed out'));
      setTimeout(tick, 10);
    };
    tick();
  });
}
