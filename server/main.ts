import fs from 'node:fs';
import path from 'node:path';
import { loadJwtSecret } from './application/auth/jwt.js';
import type { BotProvider, Store } from './application/ports.js';
import { createAnthropicBotProvider } from './adapters/bots/anthropic.js';
import { createLocalBotProvider } from './adapters/bots/local.js';
import { loadMasterKey } from './adapters/crypto/master-key.js';
import { createSealer } from './adapters/crypto/sealer.js';
import { createBlobSealer } from './adapters/crypto/blob-sealer.js';
import { createGoogleVerifier } from './adapters/google/userinfo.js';
import { createMailer } from './adapters/mail/mailer.js';
import { createScreenPool } from './adapters/screen/screen-pool.js';
import { createApplication } from './app.js';
import { localTopicClassifier, providerTopicClassifier } from './application/topics.js';
import { loadConfig, type Config } from './config.js';
import { connectRedisAdapter } from './transport/socket/redis-adapter.js';

async function openStore(config: Config, masterKey: Buffer): Promise<Store> {
  if (config.store === 'mongo') {
    const { openMongoStore } = await import('./adapters/mongo/index.js');
    return openMongoStore(config.mongodbUri as string, masterKey);
  }
  const { openSqliteStore } = await import('./adapters/sqlite/index.js');
  return openSqliteStore(path.join(config.dataDir, 'psycare.sqlite'));
}

function botProvider(config: Config): BotProvider {
  if (!config.anthropicApiKey) return createLocalBotProvider({ chunkDelayMs: config.botChunkDelayMs });
  return createAnthropicBotProvider({
    apiKey: config.anthropicApiKey, baseURL: config.anthropicBaseUrl,
    models: config.anthropicModels, defaultModel: config.anthropicDefaultModel,
  });
}

async function main() {
  const config = loadConfig();
  const log = config.silent ? () => undefined : (line: string) => console.log(`[psycare] ${line}`);
  // keys, the database and the outbox live here: the server's user only (the sqlite adapter tightens an older one)
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const masterKey = loadMasterKey({ dataDir: config.dataDir, envKey: config.masterKey });
  const store = await openStore(config, masterKey);
  const bots = botProvider(config);
  // With REDIS_URL the rooms span every node (docs/scaling.md); without it this node is alone.
  const redis = config.redisUrl ? await connectRedisAdapter(config.redisUrl, log) : null;
  const screens = createScreenPool({ workers: config.screenThreads, log });
  const application = createApplication({
    store,
    sealer: createSealer(masterKey, store.keys),
    blobSealer: createBlobSealer(masterKey),
    staffEmail: config.staffEmail,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), log }),
    bots,
    topics: config.anthropicApiKey ? providerTopicClassifier(bots) : localTopicClassifier,
    google: createGoogleVerifier(config.googleUserinfoUrl),
    clock: Date.now,
    log,
    jwtSecret: loadJwtSecret({ dataDir: config.dataDir, envSecret: config.jwtSecret }),
    apiKey: config.apiKey,
    publicUrl: config.publicUrl,
    tokenTtlMs: config.tokenTtlMs,
    clientDir: config.clientDir,
    apiRateLimit: config.apiRateLimit,
    userRateScale: config.userRateScale,
    rateLimitRedis: redis?.client,
    trustProxy: config.trustProxy,
    authLimits: { signUpPerIp: config.signUpPerIp },
    botDefinitions: config.botDefinitions,
    socketAdapter: redis?.adapter,
    screener: screens.screen,
  });
  const recovered = await application.recover();
  if (recovered.rebuilt || recovered.failed) log(`recovered ${recovered.rebuilt} chat summaries and ${recovered.failed} interrupted replies`);
  application.httpServer.listen(config.port, () => {
    const address = application.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log(`listening on http://localhost:${port} (store: ${config.store}, bot: ${config.anthropicApiKey ? 'anthropic' : 'local'}${redis ? ', rooms: redis' : ''})`);
    process.send?.({ ready: port });
  });
  const shutdown = async () => {
    await application.close();
    await screens.close();
    await redis?.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error) => {
  console.error('[psycare] failed to start:', error);
  process.exit(1);
});
