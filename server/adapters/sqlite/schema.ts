import type { Database } from 'better-sqlite3';
import { HIDDEN_SUMMARY_MIGRATION, SEALED_SUMMARY_MIGRATION } from './chat-rows.js';
import { PROJECTIONS_MIGRATION } from './projections.js';
import { EVENTS_BY_STREAM_MIGRATION } from './event-schema.js';
import { REPLY_LEASES_MIGRATION } from './reply-leases.js';
import { PEOPLE_MIGRATION } from './people-schema.js';
import { INVITATIONS_MIGRATION } from './invitations.js';
import { NOTIFICATION_ENTRIES_MIGRATION } from './notifications.js';
import { MODERATION_MIGRATION } from './moderation.js';

/** Each entry moves the schema one version up; `PRAGMA user_version` records how far a file has come. */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    chat_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    UNIQUE (chat_id, seq)
  );
  CREATE TABLE chat_keys (chat_id TEXT PRIMARY KEY, wrapped BLOB NOT NULL);

  CREATE TABLE chats (
    id TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    public INTEGER NOT NULL,
    encrypted INTEGER NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    tags TEXT NOT NULL,
    shared_with TEXT NOT NULL,
    bot TEXT,
    language TEXT NOT NULL,
    date TEXT,
    closed INTEGER NOT NULL,
    closed_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    messages_count INTEGER NOT NULL,
    version INTEGER NOT NULL
  );
  CREATE INDEX chats_owner ON chats (owner, created_at);
  CREATE INDEX chats_public ON chats (public, created_at);
  CREATE TABLE chat_shares (
    chat_id TEXT NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
    username TEXT NOT NULL,
    PRIMARY KEY (chat_id, username)
  );
  CREATE INDEX chat_shares_user ON chat_shares (username);

  CREATE TABLE users (
    username TEXT PRIMARY KEY COLLATE NOCASE,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT,
    role TEXT NOT NULL,
    subscription TEXT NOT NULL,
    verified INTEGER NOT NULL,
    google_sub TEXT UNIQUE,
    language TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE sessions (sid TEXT PRIMARY KEY, username TEXT NOT NULL, expires_at INTEGER NOT NULL);
  CREATE INDEX sessions_user ON sessions (username);
  CREATE TABLE one_time_tokens (
    hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    username TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX one_time_tokens_user ON one_time_tokens (username, kind);

  CREATE TABLE counters (key TEXT PRIMARY KEY, count INTEGER NOT NULL);
  CREATE TABLE hits (
    key TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (key, window_start)
  );

  CREATE TABLE follows (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    chat_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (username, chat_id)
  );
  CREATE INDEX follows_chat ON follows (chat_id);
  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    owner TEXT NOT NULL,
    chat_id TEXT,
    created_at INTEGER NOT NULL,
    body TEXT NOT NULL
  );
  CREATE INDEX notifications_owner ON notifications (owner, created_at);
  CREATE INDEX notifications_chat ON notifications (chat_id);
  `,
  PEOPLE_MIGRATION,
  EVENTS_BY_STREAM_MIGRATION,
  SEALED_SUMMARY_MIGRATION + REPLY_LEASES_MIGRATION,
  PROJECTIONS_MIGRATION,
  INVITATIONS_MIGRATION,
  NOTIFICATION_ENTRIES_MIGRATION,
  MODERATION_MIGRATION,
  HIDDEN_SUMMARY_MIGRATION,
];

export function configure(db: Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  // NORMAL is durable across application crashes in WAL mode; only an OS crash can lose the last commits.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Deleted rows are overwritten with zeros, so a shredded chat or an erased account leaves no bytes in the file.
  db.pragma('secure_delete = ON');
}

/**
 * Runs pending migrations up to `target` (all of them unless a test stops earlier to build an old file);
 * IMMEDIATE so two processes opening one file at once migrate it only once.
 */
export function migrate(db: Database, target = MIGRATIONS.length): void {
  const step = db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    for (let next = version; next < target; next++) db.exec(MIGRATIONS[next]);
    if (target > version) db.pragma(`user_version = ${target}`);
  });
  step.immediate();
}
