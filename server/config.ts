import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { applyBotOverrides, parseBotOverrides } from './application/bots/bot-overrides.js';
import { BOTS } from './application/bots/catalogue.js';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  STORE: z.enum(['sqlite', 'mongo']).default('sqlite'),
  MONGODB_URI: z.string().optional(),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  MASTER_KEY: z.string().optional(),
  API_KEY: z.string().default('psycare-web'),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  ANTHROPIC_MODEL_BASIC: z.string().min(1).optional(),
  ANTHROPIC_MODEL_PREMIUM: z.string().min(1).optional(),
  /** JSON: {"psycarebot": {"basic": "...", "premium": "..."}, ...} per bot key */
  ANTHROPIC_MODELS: z.string().optional(),
  SMTP_URL: z.string().optional(),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  PUBLIC_URL: z.string().url().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(24),
  BOT_CHUNK_DELAY_MS: z.coerce.number().min(0).default(30),
  CLIENT_DIR: z.string().default('./dist/client'),
  LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
  /** where contact messages and staff notices (professional applications, subscribers) are mailed */
  STAFF_EMAIL: z.string().email().default('staff@psycare.local'),
  /** HTTP API requests per minute per client address (benchmarks and load tests raise it) */
  API_RATE_LIMIT: z.coerce.number().int().positive().default(1200),
  /** multiplies every per-person bucket (posting over HTTP and the socket, socket events); benchmarks raise it */
  USER_RATE_SCALE: z.coerce.number().positive().default(1),
  /** sign-ups per client address per 15 minutes (end-to-end tests, which sign many up from loopback, raise it) */
  SIGNUP_PER_IP_LIMIT: z.coerce.number().int().positive().default(10),
  /** which proxies' X-Forwarded-For to believe (Express 'trust proxy'): e.g. 'loopback, uniquelocal' behind nginx */
  TRUST_PROXY: z.string().default('loopback'),
  /** threads that run the risk screen off the event loop (default: one fewer than the cores; 0: on the event loop) */
  SCREEN_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** JSON file of per-bot overrides of the seeded catalogue (name, description, order, premium, ...) */
  BOTS_FILE: z.string().min(1).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.parse(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  if (parsed.STORE === 'mongo' && !parsed.MONGODB_URI) throw new Error('STORE=mongo needs MONGODB_URI');
  return {
    port: parsed.PORT,
    dataDir,
    store: parsed.STORE,
    mongodbUri: parsed.MONGODB_URI,
    redisUrl: parsed.REDIS_URL,
    jwtSecret: parsed.JWT_SECRET,
    masterKey: parsed.MASTER_KEY,
    apiKey: parsed.API_KEY,
    anthropicApiKey: parsed.ANTHROPIC_API_KEY,
    anthropicBaseUrl: parsed.ANTHROPIC_BASE_URL,
    anthropicModels: parseModels(parsed.ANTHROPIC_MODELS),
    anthropicDefaultModel: parsed.ANTHROPIC_MODEL_BASIC || parsed.ANTHROPIC_MODEL_PREMIUM
      ? { basic: parsed.ANTHROPIC_MODEL_BASIC ?? parsed.ANTHROPIC_MODEL_PREMIUM!, premium: parsed.ANTHROPIC_MODEL_PREMIUM ?? parsed.ANTHROPIC_MODEL_BASIC! }
      : undefined,
    smtpUrl: parsed.SMTP_URL,
    googleUserinfoUrl: parsed.GOOGLE_USERINFO_URL,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    tokenTtlMs: parsed.TOKEN_TTL_HOURS * 3600_000,
    botChunkDelayMs: parsed.BOT_CHUNK_DELAY_MS,
    clientDir: path.resolve(parsed.CLIENT_DIR),
    silent: parsed.LOG_LEVEL === 'silent',
    staffEmail: parsed.STAFF_EMAIL,
    apiRateLimit: parsed.API_RATE_LIMIT,
    userRateScale: parsed.USER_RATE_SCALE,
    trustProxy: parsed.TRUST_PROXY,
    signUpPerIp: parsed.SIGNUP_PER_IP_LIMIT,
    screenThreads: parsed.SCREEN_THREADS,
    botDefinitions: loadBots(parsed.BOTS_FILE),
  };
}

/** The seeded catalogue, with BOTS_FILE's overrides when it is set; a bad file stops the start-up. */
function loadBots(file: string | undefined) {
  if (!file) return BOTS;
  let json: string;
  try {
    json = fs.readFileSync(path.resolve(file), 'utf8');
  } catch (error) {
    throw new Error(`BOTS_FILE ${file} cannot be read: ${(error as Error).message}`);
  }
  const source = `BOTS_FILE ${file}`;
  return applyBotOverrides(BOTS, parseBotOverrides(json, source), source);
}

const TierModels = z.record(z.string(), z.object({ basic: z.string().min(1), premium: z.string().min(1) }));

function parseModels(json: string | undefined) {
  if (!json) return undefined;
  try {
    return TierModels.parse(JSON.parse(json));
  } catch {
    throw new Error('ANTHROPIC_MODELS must be JSON like {"psycarebot": {"basic": "model", "premium": "model"}}');
  }
}
