import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import type { Store } from '../../server/application/ports.js';
import { openMongoStore } from '../../server/adapters/mongo/index.js';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';

export type OpenStore = () => Promise<Store>;

export interface Engine {
  name: string;
  /** null when the engine cannot run here; its cases are then skipped */
  open: OpenStore | null;
  teardown(): Promise<void>;
}

const MONGO_START_TIMEOUT_MS = 10_000;

/** Every open gets a fresh file in one temp directory, so cases never see each other's data. */
export function sqliteEngine(): Engine {
  const dir = mkdtempSync(join(tmpdir(), 'psycare-store-contract-'));
  let files = 0;
  return {
    name: 'sqlite',
    open: () => openSqliteStore(join(dir, `store-${++files}.db`)),
    async teardown() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Puts `database` into a connection string, keeping hosts (possibly several) and options. */
export function withDatabase(uri: string, database: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error(`not a MongoDB connection string: ${uri}`);
  return `${match[1]}/${database}${match[2] ?? ''}`;
}

async function startMemoryServer(): Promise<{ uri: string; stop(): Promise<void> } | null> {
  // Without this the binary download is retried three times before giving up.
  process.env.MONGOMS_MAX_RETRIES = '0';
  // The library prints a whole stack trace for the expected download failure; one notice line says enough.
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    const { MongoMemoryReplSet } = await import('mongodb-memory-server');
    const starting = MongoMemoryReplSet.create({ replSet: { count: 1 } });
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, MONGO_START_TIMEOUT_MS, null).unref());
    const replSet = await Promise.race([starting, timeout]);
    if (!replSet) {
      starting.then((late) => late.stop(), () => undefined);
      return null;
    }
    return { uri: replSet.getUri(), stop: async () => void (await replSet.stop()) };
  } catch {
    return null;
  } finally {
    console.warn = warn;
  }
}

export async function dropDatabases(uri: string, databases: string[]): Promise<void> {
  if (databases.length === 0) return;
  const conn = await mongoose.createConnection(uri).asPromise();
  try {
    for (const name of databases) await conn.useDb(name).dropDatabase();
  } finally {
    await conn.close();
  }
}

/** MONGODB_URI when set, else an in-memory replica set; null open (with a notice) when neither can be had. */
export async function mongoEngine(): Promise<Engine> {
  const server = process.env.MONGODB_URI ? { uri: process.env.MONGODB_URI, stop: async () => undefined } : await startMemoryServer();
  if (!server) {
    console.warn('mongo contract tests skipped: no mongod reachable (set MONGODB_URI)');
    return { name: 'mongo', open: null, teardown: async () => undefined };
  }
  const databases: string[] = [];
  return {
    name: 'mongo',
    open: () => {
      const name = `psycare_contract_${process.pid}_${databases.length + 1}`;
      databases.push(name);
      return openMongoStore(withDatabase(server.uri, name));
    },
    async teardown() {
      await dropDatabases(server.uri, databases);
      await server.stop();
    },
  };
}
