import type { Database } from 'better-sqlite3';
import type { SealedText } from '../../application/ports.js';
import type { ChatSnapshots, SnapshotPart, StoredEntry, TimelineReadModel } from '../../application/projection-ports.js';
import { commitEach, type GroupCommit } from './group-commit.js';

/**
 * Migration 4: the timeline read model (one row per item, ordered by creation time then seq) with the version
 * each chat is projected to, and the chat snapshots. Bodies are sealed by the application.
 */
export const PROJECTIONS_MIGRATION = `
  CREATE TABLE timeline_items (
    chat_id TEXT NOT NULL,
    id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (chat_id, id)
  );
  CREATE INDEX timeline_order ON timeline_items (chat_id, created_at, seq);
  CREATE TABLE timeline_heads (chat_id TEXT PRIMARY KEY, version INTEGER NOT NULL);
  CREATE TABLE chat_snapshots (
    chat_id TEXT NOT NULL,
    part TEXT NOT NULL,
    version INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (chat_id, part)
  );
`;

type Row = { id: string; created_at: number; seq: number; body: string };
const toEntry = (r: Row): StoredEntry => ({ id: r.id, createdAt: r.created_at, seq: r.seq, body: JSON.parse(r.body) as SealedText });
const MAX_POSITION = Number.MAX_SAFE_INTEGER;

export function sqliteTimelines(db: Database, commit: GroupCommit = commitEach(db)): TimelineReadModel {
  const upsert = db.prepare<[string, string, number, number, string]>(`
    INSERT INTO timeline_items (chat_id, id, created_at, seq, body) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (chat_id, id) DO UPDATE SET body = excluded.body`);
  const setHead = db.prepare<[string, number]>(`
    INSERT INTO timeline_heads (chat_id, version) VALUES (?, ?)
    ON CONFLICT (chat_id) DO UPDATE SET version = MAX(version, excluded.version)`);
  const head = db.prepare<[string], { version: number }>('SELECT version FROM timeline_heads WHERE chat_id = ?');
  const heads = db.prepare<[], { chat_id: string; version: number }>('SELECT chat_id, version FROM timeline_heads');
  const page = db.prepare<[string, number, number, number, number], Row>(`
    SELECT id, created_at, seq, body FROM timeline_items
    WHERE chat_id = ? AND (created_at < ? OR (created_at = ? AND seq < ?))
    ORDER BY created_at DESC, seq DESC LIMIT ?`);
  const one = db.prepare<[string, string], Row>('SELECT id, created_at, seq, body FROM timeline_items WHERE chat_id = ? AND id = ?');
  const delItems = db.prepare<[string]>('DELETE FROM timeline_items WHERE chat_id = ?');
  const delHead = db.prepare<[string]>('DELETE FROM timeline_heads WHERE chat_id = ?');

  const save = db.transaction((chatId: string, version: number, entries: StoredEntry[]) => {
    for (const e of entries) upsert.run(chatId, e.id, e.createdAt, e.seq, JSON.stringify(e.body));
    setHead.run(chatId, version);
  });
  const remove = db.transaction((chatId: string) => {
    delItems.run(chatId);
    delHead.run(chatId);
  });

  return {
    async save(chatId, version, entries) {
      await commit(() => save(chatId, version, entries));
    },
    async head(chatId) {
      return head.get(chatId)?.version ?? 0;
    },
    async heads() {
      return new Map(heads.all().map((r) => [r.chat_id, r.version]));
    },
    async page(chatId, before, limit) {
      const at = before ?? { createdAt: MAX_POSITION, seq: MAX_POSITION };
      return page.all(chatId, at.createdAt, at.createdAt, at.seq, limit).reverse().map(toEntry);
    },
    async get(chatId, ids) {
      return ids.flatMap((id) => {
        const row = one.get(chatId, id);
        return row ? [toEntry(row)] : [];
      });
    },
    async delete(chatId) {
      remove(chatId);
    },
  };
}

export function sqliteSnapshots(db: Database, commit: GroupCommit = commitEach(db)): ChatSnapshots {
  const get = db.prepare<[string, string], { version: number; body: string }>('SELECT version, body FROM chat_snapshots WHERE chat_id = ? AND part = ?');
  const save = db.prepare<[string, string, number, string]>(`
    INSERT INTO chat_snapshots (chat_id, part, version, body) VALUES (?, ?, ?, ?)
    ON CONFLICT (chat_id, part) DO UPDATE SET version = excluded.version, body = excluded.body
    WHERE excluded.version > chat_snapshots.version`);
  const del = db.prepare<[string]>('DELETE FROM chat_snapshots WHERE chat_id = ?');
  return {
    async get(chatId, part: SnapshotPart) {
      const row = get.get(chatId, part);
      return row ? { version: row.version, body: JSON.parse(row.body) as SealedText } : null;
    },
    async save(chatId, part, version, body) {
      await commit(() => db.transaction(() => save.run(chatId, part, version, JSON.stringify(body)))());
    },
    async delete(chatId) {
      del.run(chatId);
    },
  };
}
