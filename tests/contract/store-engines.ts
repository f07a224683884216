import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import type { Store } from '../../server/application/ports.js';
import { openMongoStore } from '../../server/adapters/mongo/index.js';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';

export type OpenStore = () => Promise<Store>;

/** The master key the mongo store seals personal fields under in tests. */
export const TEST_MASTER_KEY = Buffer.alloc(32, 7);

export interface Engine {
  name: string;
  /** null when the engine cannot run here; its cases are then skipped */
  open: OpenStore | null;
  teardown(): Promise<void>;
}

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

export async function dropDatabases(uri: string, databases: string[]): Promise<void> {
  if (databases.length === 0) return;
  const conn = await mongoose.createConnection(uri).asPromise();
  try {
    for (const name of databases) await conn.useDb(name).dropDatabase();
  } finally {
    await conn.close();
  }
}

/**
 * MONGODB_URI names a replica set (or mongos) to run against; without it the mongo half is skipped with a
 * notice. With it nothing is skipped: a server that cannot be reached, or refuses, fails the cases.
 */
export function mongoEngine(): Engine {
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    console.warn('mongo contract tests skipped: MONGODB_URI is not set (npm run test:mongo, README "Running on MongoDB")');
    return { name: 'mongo', open: null, teardown: async () => undefined };
  }
  const databases: string[] = [];
  return {
    name: 'mongo',
    open: () => {
      const name = `psycare_contract_${process.pid}_${databases.length + 1}`;
      databases.push(name);
      return openMongoStore(withDatabase(uri, name), TEST_MASTER_KEY);
    },
    teardown: () => dropDatabases(uri, databases),
  };
}
