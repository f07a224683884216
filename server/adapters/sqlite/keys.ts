import type { Database } from 'better-sqlite3';
import type { ChatKeys } from '../../application/ports.js';

export function sqliteChatKeys(db: Database): ChatKeys {
  const put = db.prepare<[string, Buffer]>(
    'INSERT INTO chat_keys (chat_id, wrapped) VALUES (?, ?) ON CONFLICT (chat_id) DO UPDATE SET wrapped = excluded.wrapped',
  );
  const get = db.prepare<[string], { wrapped: Buffer }>('SELECT wrapped FROM chat_keys WHERE chat_id = ?');
  const del = db.prepare<[string]>('DELETE FROM chat_keys WHERE chat_id = ?');
  return {
    async put(chatId, wrappedKey) {
      put.run(chatId, wrappedKey);
    },
    async get(chatId) {
      return get.get(chatId)?.wrapped ?? null;
    },
    async delete(chatId) {
      del.run(chatId);
    },
  };
}
