import type { Database } from 'better-sqlite3';
import type { Mutes, Notifications } from '../../application/ports.js';
import type { Notification } from '../../../shared/socket.js';

/**
 * Notifications collapse to one row per (owner, chat), updated in place; the rows of the first schema (one per
 * notification) fold into it, keeping each chat's latest body and the count. `chat_id` is '' for a
 * notification about no chat. Mutes are one row per (person, chat).
 */
export const NOTIFICATION_ENTRIES_MIGRATION = `
  CREATE TABLE notification_entries (
    owner TEXT NOT NULL,
    chat_id TEXT NOT NULL,
    count INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (owner, chat_id)
  ) WITHOUT ROWID;
  CREATE INDEX notification_entries_recent ON notification_entries (owner, created_at, chat_id);
  CREATE INDEX notification_entries_chat ON notification_entries (chat_id);
  INSERT INTO notification_entries (owner, chat_id, count, created_at, body)
    SELECT owner, COALESCE(chat_id, ''), COUNT(*), MAX(created_at), body FROM notifications GROUP BY owner, COALESCE(chat_id, '');
  DROP TABLE notifications;
  CREATE TABLE chat_mutes (
    username TEXT NOT NULL,
    chat_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (username, chat_id)
  ) WITHOUT ROWID;
  CREATE INDEX chat_mutes_chat ON chat_mutes (chat_id);
`;

interface EntryRow { body: string; count: number }
const toEntry = (row: EntryRow): Notification => ({ ...(JSON.parse(row.body) as Notification), count: row.count });

export function sqliteNotifications(db: Database): Notifications {
  const upsert = db.prepare<[string, string, number, string], { count: number }>(`
    INSERT INTO notification_entries (owner, chat_id, count, created_at, body) VALUES (?, ?, 1, ?, ?)
    ON CONFLICT (owner, chat_id) DO UPDATE SET count = count + 1, created_at = excluded.created_at, body = excluded.body
    RETURNING count`);
  const newest = db.prepare<[string, number], EntryRow>(
    'SELECT body, count FROM notification_entries WHERE owner = ? ORDER BY created_at DESC, chat_id DESC LIMIT ?',
  );
  const older = db.prepare<[string, number, number, string, number], EntryRow>(`
    SELECT body, count FROM notification_entries WHERE owner = ? AND (created_at < ? OR (created_at = ? AND chat_id < ?))
    ORDER BY created_at DESC, chat_id DESC LIMIT ?`);
  const clearChat = db.prepare<[string, string], { count: number }>('DELETE FROM notification_entries WHERE owner = ? AND chat_id = ? RETURNING count');
  const delForChat = db.prepare<[string]>('DELETE FROM notification_entries WHERE chat_id = ?');
  const delForUser = db.prepare<[string, string]>("DELETE FROM notification_entries WHERE owner = ? OR json_extract(body, '$.message') = ?");
  return {
    async add(notification) {
      const body = JSON.stringify({ ...notification, count: undefined });
      const { count } = upsert.get(notification.owner, notification.chat_id ?? '', notification.created_at_timestamp, body)!;
      return { ...notification, count };
    },
    async page(username, { limit, before }) {
      const rows = before ? older.all(username, before.at, before.at, before.chatId, limit) : newest.all(username, limit);
      return rows.map(toEntry);
    },
    async clearChat(username, chatId) {
      return clearChat.get(username, chatId)?.count ?? 0;
    },
    async deleteForChat(chatId) {
      delForChat.run(chatId);
    },
    async deleteForUser(username) {
      delForUser.run(username, username);
    },
  };
}

export function sqliteMutes(db: Database): Mutes {
  const count = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM chat_mutes WHERE username = ?');
  const find = db.prepare<[string, string], { chat_id: string }>('SELECT chat_id FROM chat_mutes WHERE username = ? AND chat_id = ?');
  const insert = db.prepare<[string, string, number]>('INSERT INTO chat_mutes (username, chat_id, created_at) VALUES (?, ?, ?)');
  const del = db.prepare<[string, string]>('DELETE FROM chat_mutes WHERE username = ? AND chat_id = ?');
  const forUser = db.prepare<[string], { chat_id: string }>('SELECT chat_id FROM chat_mutes WHERE username = ? ORDER BY created_at DESC, chat_id');
  const delForChat = db.prepare<[string]>('DELETE FROM chat_mutes WHERE chat_id = ?');
  const delForUser = db.prepare<[string]>('DELETE FROM chat_mutes WHERE username = ?');
  const mute = db.transaction((username: string, chatId: string, at: number, max: number): boolean => {
    if (find.get(username, chatId)) return true;
    if (count.get(username)!.n >= max) return false;
    insert.run(username, chatId, at);
    return true;
  });
  return {
    async mute(username, chatId, at, max) {
      return mute.immediate(username, chatId, at, max);
    },
    async unmute(username, chatId) {
      del.run(username, chatId);
    },
    async isMuted(username, chatId) {
      return !!find.get(username, chatId);
    },
    async listForUser(username) {
      return forUser.all(username).map((row) => row.chat_id);
    },
    async deleteForChat(chatId) {
      delForChat.run(chatId);
    },
    async deleteForUser(username) {
      delForUser.run(username);
    },
  };
}
