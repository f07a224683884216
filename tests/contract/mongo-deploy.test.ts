import { describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { openMongoStore } from '../../server/adapters/mongo/index.js';
import { dropDatabases, withDatabase } from './store-engines.js';

/** Start-up against a real replica set (MONGODB_URI); skipped with the contract suite's notice without one. */
const uri = process.env.MONGODB_URI;

describe.skipIf(!uri)('the mongo store across deploys', () => {
  it('given an index an operator (or a newer version) made, when the store opens again, then that index is still there', async () => {
    const database = withDatabase(uri as string, `psycare_deploy_${process.pid}`);
    try {
      await (await openMongoStore(database)).close();
      const conn = await mongoose.createConnection(database).asPromise();
      await conn.collection('events').createIndex({ actor: 1, at: -1 }, { name: 'operator_actor_at' });

      await (await openMongoStore(database)).close();

      const indexes = await conn.collection('events').indexes();
      await conn.close();
      expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(['operator_actor_at', 'chatId_1_seq_1', 'position_1']));
      // sharded by chatId: every unique index begins with it (docs/scaling.md)
      expect(indexes.filter((index) => index.unique).map((index) => index.name)).toEqual(['chatId_1_seq_1']);
    } finally {
      await dropDatabases(uri as string, [`psycare_deploy_${process.pid}`]);
    }
  });
});
