import type { Database } from 'better-sqlite3';
import type { ReplyLease, ReplyLeases } from '../../application/ports.js';

/** Part of migration 4: one row per bot reply in flight, renewed by its node. */
export const REPLY_LEASES_MIGRATION = `
  CREATE TABLE reply_leases (
    message_id TEXT PRIMARY KEY,
    chat_id TEXT NOT NULL,
    bot_key TEXT NOT NULL,
    node TEXT NOT NULL,
    quota_key TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX reply_leases_node ON reply_leases (node);
  CREATE INDEX reply_leases_expiry ON reply_leases (expires_at);
`;

interface LeaseRow { message_id: string; chat_id: string; bot_key: string; node: string; quota_key: string | null; expires_at: number }

const toLease = (row: LeaseRow): ReplyLease => ({
  messageId: row.message_id, chatId: row.chat_id, botKey: row.bot_key, node: row.node, quotaKey: row.quota_key, expiresAt: row.expires_at,
});

export function sqliteReplyLeases(db: Database): ReplyLeases {
  const take = db.prepare<[string, string, string, string, string | null, number]>(
    'INSERT OR REPLACE INTO reply_leases (message_id, chat_id, bot_key, node, quota_key, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const renew = db.prepare<[number, string]>('UPDATE reply_leases SET expires_at = ? WHERE node = ?');
  const release = db.prepare<[string]>('DELETE FROM reply_leases WHERE message_id = ?');
  const claim = db.prepare<[string, number]>('DELETE FROM reply_leases WHERE message_id = ? AND expires_at < ?');
  const expired = db.prepare<[number, number], LeaseRow>('SELECT * FROM reply_leases WHERE expires_at < ? ORDER BY expires_at LIMIT ?');
  const has = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM reply_leases WHERE message_id = ?');
  return {
    async take(l) {
      take.run(l.messageId, l.chatId, l.botKey, l.node, l.quotaKey, l.expiresAt);
    },
    async renew(node, expiresAt) {
      renew.run(expiresAt, node);
    },
    async release(messageId, expiredBefore) {
      return (expiredBefore === undefined ? release.run(messageId) : claim.run(messageId, expiredBefore)).changes === 1;
    },
    async expired(now, limit) {
      return expired.all(now, limit).map(toLease);
    },
    async has(messageId) {
      return has.get(messageId) !== undefined;
    },
  };
}
