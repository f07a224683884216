import type { Database } from 'better-sqlite3';
import { commitEach, type GroupCommit } from './group-commit.js';
import { VersionConflict, type EventLog, type NewStoredEvent, type StoredEvent } from '../../application/ports.js';

/*
 * Rows come back as arrays (`.raw()`), the stream's chat id taken from the caller rather than from each row:
 * a cold read of a 10,000-event stream builds one event object per row and nothing else.
 */
type StreamRow = [seq: number, type: string, data: string, at: number, actor: string, position: number];
type LogRow = [...StreamRow, chatId: string];
const STREAM_COLUMNS = 'seq, type, data, at, actor, position';

const toEvent = (chatId: string, row: StreamRow | LogRow): StoredEvent => ({
  chatId, seq: row[0], type: row[1], data: JSON.parse(row[2]) as unknown, at: row[3], actor: row[4], position: row[5],
});

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT');

/*
 * A stream's rows sit at rowids number × 2^32 + seq (event-schema.ts); the shift is done in SQL, since the
 * product can pass 2^53 and would lose precision as a JavaScript number.
 */
const IN_STREAM = 'id > (@num << 32) + @after AND id < ((@num + 1) << 32)';

/** `commit` batches appends of many chats into one transaction (group-commit.ts); each keeps its own head check. */
export function sqliteEventLog(db: Database, commit: GroupCommit = commitEach(db)): EventLog {
  const streamNumber = db.prepare<[string], number>('SELECT num FROM event_streams WHERE chat_id = ?').pluck();
  const newStream = db.prepare<[string], number>(
    'INSERT INTO event_streams (chat_id, num) SELECT ?, COALESCE(MAX(num), 0) + 1 FROM event_streams RETURNING num',
  ).pluck();
  const head = db.prepare<[string], { num: number; seq: number | null }>(`
    SELECT num, (SELECT seq FROM events WHERE id > (num << 32) AND id < ((num + 1) << 32) ORDER BY id DESC LIMIT 1) AS seq
    FROM event_streams WHERE chat_id = ?`);
  const insert = db.prepare<[number, number, string, number, number, string, string, number, string]>(
    'INSERT INTO events (id, chat_id, seq, position, type, data, at, actor) VALUES ((? << 32) + ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const lastSeq = db.prepare<[string], number>(`
    SELECT (SELECT seq FROM events WHERE id > (num << 32) AND id < ((num + 1) << 32) ORDER BY id DESC LIMIT 1)
    FROM event_streams WHERE chat_id = ?`).pluck();
  const takePositions = db.prepare<[number], number>('UPDATE event_positions SET last = last + ? WHERE id = 1 RETURNING last').pluck();
  const readStream = db.prepare<[{ num: number; after: number }], StreamRow>(`SELECT ${STREAM_COLUMNS} FROM events WHERE ${IN_STREAM} ORDER BY id`).raw();
  const readAll = db.prepare<[number, number], LogRow>(`SELECT ${STREAM_COLUMNS}, chat_id FROM events WHERE position > ? ORDER BY position LIMIT ?`).raw();
  const deleteRows = db.prepare<[{ num: number; after: number }]>(`DELETE FROM events WHERE ${IN_STREAM}`);
  const deleteNumber = db.prepare<[string]>('DELETE FROM event_streams WHERE chat_id = ?');
  const mentioning = db.prepare<[string, string, string, string], { chat_id: string }>(`
    SELECT DISTINCT chat_id FROM events
    WHERE actor = ? OR json_extract(data, '$.author') = ? OR json_extract(data, '$.user') = ?
      OR (type IN ('shared_private', 'member_invited') AND EXISTS (SELECT 1 FROM json_each(data, '$.users') u WHERE u.value = ?))
    ORDER BY chat_id`);
  const rewriteOne = db.prepare<[string, string, number, number]>('UPDATE events SET actor = ?, data = ? WHERE id = (? << 32) + ?');
  const rewriteTx = db.transaction((chatId: string, events: { seq: number; actor: string; data: unknown }[]) => {
    const num = streamNumber.get(chatId);
    if (num === undefined) return;
    for (const e of events) rewriteOne.run(e.actor, JSON.stringify(e.data ?? null), num, e.seq);
  });
  const deleteTx = db.transaction((chatId: string) => {
    const num = streamNumber.get(chatId);
    if (num === undefined) return;
    deleteRows.run({ num, after: 0 });
    deleteNumber.run(chatId);
  });

  /*
   * Positions are taken inside the write transaction, which holds SQLite's one write lock (IMMEDIATE) until it
   * commits, so position order is commit order: a reader paging readAll never sees position n+1 before n, and
   * cannot skip a late commit. A conflict rolls back its savepoint, positions included, so the next append in
   * the same group commit takes the same numbers and no reader ever saw them used.
   */
  const appendTx = db.transaction((chatId: string, expected: number, events: NewStoredEvent[]): StoredEvent[] => {
    const stream = head.get(chatId);
    if ((stream?.seq ?? 0) !== expected) throw new VersionConflict(chatId, expected);
    const num = stream?.num ?? (newStream.get(chatId) as number);
    const first = (takePositions.get(events.length) as number) - events.length + 1;
    return events.map((event, index) => {
      const seq = expected + 1 + index;
      const position = first + index;
      const data = event.data ?? null;
      insert.run(num, seq, chatId, seq, position, event.type, JSON.stringify(data), event.at, event.actor);
      return { chatId, seq, type: event.type, data, at: event.at, actor: event.actor, position };
    });
  });

  return {
    async read(chatId, afterSeq = 0) {
      const num = streamNumber.get(chatId);
      if (num === undefined) return [];
      return readStream.all({ num, after: afterSeq }).map((row) => toEvent(chatId, row));
    },
    async lastSeq(chatId) {
      return lastSeq.get(chatId) ?? 0;
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
      return readAll.all(afterPosition, limit).map((row) => toEvent(row[6], row));
    },
    async deleteStream(chatId) {
      deleteTx.immediate(chatId);
    },
    async streamsMentioning(username) {
      return mentioning.all(username, username, username, username).map((row) => row.chat_id);
    },
    async rewrite(chatId, events) {
      rewriteTx.immediate(chatId, events);
    },
  };
}
