import type { Database } from 'better-sqlite3';
import { DuplicateUser, type UserRecord, type Users } from '../../application/ports.js';

interface UserRow {
  username: string;
  email: string;
  password_hash: string | null;
  role: string;
  subscription: string;
  verified: number;
  google_sub: string | null;
  language: string;
  created_at: number;
}

const toRow = (user: UserRecord): UserRow => ({
  username: user.username,
  email: user.email,
  password_hash: user.passwordHash,
  role: user.role,
  subscription: user.subscription,
  verified: user.verified ? 1 : 0,
  google_sub: user.googleSub,
  language: user.language,
  created_at: user.createdAt,
});

const toUser = (row: UserRow): UserRecord => ({
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role as UserRecord['role'],
  subscription: row.subscription as UserRecord['subscription'],
  verified: row.verified === 1,
  googleSub: row.google_sub,
  language: row.language as UserRecord['language'],
  createdAt: row.created_at,
});

/** Maps a constraint failure ("UNIQUE constraint failed: users.email") to the field it names. */
function duplicateField(error: unknown): DuplicateUser | null {
  if (!(error instanceof Error) || !('code' in error) || !String(error.code).startsWith('SQLITE_CONSTRAINT')) return null;
  if (error.message.includes('users.email')) return new DuplicateUser('email');
  if (error.message.includes('users.google_sub')) return new DuplicateUser('googleSub');
  if (error.message.includes('users.username')) return new DuplicateUser('username');
  return null;
}

const COLUMNS = ['username', 'email', 'password_hash', 'role', 'subscription', 'verified', 'google_sub', 'language', 'created_at'];

export function sqliteUsers(db: Database): Users {
  const insert = db.prepare<[UserRow]>(`INSERT INTO users (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`);
  const write = db.prepare<[UserRow]>(
    `UPDATE users SET ${COLUMNS.slice(1).map((c) => `${c} = @${c}`).join(', ')} WHERE username = @username`,
  );
  const byUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const byGoogleSub = db.prepare<[string], UserRow>('SELECT * FROM users WHERE google_sub = ?');
  const del = db.prepare<[string]>('DELETE FROM users WHERE username = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');

  // Checking in a fixed order reports the same field whichever constraint SQLite would trip first.
  const create = db.transaction((user: UserRecord) => {
    if (byUsername.get(user.username)) throw new DuplicateUser('username');
    if (byEmail.get(user.email)) throw new DuplicateUser('email');
    if (user.googleSub !== null && byGoogleSub.get(user.googleSub)) throw new DuplicateUser('googleSub');
    insert.run(toRow(user));
  });
  const update = db.transaction((username: string, patch: Partial<Omit<UserRecord, 'username'>>) => {
    const current = byUsername.get(username);
    if (!current) return;
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    write.run(toRow({ ...toUser(current), ...defined }));
  });

  const guarded = <A extends unknown[]>(fn: (...args: A) => void) => async (...args: A) => {
    try {
      fn(...args);
    } catch (error) {
      throw duplicateField(error) ?? error;
    }
  };

  return {
    create: guarded((user: UserRecord) => create.immediate(user)),
    async byUsername(username) {
      const row = byUsername.get(username);
      return row ? toUser(row) : null;
    },
    async byEmail(email) {
      const row = byEmail.get(email);
      return row ? toUser(row) : null;
    },
    async byGoogleSub(sub) {
      const row = byGoogleSub.get(sub);
      return row ? toUser(row) : null;
    },
    update: guarded((username: string, patch: Partial<Omit<UserRecord, 'username'>>) => update.immediate(username, patch)),
    async delete(username) {
      del.run(username);
    },
    async count() {
      return count.get()?.n ?? 0;
    },
  };
}
