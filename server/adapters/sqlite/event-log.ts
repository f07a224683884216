import type { Database } from 'better-sqlite3';
import { commitEach, type GroupCommit } from './group-commit.js';
import { VersionConflict, type EventLog, type NewStoredEvent, type StoredEvent } from '../../application/ports.js';

interface EventRow {
  position: number;
  chat_id: string;
  seq: number;
  type: string;
  data: string;
  at: number;
  actor: string;
}

const toEvent = (row: EventRow): StoredEvent => ({
  chatId: row.chat_id,
  seq: row.seq,
  type: row.type,
  data: JSON.parse(row.data) as unknown,
  at: row.at,
  actor: row.actor,
  position: row.position,
});

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT');

/** `commit` batches appends of many chats into one transaction (group-commit.ts); each keeps its own head check. */
export function sqliteEventLog(db: Database, commit: GroupCommit = commitEach(db)): EventLog {
  const head = db.prepare<[string], { seq: number | null }>('SELECT MAX(seq) AS seq FROM events WHERE chat_id = ?');
  const insert = db.prepare<[string, number, string, string, number, string]>(
    'INSERT INTO events (chat_id, seq, type, data, at, actor) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const readStream = db.prepare<[string, number], EventRow>('SELECT * FROM events WHERE chat_id = ? AND seq > ? ORDER BY seq');
  const readAll = db.prepare<[number, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?');
  const deleteStream = db.prepare<[string]>('DELETE FROM events WHERE chat_id = ?');
  const mentioning = db.prepare<[string, string, string, string], { chat_id: string }>(`
    SELECT DISTINCT chat_id FROM events
    WHERE actor = ? OR json_extract(data, '$.author') = ? OR json_extract(data, '$.user') = ?
      OR (type = 'shared_private' AND EXISTS (SELECT 1 FROM json_each(data, '$.users') u WHERE u.value = ?))
    ORDER BY chat_id`);
  const rewriteOne = db.prepare<[string, string, string, number]>('UPDATE events SET actor = ?, data = ? WHERE chat_id = ? AND seq = ?');
  const rewriteTx = db.transaction((chatId: string, events: { seq: number; actor: string; data: unknown }[]) => {
    for (const e of events) rewriteOne.run(e.actor, JSON.stringify(e.data ?? null), chatId, e.seq);
  });

  const appendTx = db.transaction((chatId: string, expected: number, events: NewStoredEvent[]): StoredEvent[] => {
    if ((head.get(chatId)?.seq ?? 0) !== expected) throw new VersionConflict(chatId, expected);
    return events.map((event, index) => {
      const seq = expected + 1 + index;
      const data = event.data ?? null;
      const { lastInsertRowid } = insert.run(chatId, seq, event.type, JSON.stringify(data), event.at, event.actor);
      return { chatId, seq, type: event.type, data, at: event.at, actor: event.actor, position: Number(lastInsertRowid) };
    });
  });

  return {
    async read(chatId, afterSeq = 0) {
      return readStream.all(chatId, afterSeq).map(toEvent);
    },
    async append(chatId, expectedVersion, events) {
      try {
        // The shared commit is IMMEDIATE: the write lock is held before the version check, so another process
        // cannot slip in between; appendTx runs in a savepoint, so a conflict rolls back this append alone.
        return await commit(() => appendTx(chatId, expectedVersion, events));
      } catch (error) {
        if (isUniqueViolation(error)) throw new VersionConflict(chatId, expectedVersion);
        throw error;
      }
    },
    async readAll(afterPosition, limit) {
      if (limit <= 0) return [];
      return readAll.all(afterPosition, limit).map(toEvent);
    },
    async deleteStream(chatId) {
      deleteStream.run(chatId);
    },
    async streamsMentioning(username) {
      return mentioning.all(username, username, username, username).map((row) => row.chat_id);
    },
    async rewrite(chatId, events) {
      rewriteTx.immediate(chatId, events);
    },
  };
}
