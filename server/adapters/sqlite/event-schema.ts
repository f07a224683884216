/**
 * Migration 3: the event log clustered by stream. In the old table (rowid = global position) a chat's rows
 * lay interleaved with every other chat's written at the same time, so reading one stream of 10,000 events
 * touched most pages of the log. Now each stream gets a number, and a row's rowid is number × 2^32 + seq:
 * one stream is one contiguous run of pages, and interior pages still hold small integer keys. (A WITHOUT
 * ROWID table keyed (chat_id, seq) keeps whole rows in its interior pages as well: 50 chats appending at
 * once ran at 0.64× the old table's rate, this layout at 0.77×; docs/performance.md.)
 * The global position stays, as an indexed column; event_positions keeps the last one handed out, as
 * AUTOINCREMENT did, so positions never go back after a stream is deleted. All of it runs in the migration's
 * transaction: a file is either still the old layout or entirely the new one (100,000 events: under a second).
 * The old table's pages stay in the file as free pages, zeroed by secure_delete, for later writes to reuse.
 */
export const EVENTS_BY_STREAM_MIGRATION = `
  CREATE TABLE event_positions (id INTEGER PRIMARY KEY CHECK (id = 1), last INTEGER NOT NULL);
  INSERT INTO event_positions (id, last) VALUES (1, MAX(
    COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'events'), 0),
    COALESCE((SELECT MAX(position) FROM events), 0)
  ));
  CREATE TABLE event_streams (chat_id TEXT PRIMARY KEY, num INTEGER NOT NULL UNIQUE);
  INSERT INTO event_streams (chat_id, num)
    SELECT chat_id, ROW_NUMBER() OVER (ORDER BY MIN(position)) FROM events GROUP BY chat_id;
  CREATE TABLE events_by_stream (
    id INTEGER PRIMARY KEY,
    chat_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    position INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL
  );
  INSERT INTO events_by_stream (id, chat_id, seq, position, type, data, at, actor)
    SELECT (s.num << 32) + e.seq, e.chat_id, e.seq, e.position, e.type, e.data, e.at, e.actor
    FROM events e JOIN event_streams s USING (chat_id) ORDER BY 1;
  DROP TABLE events;
  ALTER TABLE events_by_stream RENAME TO events;
  CREATE UNIQUE INDEX events_position ON events (position);
`;
