/*
 * The real server (sqlite, same composition as server/main.ts) with an injected bot provider that stamps every
 * delta with the time it was emitted (`performance.timeOrigin + performance.now()`), so a client process on
 * the same machine can measure what the server adds between the provider and its `bot:token`. Every store
 * call is counted, so the runner can check that tokens cause no database write.
 * A user message "bench:<tokens>:<intervalMs>" asks for that many tokens at that pace; anything else gets 3.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSealer } from '../../server/adapters/crypto/sealer.js';
import { loadMasterKey } from '../../server/adapters/crypto/master-key.js';
import { createMailer } from '../../server/adapters/mail/mailer.js';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';
import { createApplication } from '../../server/app.js';
import { loadJwtSecret } from '../../server/application/auth/jwt.js';
import type { BotChunk, BotProvider, BotRequest, Store } from '../../server/application/ports.js';
import { loadConfig } from '../../server/config.js';
import { epochNow } from './lib/stats.js';

const wait = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

const timestampProvider: BotProvider = {
  name: 'bench-timestamps',
  async *stream(request: BotRequest): AsyncIterable<BotChunk> {
    const last = [...request.history].reverse().find((t) => t.role === 'user')?.content ?? '';
    const [, tokens = '3', interval = '1'] = /^bench:(\d+):(\d+)/.exec(last) ?? [];
    const started = performance.now();
    for (let i = 0; i < Number(tokens) && !request.signal.aborted; i++) {
      // paced against the start, so timer drift does not pile up
      await wait(Math.max(0, started + (i + 1) * Number(interval) - performance.now()), request.signal);
      yield { type: 'text', delta: `${epochNow().toFixed(3)};` };
    }
  },
};

/** Counts every call to the store, by repository and method. */
function counted(store: Store, calls: Map<string, number>): Store {
  const wrap = <T extends object>(name: string, repo: T): T => new Proxy(repo, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const label = `${name}.${String(key)}`;
        calls.set(label, (calls.get(label) ?? 0) + 1);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return Object.fromEntries(Object.entries(store).map(([k, v]) => [k, typeof v === 'object' && v ? wrap(k, v) : v])) as unknown as Store;
}

async function main() {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const calls = new Map<string, number>();
  const raw = await openSqliteStore(path.join(config.dataDir, 'psycare.sqlite'));
  const store = counted(raw, calls);
  const application = createApplication({
    store,
    sealer: createSealer(loadMasterKey({ dataDir: config.dataDir, envKey: config.masterKey }), store.keys),
    mailer: createMailer({ outboxDir: path.join(config.dataDir, 'outbox'), log: () => undefined }),
    bots: timestampProvider,
    google: { identify: async () => null },
    clock: Date.now,
    log: (line) => console.error(`[token-server] ${line}`),
    jwtSecret: loadJwtSecret({ dataDir: config.dataDir, envSecret: config.jwtSecret }),
    apiKey: config.apiKey,
    publicUrl: config.publicUrl,
    tokenTtlMs: config.tokenTtlMs,
    clientDir: config.clientDir,
    apiRateLimit: config.apiRateLimit,
    userRateScale: config.userRateScale,
  });
  process.on('message', (message: { calls?: boolean; id?: number }) => {
    if (message?.calls) process.send?.({ calls: Object.fromEntries(calls), id: message.id });
  });
  application.httpServer.listen(config.port, '127.0.0.1', () => {
    const address = application.httpServer.address();
    process.send?.({ ready: typeof address === 'object' && address ? address.port : config.port });
  });
  process.once('SIGTERM', async () => {
    await application.close();
    await raw.close();
    process.exit(0);
  });
}

void main();
