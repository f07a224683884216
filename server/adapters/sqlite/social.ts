import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Follows } from '../../application/ports.js';

interface FollowRow { id: string; username: string; chat_id: string; created_at: number }

export function sqliteFollows(db: Database): Follows {
  const insert = db.prepare<[string, string, string, number]>(
    'INSERT INTO follows (id, username, chat_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (username, chat_id) DO NOTHING',
  );
  const find = db.prepare<[string, string], FollowRow>('SELECT * FROM follows WHERE username = ? AND chat_id = ?');
  const del = db.prepare<[string, string]>('DELETE FROM follows WHERE username = ? AND chat_id = ?');
  const forUser = db.prepare<[string], FollowRow>('SELECT * FROM follows WHERE username = ? ORDER BY created_at DESC, id');
  const followers = db.prepare<[string], { username: string }>('SELECT username FROM follows WHERE chat_id = ? ORDER BY created_at, id');
  const delForChat = db.prepare<[string]>('DELETE FROM follows WHERE chat_id = ?');
  const delForUser = db.prepare<[string]>('DELETE FROM follows WHERE username = ?');
  const follow = db.transaction((username: string, chatId: string, at: number): FollowRow => {
    insert.run(randomUUID(), username, chatId, at);
    return find.get(username, chatId)!;
  });

  return {
    async follow(username, chatId, at) {
      const row = follow.immediate(username, chatId, at);
      return { id: row.id, created_at_timestamp: row.created_at };
    },
    async unfollow(username, chatId) {
      del.run(username, chatId);
    },
    async listForUser(username) {
      return forUser.all(username).map((row) => ({
        id: row.id, created_at_timestamp: row.created_at, user: row.username, chat_id: row.chat_id,
      }));
    },
    async followers(chatId) {
      return followers.all(chatId).map((row) => row.username);
    },
    async deleteForChat(chatId) {
      delForChat.run(chatId);
    },
    async deleteForUser(username) {
      delForUser.run(username);
    },
  };
}
