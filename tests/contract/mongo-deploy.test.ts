import { describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { openMongoStore } from '../../server/adapters/mongo/index.js';
import { dropDatabases, TEST_MASTER_KEY, withDatabase } from './store-engines.js';

/** Start-up against a real replica set (MONGODB_URI); skipped with the contract suite's notice without one. */
const uri = process.env.MONGODB_URI;

describe.skipIf(!uri)('the mongo store on a real server: deploys and sealed fields', () => {
  it('given an index an operator (or a newer version) made, when the store opens again, then that index is still there', async () => {
    const database = withDatabase(uri as string, `psycare_deploy_${process.pid}`);
    try {
      await (await openMongoStore(database, TEST_MASTER_KEY)).close();
      const conn = await mongoose.createConnection(database).asPromise();
      await conn.collection('events').createIndex({ actor: 1, at: -1 }, { name: 'operator_actor_at' });

      await (await openMongoStore(database, TEST_MASTER_KEY)).close();

      const indexes = await conn.collection('events').indexes();
      await conn.close();
      expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(['operator_actor_at', 'chatId_1_seq_1', 'position_1']));
      // sharded by chatId: every unique index begins with it (docs/scaling.md)
      expect(indexes.filter((index) => index.unique).map((index) => index.name)).toEqual(['chatId_1_seq_1']);
    } finally {
      await dropDatabases(uri as string, [`psycare_deploy_${process.pid}`]);
    }
  });

  it('given a profile and a contact message, when stored, then their personal fields are ciphertext in the collection and read back in clear', async () => {
    const name = `psycare_sealed_${process.pid}`;
    const database = withDatabase(uri as string, name);
    const store = await openMongoStore(database, TEST_MASTER_KEY);
    try {
      await store.profiles.put({
        username: 'Ana', name: 'Ana', surname: 'Zqsurname', phone: '+34 600 111 222', license: 'M-1', countryIso: 'ES',
        description: 'zq about me', experienceYears: 3, specialization: 'clinical', birthDate: '1990-01-01', nif: '12345678Z',
        showContact: true, verified: true, avatarId: null, updatedAt: 1,
      });
      await store.contacts.add({ id: 'm1', email: 'ana@example.com', body: 'zq private words', createdAt: 1 });

      const conn = await mongoose.createConnection(database).asPromise();
      const raw = JSON.stringify([await conn.collection('profiles').findOne({}), await conn.collection('contact_messages').findOne({})]);
      await conn.close();
      for (const clear of ['Zqsurname', '600 111 222', '12345678Z', '1990-01-01', 'zq about me', 'zq private words']) expect(raw).not.toContain(clear);
      expect(await store.profiles.get('ana')).toMatchObject({ surname: 'Zqsurname', phone: '+34 600 111 222', nif: '12345678Z' });
      expect((await store.contacts.listForEmail('ana@example.com'))[0].body).toBe('zq private words');
    } finally {
      await store.close();
      await dropDatabases(uri as string, [name]);
    }
  });
});
