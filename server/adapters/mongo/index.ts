import mongoose from 'mongoose';
import type { Store } from '../../application/ports.js';
import { mongoChatSummaries } from './chats.js';
import { mongoContactMessages, mongoNewsletter, mongoUploads } from './community.js';
import { mongoCounters } from './counters.js';
import { toStoreError } from './errors.js';
import { mongoReplyLeases } from './reply-leases.js';
import { mongoEventLog } from './event-log.js';
import { createFieldSealer } from './field-sealer.js';
import { mongoChatKeys } from './keys.js';
import { mongoApplications, mongoDirectLinks, mongoProfiles, mongoRatings } from './people.js';
import { mongoSnapshots, mongoTimelines } from './projections.js';
import { mongoOneTimeTokens, mongoSessions } from './sessions.js';
import { mongoMutes, mongoNotifications } from './notifications.js';
import { mongoFollows } from './social.js';
import { mongoModeration } from './moderation.js';
import { mongoUsers } from './users.js';
import { mongoInvitations } from './invitations.js';

/** What `hello` says about the server's kind: a replica set member names its set, a mongos says `isdbgrid`. */
export interface HelloAnswer { setName?: unknown; msg?: unknown }

export const STANDALONE_REFUSAL =
  'MongoDB is a standalone server, which has no transactions, and every chat append is one. Run a replica set: ' +
  'start mongod with --replSet rs0, run rs.initiate() once, and name the set in MONGODB_URI with replicaSet=rs0 ' +
  '(e.g. mongodb://localhost:27017/psycare?replicaSet=rs0). One node is enough for development, as in ' +
  'docker-compose.yml; there is no standalone mode (README, "Running on MongoDB").';

/**
 * Replica sets and sharded clusters run multi-document transactions; a standalone server does not. Without
 * them a batch becomes visible event by event and a failed one leaves a hole in the stream, so the store
 * refuses to open rather than fall back.
 */
export function requireTransactions(hello: HelloAnswer): void {
  if (typeof hello.setName === 'string' || hello.msg === 'isdbgrid') return;
  throw new Error(STANDALONE_REFUSAL);
}

/** IndexOptionsConflict and IndexKeySpecsConflict: an index on these keys exists with other options. */
const INDEX_EXISTS_OTHERWISE = new Set([85, 86]);

/**
 * Creates the collections and the indexes the schemas declare, and nothing else: an index made by an operator,
 * or by a newer version during a rolling deploy, is never dropped. One that exists on the same keys with other
 * options (an older version's) is left as it is.
 */
async function createIndexes(conn: mongoose.Connection): Promise<void> {
  for (const model of Object.values(conn.models)) {
    await model.createCollection();
    for (const [fields, options] of model.schema.indexes()) {
      await model.collection.createIndex(fields as mongoose.mongo.IndexSpecification, options as mongoose.mongo.CreateIndexesOptions).catch((error: { code?: unknown }) => {
        if (!INDEX_EXISTS_OTHERWISE.has(error?.code as number)) throw error;
      });
    }
  }
}

/** Every method of every port, with driver failures turned into the application's StoreUnavailable (503). */
function guarded(store: Store): Store {
  const wrap = <T extends object>(port: T): T => Object.fromEntries(Object.entries(port).map(([name, value]) => [
    name,
    typeof value !== 'function' ? value : async (...args: unknown[]) => {
      try {
        return await (value as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        throw toStoreError(error);
      }
    },
  ])) as T;
  // a port made of ports (moderation) is guarded method by method too
  const inner = (port: object) => Object.fromEntries(Object.entries(port).map(([n, v]) => [n, typeof v === 'object' && v !== null ? wrap(v) : v]));
  const ports = Object.fromEntries(Object.entries(store).map(([name, port]) => [name, typeof port === 'object' ? wrap(inner(port)) : port]));
  return wrap(ports as unknown as Store);
}

/**
 * Connects a dedicated mongoose connection to `uri` (the database named in it), checks it and builds its
 * indexes. `masterKey` seals the personal fields no query needs (field-sealer.ts).
 */
export async function openMongoStore(uri: string, masterKey: Buffer): Promise<Store> {
  // autoCreate and autoIndex off: nothing is sent before the server is known to run transactions. No buffering:
  // while no server answers, an operation fails after server selection (StoreUnavailable) instead of queueing.
  const options = { autoIndex: false, autoCreate: false, bufferCommands: false, serverSelectionTimeoutMS: 10_000 };
  const conn = await mongoose.createConnection(uri, options).asPromise().catch((error: unknown) => {
    throw toStoreError(error);
  });
  try {
    requireTransactions(await conn.getClient().db('admin').command({ hello: 1 }));
    const events = mongoEventLog(conn);
    const sealer = createFieldSealer(masterKey);
    const chats = mongoChatSummaries(conn);
    const store: Store = {
      events,
      keys: mongoChatKeys(conn),
      chats,
      timelines: mongoTimelines(conn),
      snapshots: mongoSnapshots(conn),
      users: mongoUsers(conn),
      sessions: mongoSessions(conn),
      tokens: mongoOneTimeTokens(conn),
      counters: mongoCounters(conn),
      leases: mongoReplyLeases(conn),
      follows: mongoFollows(conn),
      notifications: mongoNotifications(conn),
      mutes: mongoMutes(conn),
      profiles: mongoProfiles(conn, sealer),
      applications: mongoApplications(conn),
      uploads: mongoUploads(conn),
      ratings: mongoRatings(conn),
      directs: mongoDirectLinks(conn),
      newsletter: mongoNewsletter(conn),
      contacts: mongoContactMessages(conn, sealer),
      invitations: mongoInvitations(conn),
      moderation: mongoModeration(conn, sealer),
      // Deleted documents stay in WiredTiger's free space and in the oplog for its window; nothing here can
      // reach either (docs/architecture.md, "What erasure leaves on MongoDB").
      scrub: async () => undefined,
      close: () => conn.close(),
    };
    await createIndexes(conn);
    await events.prepare();
    await chats.prepare();
    return guarded(store);
  } catch (error) {
    await conn.close();
    throw toStoreError(error);
  }
}
