import mongoose from 'mongoose';
import type { Store } from '../../application/ports.js';
import { mongoChatSummaries } from './chats.js';
import { mongoContactMessages, mongoNewsletter, mongoUploads } from './community.js';
import { mongoCounters } from './counters.js';
import { mongoEventLog } from './event-log.js';
import { mongoChatKeys } from './keys.js';
import { mongoApplications, mongoDirectLinks, mongoProfiles, mongoRatings } from './people.js';
import { mongoSnapshots, mongoTimelines } from './projections.js';
import { mongoOneTimeTokens, mongoSessions } from './sessions.js';
import { mongoFollows, mongoNotifications } from './social.js';
import { mongoUsers } from './users.js';

/** Replica sets and sharded clusters run multi-document transactions; a standalone server does not. */
async function supportsTransactions(conn: mongoose.Connection): Promise<boolean> {
  const hello = await conn.getClient().db('admin').command({ hello: 1 });
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

/** Connects a dedicated mongoose connection to `uri` (the database named in it) and builds its indexes. */
export async function openMongoStore(uri: string): Promise<Store> {
  const conn = await mongoose.createConnection(uri, { autoIndex: false, serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
    const store: Store = {
      events: mongoEventLog(conn, await supportsTransactions(conn)),
      keys: mongoChatKeys(conn),
      chats: mongoChatSummaries(conn),
      timelines: mongoTimelines(conn),
      snapshots: mongoSnapshots(conn),
      users: mongoUsers(conn),
      sessions: mongoSessions(conn),
      tokens: mongoOneTimeTokens(conn),
      counters: mongoCounters(conn),
      follows: mongoFollows(conn),
      notifications: mongoNotifications(conn),
      profiles: mongoProfiles(conn),
      applications: mongoApplications(conn),
      uploads: mongoUploads(conn),
      ratings: mongoRatings(conn),
      directs: mongoDirectLinks(conn),
      newsletter: mongoNewsletter(conn),
      contacts: mongoContactMessages(conn),
      // WiredTiger reuses the space of deleted documents in its own time; compacting is the operator's job
      scrub: async () => undefined,
      close: () => conn.close(),
    };
    // Creates the collections too, which transactions need: they cannot create one on first insert before 4.4.
    await conn.syncIndexes();
    return store;
  } catch (error) {
    await conn.close();
    throw error;
  }
}
