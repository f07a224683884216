import { afterEach, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { StoreUnavailable, VersionConflict } from '../../server/application/ports.js';
import { openMongoStore, requireTransactions, STANDALONE_REFUSAL } from '../../server/adapters/mongo/index.js';
import { mayHaveCommitted, toStoreError } from '../../server/adapters/mongo/errors.js';
import { createFieldSealer } from '../../server/adapters/mongo/field-sealer.js';
import { foldForSearch } from '../../server/adapters/search-text.js';
import { statusOf, toAppError } from '../../server/transport/http/errors.js';
import { startFakeMongod, type FakeMongod } from './fake-mongod.js';

/** What the Mongo adapter decides without a mongod: these run on every machine, the contract suite where one is reachable. */
describe('the mongo store without a mongod', () => {
  let fake: FakeMongod | null = null;
  afterEach(async () => {
    await fake?.close();
    fake = null;
  });

  it('given a server that answers hello as a standalone, when the store opens, then it refuses, names replicaSet= and writes nothing', async () => {
    fake = await startFakeMongod();

    const refusal = await openMongoStore(fake.uri, Buffer.alloc(32, 7)).then(() => null, (error: unknown) => error);

    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toBe(STANDALONE_REFUSAL);
    expect((refusal as Error).message).toContain('replicaSet=');
    expect(fake.commands.some((name) => name === 'hello' || name === 'ismaster')).toBe(true);
    // the refusal comes before any collection, index or document is made
    expect(fake.commands.filter((name) => !['hello', 'ismaster', 'endSessions'].includes(name))).toEqual([]);
  });

  it('given hello answers, when checked, then replica set members and mongos pass and a standalone is refused', () => {
    expect(() => requireTransactions({ setName: 'rs0' })).not.toThrow();
    expect(() => requireTransactions({ msg: 'isdbgrid' })).not.toThrow();
    expect(() => requireTransactions({})).toThrow(/replicaSet=rs0/);
    expect(() => requireTransactions({ setName: null, msg: 'other' })).toThrow(/standalone/);
  });
});

describe('driver failures as the application sees them', () => {
  it('given a network error, when mapped, then it is StoreUnavailable, a 503 store_unavailable, and no write is in doubt', () => {
    const mapped = toStoreError(new mongoose.mongo.MongoNetworkError('connection reset'));

    expect(mapped).toBeInstanceOf(StoreUnavailable);
    expect(mapped).toMatchObject({ mayHaveCommitted: false });
    const http = toAppError(mapped);
    expect(http).toMatchObject({ kind: 'unavailable', code: 'store_unavailable' });
    expect(statusOf(http!)).toBe(503);
  });

  it('given server answers meaning "no primary now" or no server at all, when mapped, then they are StoreUnavailable too', async () => {
    for (const code of [10107, 11602, 189, 91]) {
      expect(toStoreError(new mongoose.mongo.MongoServerError({ message: 'not primary', code }))).toBeInstanceOf(StoreUnavailable);
    }
    // a real failed connection: nothing listens on port 1 of loopback
    const refused = await mongoose.createConnection('mongodb://127.0.0.1:1/x', { serverSelectionTimeoutMS: 200 }).asPromise()
      .then((conn) => conn.close(), (error: unknown) => error);
    expect(toStoreError(refused)).toBeInstanceOf(StoreUnavailable);
  });

  it('given a commit whose answer was lost, when mapped, then the write may have landed', () => {
    const lost = new mongoose.mongo.MongoServerError({ message: 'commit answer lost' });
    lost.addErrorLabel('UnknownTransactionCommitResult');
    expect(mayHaveCommitted(lost)).toBe(true);
    expect(toStoreError(lost)).toMatchObject({ mayHaveCommitted: true });
  });

  it('given a duplicate key, a version conflict or a plain bug, when mapped, then they pass unchanged', () => {
    const duplicate = new mongoose.mongo.MongoServerError({ message: 'E11000', code: 11000 });
    const conflict = new VersionConflict('c1', 3);
    const bug = new TypeError('x is undefined');
    expect(toStoreError(duplicate)).toBe(duplicate);
    expect(toStoreError(conflict)).toBe(conflict);
    expect(toStoreError(bug)).toBe(bug);
  });
});

describe('search folding (both engines match on it)', () => {
  it('given words in any case and with accents, when folded, then they meet; the tilde of ñ stays', () => {
    expect(foldForSearch('ÁNIMO')).toBe('animo');
    expect(foldForSearch('ánimo')).toBe(foldForSearch('Animo'));
    expect(foldForSearch('Crème Brûlée, ÜBER')).toBe('creme brulee, uber');
    expect(foldForSearch('AÑO')).toBe('año');
    expect(foldForSearch('año')).not.toBe(foldForSearch('ano'));
    expect(foldForSearch('100% tired_out')).toBe('100% tired_out');
  });
});

describe('sealed personal fields on MongoDB', () => {
  const sealer = createFieldSealer(Buffer.alloc(32, 7));

  it('given a personal field, when sealed, then the stored text is ciphertext that opens only in its own place', () => {
    const stored = sealer.seal('profiles|ana|phone', '+34 600 000 000');

    expect(stored).not.toContain('600');
    expect(stored).not.toBe(sealer.seal('profiles|ana|phone', '+34 600 000 000'));
    expect(sealer.open('profiles|ana|phone', stored)).toBe('+34 600 000 000');
    expect(() => sealer.open('profiles|bea|phone', stored)).toThrow();
    expect(() => createFieldSealer(Buffer.alloc(32, 8)).open('profiles|ana|phone', stored)).toThrow();
  });

  it('given no value or a value stored before sealing, when opened, then it reads back as it is', () => {
    expect(sealer.seal('profiles|ana|nif', null)).toBeNull();
    expect(sealer.open('profiles|ana|nif', null)).toBeNull();
    expect(sealer.open('profiles|ana|nif', undefined)).toBeNull();
    expect(sealer.open('profiles|ana|name', 'Ana')).toBe('Ana');
  });
});
