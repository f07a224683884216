import type { Database } from 'better-sqlite3';
import type {
  ContactMessages, ContactRecord, Newsletter, SubscriberRecord, UploadMeta, UploadRecord, Uploads,
} from '../../application/people/store-ports.js';

interface UploadRow {
  id: string; owner: string; kind: string; content_type: string; size: number; created_at: number;
  wrapped_key: Buffer | null; data: Buffer;
}

const toMeta = (r: Omit<UploadRow, 'wrapped_key' | 'data'>): UploadMeta => ({
  id: r.id, owner: r.owner, kind: r.kind as UploadMeta['kind'], contentType: r.content_type, size: r.size, createdAt: r.created_at,
});

export function sqliteUploads(db: Database): Uploads {
  const put = db.prepare<[string, string, string, string, number, number, Buffer | null, Buffer]>(
    'INSERT OR REPLACE INTO uploads (id, owner, kind, content_type, size, created_at, wrapped_key, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const get = db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE id = ?');
  const list = db.prepare<[string, string], Omit<UploadRow, 'wrapped_key' | 'data'>>(
    'SELECT id, owner, kind, content_type, size, created_at FROM uploads WHERE owner = ? AND kind = ? ORDER BY created_at, id',
  );
  const del = db.prepare<[string]>('DELETE FROM uploads WHERE id = ?');
  const delForOwner = db.prepare<[string]>('DELETE FROM uploads WHERE owner = ?');
  return {
    async put(u) {
      put.run(u.id, u.owner, u.kind, u.contentType, u.size, u.createdAt, u.wrappedKey, u.data);
    },
    async get(id) {
      const row = get.get(id);
      return row ? ({ ...toMeta(row), wrappedKey: row.wrapped_key, data: row.data } satisfies UploadRecord) : null;
    },
    async listForOwner(owner, kind) {
      return list.all(owner, kind).map(toMeta);
    },
    async delete(id) {
      del.run(id);
    },
    async deleteForOwner(owner) {
      delForOwner.run(owner);
    },
  };
}

interface SubscriberRow { id: string; email: string; status: string; created_at: number; confirmed_at: number | null }

const toSubscriber = (r: SubscriberRow): SubscriberRecord => ({
  id: r.id, email: r.email, status: r.status as SubscriberRecord['status'], createdAt: r.created_at, confirmedAt: r.confirmed_at,
});

export function sqliteNewsletter(db: Database): Newsletter {
  const insert = db.prepare<[string, string, string, number, number | null]>(
    'INSERT OR IGNORE INTO newsletter (id, email, status, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?)',
  );
  const byEmail = db.prepare<[string], SubscriberRow>('SELECT * FROM newsletter WHERE email = ?');
  const get = db.prepare<[string], SubscriberRow>('SELECT * FROM newsletter WHERE id = ?');
  const confirm = db.prepare<[number, string]>("UPDATE newsletter SET status = 'confirmed', confirmed_at = ? WHERE id = ? AND status = 'pending'");
  const remove = db.prepare<[string]>('DELETE FROM newsletter WHERE id = ?');
  const delEmail = db.prepare<[string]>('DELETE FROM newsletter WHERE email = ?');
  const subscribe = db.transaction((s: SubscriberRecord) => {
    insert.run(s.id, s.email, s.status, s.createdAt, s.confirmedAt);
    return toSubscriber(byEmail.get(s.email)!);
  });
  return {
    async subscribe(subscriber) {
      return subscribe.immediate(subscriber);
    },
    async get(id) {
      const row = get.get(id);
      return row ? toSubscriber(row) : null;
    },
    async confirm(id, at) {
      return confirm.run(at, id).changes === 1;
    },
    async remove(id) {
      remove.run(id);
    },
    async deleteEmail(email) {
      delEmail.run(email);
    },
  };
}

export function sqliteContactMessages(db: Database): ContactMessages {
  const add = db.prepare<[string, string, string, number]>('INSERT INTO contact_messages (id, email, body, created_at) VALUES (?, ?, ?, ?)');
  const list = db.prepare<[string], { id: string; email: string; body: string; created_at: number }>(
    'SELECT * FROM contact_messages WHERE email = ? ORDER BY created_at DESC, id DESC',
  );
  const del = db.prepare<[string]>('DELETE FROM contact_messages WHERE email = ?');
  return {
    async add(m) {
      add.run(m.id, m.email, m.body, m.createdAt);
    },
    async listForEmail(email) {
      return list.all(email).map((r): ContactRecord => ({ id: r.id, email: r.email, body: r.body, createdAt: r.created_at }));
    },
    async deleteForEmail(email) {
      del.run(email);
    },
  };
}
