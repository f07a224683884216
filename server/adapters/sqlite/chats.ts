import type { Database } from 'better-sqlite3';
import type { ChatSummaries, StoredChat } from '../../application/ports.js';
import { CHAT_COLUMNS, toChat, toRow, type ChatRow } from './chat-rows.js';
import { sqliteChatSearch } from './chat-search.js';
import { commitEach, type GroupCommit } from './group-commit.js';

const UPSERT = `
  INSERT INTO chats (${CHAT_COLUMNS.join(', ')}) VALUES (${CHAT_COLUMNS.map((c) => `@${c}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET ${CHAT_COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`).join(', ')}
  WHERE excluded.version > chats.version`;

export function sqliteChatSummaries(db: Database, commit: GroupCommit = commitEach(db)): ChatSummaries {
  const upsert = db.prepare<[ChatRow]>(UPSERT);
  const clearShares = db.prepare<[string]>('DELETE FROM chat_shares WHERE chat_id = ?');
  const addShare = db.prepare<[string, string]>('INSERT OR IGNORE INTO chat_shares (chat_id, username) VALUES (?, ?)');
  const get = db.prepare<[string], ChatRow>('SELECT * FROM chats WHERE id = ?');
  const forOwner = db.prepare<[string], ChatRow>('SELECT * FROM chats WHERE owner = ? ORDER BY created_at DESC, id DESC');
  const sharedWith = db.prepare<[string], ChatRow>(
    'SELECT c.* FROM chat_shares s JOIN chats c ON c.id = s.chat_id WHERE s.username = ? AND c.hidden = 0 ORDER BY c.created_at DESC, c.id DESC',
  );
  const del = db.prepare<[string]>('DELETE FROM chats WHERE id = ?');
  const versions = db.prepare<[], { id: string; version: number }>('SELECT id, version FROM chats');

  const save = db.transaction((chat: StoredChat) => {
    if (upsert.run(toRow(chat)).changes === 0) return;
    clearShares.run(chat.id);
    for (const username of chat.shared_with) addShare.run(chat.id, username);
  });

  return {
    async save(chat) {
      await commit(() => save(chat));
    },
    async get(chatId) {
      const row = get.get(chatId);
      return row ? toChat(row) : null;
    },
    async listForOwner(owner) {
      return forOwner.all(owner).map(toChat);
    },
    async listSharedWith(username) {
      return sharedWith.all(username).map(toChat);
    },
    search: sqliteChatSearch(db),
    async delete(chatId) {
      del.run(chatId);
    },
    async versions() {
      return new Map(versions.all().map((row) => [row.id, row.version]));
    },
  };
}
