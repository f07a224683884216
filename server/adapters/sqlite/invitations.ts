import type { Database } from 'better-sqlite3';
import type { InvitationRecord, Invitations } from '../../application/invitations/ports.js';

interface Row { chat_id: string; username: string; owner: string; is_case: number; at: number }

/** Migration 6 (issue 14): pending invitations to chats, one per (chat, person). */
export const INVITATIONS_MIGRATION = `
  CREATE TABLE invitations (
    chat_id TEXT NOT NULL,
    username TEXT NOT NULL COLLATE NOCASE,
    owner TEXT NOT NULL COLLATE NOCASE,
    is_case INTEGER NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (chat_id, username)
  );
  CREATE INDEX invitations_user ON invitations (username, at, chat_id);
  CREATE INDEX invitations_owner ON invitations (owner);
`;

const toRecord = (row: Row): InvitationRecord => ({ chatId: row.chat_id, username: row.username, owner: row.owner, case: row.is_case === 1, at: row.at });

export function sqliteInvitations(db: Database): Invitations {
  const insert = db.prepare<[string, string, string, number, number]>(
    'INSERT INTO invitations (chat_id, username, owner, is_case, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const addAll = db.transaction((records: readonly InvitationRecord[]) => {
    for (const r of records) insert.run(r.chatId, r.username, r.owner, r.case ? 1 : 0, r.at);
  });
  const remove = db.prepare<[string, string]>('DELETE FROM invitations WHERE chat_id = ? AND username = ?');
  const list = db.prepare<{ username: string; at: number; chatId: string; limit: number }, Row>(`
    SELECT * FROM invitations WHERE username = @username AND (at < @at OR (at = @at AND chat_id < @chatId))
    ORDER BY at DESC, chat_id DESC LIMIT @limit`);
  const delForChat = db.prepare<[string]>('DELETE FROM invitations WHERE chat_id = ?');
  const delForUser = db.prepare<[string, string]>('DELETE FROM invitations WHERE username = ? OR owner = ?');
  return {
    async add(records) {
      addAll.immediate(records);
    },
    async remove(chatId, username) {
      remove.run(chatId, username);
    },
    async listForUser(username, before, limit) {
      const cursor = before ?? { at: Number.MAX_SAFE_INTEGER, chatId: '' };
      return list.all({ username, at: cursor.at, chatId: cursor.chatId, limit }).map(toRecord);
    },
    async deleteForChat(chatId) {
      delForChat.run(chatId);
    },
    async deleteForUser(username) {
      delForUser.run(username, username);
    },
  };
}
