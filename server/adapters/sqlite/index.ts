import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Store } from '../../application/ports.js';
import { sqliteChatSummaries } from './chats.js';
import { startCheckpointer } from './checkpointer.js';
import { sqliteContactMessages, sqliteNewsletter, sqliteUploads } from './community.js';
import { sqliteCounters } from './counters.js';
import { sqliteReplyLeases } from './reply-leases.js';
import { sqliteEventLog } from './event-log.js';
import { createGroupCommit } from './group-commit.js';
import { sqliteChatKeys } from './keys.js';
import { sqliteApplications, sqliteDirectLinks, sqliteProfiles, sqliteRatings } from './people.js';
import { configure, migrate } from './schema.js';
import { sqliteSnapshots, sqliteTimelines } from './projections.js';
import { sqliteOneTimeTokens, sqliteSessions } from './sessions.js';
import { sqliteMutes, sqliteNotifications } from './notifications.js';
import { sqliteFollows } from './social.js';
import { sqliteUsers } from './users.js';
import { sqliteInvitations } from './invitations.js';
import { sqliteModeration } from './moderation.js';

/**
 * The folder and the database readable by the server's user only, older ones included. SQLite gives its -wal
 * and -shm files the database file's mode, so creating that file first with 0600 covers all three.
 */
function ownerOnly(file: string) {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
}

/** Opens (creating and migrating if needed) the embedded store in `file`; ':memory:' gives a private database. */
export async function openSqliteStore(file: string): Promise<Store> {
  if (file !== ':memory:') ownerOnly(file);
  const db = new Database(file);
  try {
    configure(db);
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  // appends and summary saves of every chat share commits (group-commit.ts)
  const commit = createGroupCommit(db);
  const checkpointer = file === ':memory:' ? null : startCheckpointer(db, file);
  return {
    events: sqliteEventLog(db, commit),
    keys: sqliteChatKeys(db),
    chats: sqliteChatSummaries(db, commit),
    timelines: sqliteTimelines(db, commit),
    snapshots: sqliteSnapshots(db, commit),
    users: sqliteUsers(db),
    sessions: sqliteSessions(db),
    tokens: sqliteOneTimeTokens(db),
    counters: sqliteCounters(db),
    leases: sqliteReplyLeases(db),
    follows: sqliteFollows(db),
    notifications: sqliteNotifications(db),
    mutes: sqliteMutes(db),
    profiles: sqliteProfiles(db),
    applications: sqliteApplications(db),
    uploads: sqliteUploads(db),
    ratings: sqliteRatings(db),
    directs: sqliteDirectLinks(db),
    newsletter: sqliteNewsletter(db),
    contacts: sqliteContactMessages(db),
    invitations: sqliteInvitations(db),
    moderation: sqliteModeration(db),
    async scrub() {
      // secure_delete zeroed the rows in their pages, but older WAL frames still hold the pages as they were
      // until the log wraps round: copy the latest pages into the file and cut the log to zero bytes.
      if (checkpointer) await checkpointer.truncate();
      else db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      // the worker's connection closes first, so this one is the last and removes the WAL on closing
      await checkpointer?.stop();
      if (db.open) db.close();
    },
  };
}
