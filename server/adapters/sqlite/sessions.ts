import type { Database } from 'better-sqlite3';
import type { OneTimeKind, OneTimeTokens, Sessions } from '../../application/ports.js';

export function sqliteSessions(db: Database): Sessions {
  const create = db.prepare<[string, string, number]>('INSERT OR REPLACE INTO sessions (sid, username, expires_at) VALUES (?, ?, ?)');
  const find = db.prepare<[string], { username: string; expires_at: number }>('SELECT username, expires_at FROM sessions WHERE sid = ?');
  const del = db.prepare<[string]>('DELETE FROM sessions WHERE sid = ?');
  const delForUser = db.prepare<[string]>('DELETE FROM sessions WHERE username = ?');
  return {
    async create(sid, username, expiresAt) {
      create.run(sid, username, expiresAt);
    },
    async find(sid, now) {
      const row = find.get(sid);
      if (!row) return null;
      if (row.expires_at > now) return row.username;
      del.run(sid);
      return null;
    },
    async delete(sid) {
      del.run(sid);
    },
    async deleteForUser(username) {
      delForUser.run(username);
    },
  };
}

export function sqliteOneTimeTokens(db: Database): OneTimeTokens {
  const create = db.prepare<[string, OneTimeKind, string, number]>(
    'INSERT INTO one_time_tokens (hash, kind, username, expires_at) VALUES (?, ?, ?, ?)',
  );
  // One conditional UPDATE: two consumers racing (even in two processes) cannot both see used = 0.
  const consume = db.prepare<[string, OneTimeKind, number], { username: string }>(
    'UPDATE one_time_tokens SET used = 1 WHERE hash = ? AND kind = ? AND used = 0 AND expires_at > ? RETURNING username',
  );
  const delForUser = db.prepare<[string, OneTimeKind]>('DELETE FROM one_time_tokens WHERE username = ? AND kind = ?');
  return {
    async create(hash, kind, username, expiresAt) {
      create.run(hash, kind, username, expiresAt);
    },
    async consume(hash, kind, now) {
      return consume.get(hash, kind, now)?.username ?? null;
    },
    async deleteForUser(username, kind) {
      delForUser.run(username, kind);
    },
  };
}
