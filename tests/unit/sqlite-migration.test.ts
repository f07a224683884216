import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';
import { configure, migrate } from '../../server/adapters/sqlite/schema.js';
import { VersionConflict, type StoredEvent } from '../../server/application/ports.js';

const dirs: string[] = [];
afterEach(() => { for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true }); });

/** A file as schema version 2 left it: the rowid events table, rows of several chats interleaved. */
function versionTwoFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psycare-migration-'));
  dirs.push(dir);
  const file = path.join(dir, 'psycare.sqlite');
  const db = new Database(file);
  configure(db);
  migrate(db, 2);
  const insert = db.prepare('INSERT INTO events (chat_id, seq, type, data, at, actor) VALUES (?, ?, ?, ?, ?, ?)');
  for (let seq = 1; seq <= 3; seq++) {
    for (const chatId of ['a', 'b', 'gone']) {
      const data = { messageId: `${chatId}${seq}`, sealed: { iv: 'aXY=', ct: 'Y3Q=', tag: 'dGFn' }, users: ['ana', 'ñu'] };
      insert.run(chatId, seq, 'message_posted', JSON.stringify(data), 1_700_000_000_000 + seq, `${chatId}-author`);
    }
  }
  db.prepare("INSERT INTO chats (id, owner, public, encrypted, title, description, tags, shared_with, language, closed, created_at, updated_at, messages_count, version) VALUES ('a', 'ana', 0, 1, 'T', '', '[]', '[]', 'es', 0, 1, 1, 3, 3)").run();
  // the newest rows are deleted: AUTOINCREMENT never hands their positions out again, and neither may the new table
  db.prepare("DELETE FROM events WHERE chat_id = 'gone'").run();
  db.close();
  return file;
}

function rowsOf(file: string): StoredEvent[] {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare('SELECT * FROM events ORDER BY position').all() as { position: number; chat_id: string; seq: number; type: string; data: string; at: number; actor: string }[];
  db.close();
  return rows.map((r) => ({ chatId: r.chat_id, seq: r.seq, type: r.type, data: JSON.parse(r.data), at: r.at, actor: r.actor, position: r.position }));
}

describe('migration 3: events clustered by stream', () => {
  it('given a version-2 file with interleaved chats, when the store opens it, then every event reads back as it was, per stream and in log order', async () => {
    const file = versionTwoFile();
    const before = rowsOf(file);

    const store = await openSqliteStore(file);
    try {
      const all = await store.events.readAll(0, 100);
      const a = await store.events.read('a');
      const tailOfB = await store.events.read('b', 1);

      expect(all).toEqual(before);
      expect(a).toEqual(before.filter((e) => e.chatId === 'a'));
      expect(tailOfB.map((e) => e.seq)).toEqual([2, 3]);
      expect(await store.events.read('gone')).toEqual([]);
      expect((await store.chats.get('a'))?.title).toBe('T');
    } finally {
      await store.close();
    }
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(9); // migrations 4 (sealed summaries, reply leases), 5 (projections), 6 (invitations), 7 (notification entries, mutes), 8 (moderation) and 9 (hidden summaries) run after it
    db.close();
  });

  it('given a migrated file, when streams are appended to, then versions hold and positions pass every position ever given, deleted ones included', async () => {
    const file = versionTwoFile();
    const store = await openSqliteStore(file);
    try {
      const [next] = await store.events.append('a', 3, [{ chatId: 'a', seq: 4, type: 'tag_added', data: { tag: 'x' }, at: 2, actor: 'ana' }]);
      const [fresh] = await store.events.append('c', 0, [{ chatId: 'c', seq: 1, type: 'tag_added', data: { tag: 'y' }, at: 2, actor: 'ana' }]);
      const stale = await store.events.append('b', 2, [{ chatId: 'b', seq: 3, type: 'tag_added', data: {}, at: 2, actor: 'ana' }]).catch((e: unknown) => e);

      // nine rows were written before the migration, the last three of them deleted
      expect(next.position).toBe(10);
      expect(fresh.position).toBe(11);
      expect(stale).toBeInstanceOf(VersionConflict);
      expect((await store.events.read('a')).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    } finally {
      await store.close();
    }
  });

  it('given a migrated file, when it is opened again, then nothing is migrated twice', async () => {
    const file = versionTwoFile();
    await (await openSqliteStore(file)).close();

    const store = await openSqliteStore(file);
    try {
      expect((await store.events.readAll(0, 100)).map((e) => `${e.chatId}:${e.seq}`)).toEqual(['a:1', 'b:1', 'a:2', 'b:2', 'a:3', 'b:3']);
    } finally {
      await store.close();
    }
  });
});
